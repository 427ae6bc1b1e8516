// The start-up permission pass over DATA_DIR (server/stack/private-data-dir.ts) runs while
// the zero-cache of a run killed with -9 may still be ending: its compile-cache files under
// DATA_DIR/cache/node vanish under the pass (docs/operations.md, "What an operator sees").
// Real files on a real disk: a folder is removed just as the pass starts walking it.
import { chmodSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataDirPrivate } from '#server/stack/private-data-dir.ts';

const folders: string[] = [];
const umask = process.umask();
afterEach(async () => {
  process.umask(umask);
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A data folder whose cache/node/<n> folders hold `files` loose (0644) files each. */
async function dataDirWithCache(folderCount: number, files: number): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fdp-private-'));
  folders.push(dataDir);
  for (let f = 0; f < folderCount; f += 1) {
    const folder = path.join(dataDir, 'cache', 'node', `v24-${f}`);
    mkdirSync(folder, { recursive: true, mode: 0o755 });
    chmodSync(folder, 0o755);
    for (let n = 0; n < files; n += 1)
      writeFileSync(path.join(folder, `${n}.cache`), 'x', { mode: 0o644 });
  }
  writeFileSync(path.join(dataDir, 'kept'), 'x', { mode: 0o644 });
  return dataDir;
}

/** Starts the pass, and removes `vanishing` the moment `trigger` has been made private. */
async function passWhileRemoving(dataDir: string, trigger: string, vanishing: string) {
  const pass = makeDataDirPrivate(dataDir, { embeddedPostgres: false });
  let removed = false;
  await new Promise<void>((resolve) => {
    const check = () => {
      if (((statSync(trigger, { throwIfNoEntry: false })?.mode ?? 0) & 0o077) === 0) {
        rmSync(vanishing, { recursive: true });
        removed = true;
        return resolve();
      }
      setImmediate(check);
    };
    check();
    void pass.finally(() => resolve());
  });
  expect(removed, 'the files went while the pass walked them').toBe(true);
  return pass;
}

describe('making DATA_DIR private', () => {
  // The pass makes a folder private, then lists it: the folder goes in between (scandir).
  // It lists a folder, then looks at each file: the rest go in between (lstat, chmod).
  it.each([
    ['a folder, as the pass lists it', 'v24-1', 'v24-1'],
    ['files the pass has listed', 'v24-1/0.cache', 'v24-1'],
  ])('tolerates %s vanishing under it', async (_, trigger, vanishing) => {
    const dataDir = await dataDirWithCache(3, 400);
    const cache = path.join(dataDir, 'cache', 'node');
    const pass = passWhileRemoving(dataDir, path.join(cache, trigger), path.join(cache, vanishing));
    await expect(pass).resolves.toBeUndefined();
    // What is still there was made private all the same.
    expect(statSync(path.join(dataDir, 'kept')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(cache, 'v24-2', '399.cache')).mode & 0o777).toBe(0o600);
  });
});
