// The end-to-end stack's Postgres has its fresh data folder's own random password
// (docs/security.md, "Local host"). The stack's process (e2e-server.ts) leaves its address
// here, readable only by this user, for the specs that read or seed rows directly.
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS } from './ports.ts';

const FILE = path.join(os.tmpdir(), `fdp-e2e-${E2E_PORTS.postgres}.database-url`);

/** Before the stack starts: a file of an earlier run names a password that is gone. */
export async function forgetE2eDatabaseUrl(): Promise<void> {
  await rm(FILE, { force: true });
}

export async function publishE2eDatabaseUrl(url: string): Promise<void> {
  await writeFile(FILE, url, { mode: 0o600 });
}

/** The address, once the stack has written it (Playwright may start a moment earlier). */
export async function e2eDatabaseUrl(): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return (await readFile(FILE, 'utf8')).trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
