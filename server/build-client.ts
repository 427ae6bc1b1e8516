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
  console.log('Building the client...');
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}
