// Builds the client with Vite when client/dist is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['client', 'domain', 'schema.ts', 'vite.config.ts'];

function newestMtime(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry)
    .filter((name) => name !== 'dist' && name !== 'node_modules')
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

export async function ensureClientBuilt(distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.filter((s) => existsSync(s)).map(newestMtime));
  if (builtAt >= sourcesAt) return;
  console.log('Building the web app (first start or after an update; about a minute)...');
  const { build } = await import('vite');
  // Whoever runs `npm start` can act on errors only; bundle-size advice is for developers
  // (`npm run build` shows it). The output goes where the server will look for it.
  await build({
    logLevel: 'error',
    build: { outDir: path.resolve(distDir), emptyOutDir: true },
  });
}
