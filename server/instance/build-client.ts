// Builds the client with Vite when client/dist is missing or older than its sources.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  await buildInChild(path.resolve(distDir));
}

/**
 * Vite's build sets NODE_ENV=production in the process that runs it, and the app server
 * `npm start` starts next inherits that process's environment: the first start of a fresh
 * clone ran as production (no development outbox). In a process of its own, the build
 * changes nothing of what starts after it, and its memory is given back when it ends.
 */
async function buildInChild(outDir: string): Promise<void> {
  const script = fileURLToPath(new URL('./build-client-child.ts', import.meta.url));
  // Its IPC channel ends it if we die (build-client-child.ts).
  const child = fork(script, [outDir], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  // Its lines go out through ours, as when the build ran here.
  child.stdout!.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`The web app did not build (${signal ?? code}).`);
}
