# The app server (API, built client, /sync proxy). Postgres and zero-cache run beside it
# in docker-compose.yml.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npx vite build && npm prune --omit=dev
EXPOSE 3000
CMD ["node", "server/main.ts"]
