// The data folder's lock (server/instance/instance-lock.ts) with real files and processes:
// a lock whose holder has died is taken over; a released lock is gone; a lock that names a
// pid now used by some other program does not count (after a reboot, in a new container).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock } from '#server/instance/instance-lock.ts';

const folders: string[] = [];
async function folder() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fdp-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the instance lock', () => {
  it('is taken over from a start that died, and removed on release', async () => {
    const dir = await folder();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(
      path.join(dir, 'instance.lock'),
      JSON.stringify({ pid: dead, url: 'http://old', appServerPid: dead }),
    );
    const taken = await acquireInstanceLock(dir, 'http://localhost:3000');
    if (!('lock' in taken)) throw new Error('not taken');
    expect(JSON.parse(await readFile(path.join(dir, 'instance.lock'), 'utf8'))).toEqual({
      pid: process.pid,
      url: 'http://localhost:3000',
    });
    taken.lock.release();
    expect(existsSync(path.join(dir, 'instance.lock'))).toBe(false);
  });

  it('does not count a live pid that is not an npm start of this app', async () => {
    const dir = await folder();
    // This test runner is alive, but it is not server/main.ts.
    await writeFile(
      path.join(dir, 'instance.lock'),
      JSON.stringify({ pid: process.ppid, url: 'http://old' }),
    );
    const taken = await acquireInstanceLock(dir, 'http://localhost:3000');
    expect('lock' in taken).toBe(true);
  });
});
