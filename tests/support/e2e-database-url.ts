// The end-to-end stack's Postgres has its fresh data folder's own random password
// (docs/security.md, "Local host"). The stack's process (e2e-server.ts) leaves its address
// here, readable only by this user, for the specs that read or seed rows directly.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { E2E_PORTS } from './ports.ts';

const FILE = path.join(os.tmpdir(), `fdp-e2e-${E2E_PORTS.postgres}.database-url`);

export async function publishE2eDatabaseUrl(url: string): Promise<void> {
  await writeFile(FILE, url, { mode: 0o600 });
}

export function e2eDatabaseUrl(): string {
  return readFileSync(FILE, 'utf8').trim();
}
