import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';
import { zeroErrorOnly } from './scripts/vite-zero-error-only.ts';
import { zeroPatches } from './scripts/vite-zero-patches.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'client',
  plugins: [zeroErrorOnly(), zeroPatches(), react(), tailwindcss(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest lets tests/unit/bundle measure what each page loads.
    manifest: true,
    // Rolldown's "significant time in plugins" report measures this machine's load more
    // than our plugins (React and Tailwind); it is noise on every `npm start`.
    rolldownOptions: { checks: { pluginTimings: false } },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/sync': { target: apiTarget, ws: true },
      // The MCP sign-in's authorization server (server/oauth/oauth-routes.ts).
      '^/(\\.well-known/|authorize|token|register|revoke)': apiTarget,
    },
  },
});
