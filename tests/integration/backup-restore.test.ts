// npm run backup / npm run restore on a stack of its own: back up, write more, stop, restore,
// start again. The later writes are gone, the earlier ones are all there, and zero-cache
// has copied the restored data afresh: a Zero client sees it and follows new writes.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { queries } from '../../domain/zero/queries.ts';
import { parseEnv } from '../../server/env.ts';
import { startStack, type Stack } from '../../server/stack.ts';
import { BACKUP_PORTS } from '../support/ports.ts';
import { api, createFamily } from '../support/rest-family.ts';
import { TEST_DEV_OUTBOX_KEY } from '../support/test-stack.ts';
import { eventually } from './support/zero-client.ts';
import { openNodeZero } from '../support/node-zero.ts';

const run = promisify(execFile);
let dataDir = '';
let stack: Stack | null = null;

const stackEnv = () => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  PORT: String(BACKUP_PORTS.app),
  EMBEDDED_PG_PORT: String(BACKUP_PORTS.postgres),
  ZERO_PORT: String(BACKUP_PORTS.zero),
  PUBLIC_URL: `http://localhost:${BACKUP_PORTS.app}`,
  DEV_OUTBOX_KEY: TEST_DEV_OUTBOX_KEY,
  REMINDER_SCAN_INTERVAL_SECONDS: '0',
  // The test signs a family up by itself; invitation-only is proven elsewhere.
  OPEN_SIGNUP: 'true',
});

const start = async () => (stack = await startStack(parseEnv(stackEnv()), { log: () => {} }));

/** `npm run backup|restore` as the operator runs them, with the stack's configuration. */
const npmScript = (script: string, file: string) =>
  run(process.execPath, [`scripts/${script}.ts`, file], {
    env: { ...process.env, ...stackEnv() },
  });

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function itemNames(base: string, cookie: string) {
  const response = await fetch(`${base}/api/shopping-items`, { headers: { cookie } });
  return ((await response.json()) as { name: string }[]).map((item) => item.name).sort();
}

describe('instance backup and restore', () => {
  it('restores the earlier data, drops the later, and zero-cache resyncs', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fdp-backup-'));
    await chmod(dataDir, 0o755);
    const file = path.join(dataDir, 'backup.fdp-backup.gz');
    const first = await start();
    const family = await createFamily(first.url, 'Backups');
    for (const name of ['Apples', 'Bread'])
      await api(first.url, '/shopping-items', { name }, family.cookie);

    const backedUp = await npmScript('backup', file);
    expect(backedUp.stdout).toMatch(/Backed up \d+ tables/);

    await api(first.url, '/shopping-items', { name: 'Cheese' }, family.cookie);
    const later = await createFamily(first.url, 'Later');
    expect(await itemNames(first.url, family.cookie)).toEqual(['Apples', 'Bread', 'Cheese']);

    // While the app runs, a restore is refused and changes nothing.
    await expect(npmScript('restore', file)).rejects.toThrow(/stop it first/);

    await first.stop();
    stack = null;
    const restored = await npmScript('restore', file);
    expect(restored.stdout).toMatch(/Restored \d+ tables/);

    const second = await start();
    expect(await itemNames(second.url, family.cookie)).toEqual(['Apples', 'Bread']);
    // The family made after the backup is gone with its account and session.
    const laterSession = await fetch(`${second.url}/api/auth/session`, {
      headers: { cookie: later.cookie },
    });
    expect(laterSession.status).toBe(401);

    // zero-cache copied the restored data: a device sees it and follows new writes.
    const zero = openNodeZero(second.url, family);
    try {
      const names = async () =>
        (await zero.run(queries.shoppingItems.list(), { type: 'complete' }))
          .map((item) => item.name)
          .sort();
      await eventually(names, (list) => list.join() === 'Apples,Bread', 60_000);
      await api(second.url, '/shopping-items', { name: 'Dates' }, family.cookie);
      await eventually(names, (list) => list.join() === 'Apples,Bread,Dates', 60_000);
    } finally {
      await zero.close();
    }
  }, 600_000);
});
