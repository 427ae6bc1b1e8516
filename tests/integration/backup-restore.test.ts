// npm run backup / npm run restore on a stack of its own: back up, write more, stop, restore,
// start again. The later writes are gone, the earlier ones are all there, and zero-cache
// has copied the restored data afresh: a Zero client sees it and follows new writes.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { queries } from '#domain/zero/queries.ts';
import { parseEnv } from '#server/env.ts';
import { startStack, type Stack } from '#server/stack/stack.ts';
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

/** A dish with a photo uploaded as a phone would; its id and the photo's. */
async function dishWithPhoto(base: string, cookie: string, name: string) {
  const dish = (await (await api(base, '/dishes', { name }, cookie)).response.json()) as {
    dish_id: string;
  };
  const image = await sharp({
    create: { width: 400, height: 300, channels: 3, background: '#20a060' },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await fetch(`${base}/api/dishes/${dish.dish_id}/photo`, {
    method: 'POST',
    headers: { origin: base, cookie, 'content-type': 'image/jpeg' },
    body: new Uint8Array(image),
  });
  expect(uploaded.status).toBe(201);
  const { photo_id } = (await uploaded.json()) as { photo_id: string };
  return { dishID: dish.dish_id, photoID: photo_id };
}

/** The photo folders kept under DATA_DIR/photos (one per photo). */
async function storedPhotoFolders(): Promise<string[]> {
  const root = path.join(dataDir, 'photos');
  const families = await readdir(root).catch(() => [] as string[]);
  const folders = await Promise.all(families.map((f) => readdir(path.join(root, f))));
  return folders.flat().sort();
}

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

    const soup = await dishWithPhoto(first.url, family.cookie, 'Soup');

    const backedUp = await npmScript('backup', file);
    expect(backedUp.stdout).toMatch(/Backed up \d+ tables and 1 photos/);
    // The disk of photos is lost after the backup; a later photo is added.
    await rm(path.join(dataDir, 'photos'), { recursive: true, force: true });
    const stew = await dishWithPhoto(first.url, family.cookie, 'Stew');
    expect(await storedPhotoFolders()).toEqual([stew.photoID]);

    await api(first.url, '/shopping-items', { name: 'Cheese' }, family.cookie);
    const later = await createFamily(first.url, 'Later');
    expect(await itemNames(first.url, family.cookie)).toEqual(['Apples', 'Bread', 'Cheese']);

    // While the app runs, a restore is refused and changes nothing.
    await expect(npmScript('restore', file)).rejects.toThrow(/stop it first/);

    await first.stop();
    stack = null;
    const restored = await npmScript('restore', file);
    expect(restored.stdout).toMatch(/Restored \d+ tables/);

    // The backup's photo is back; the later one, whose dish is gone, is cleaned up.
    expect(await storedPhotoFolders()).toEqual([soup.photoID]);
    const second = await start();
    expect(await itemNames(second.url, family.cookie)).toEqual(['Apples', 'Bread']);
    const photo = await fetch(
      `${second.url}/api/dishes/${soup.dishID}/photo/${soup.photoID}/medium`,
      { headers: { cookie: family.cookie } },
    );
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/image\/webp/);
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
