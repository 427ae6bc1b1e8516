// A real, small disk for the full-disk tests (tests/integration/faults-disk*.test.ts): a
// tmpfs mounted as DATA_DIR's disk, and a file that fills it. Mounting needs root: the
// tests say so and skip if it cannot be done.
import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { mkdtemp, rmdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A tmpfs of `sizeMb` on a new folder; null (with a warning) where it cannot be mounted. */
export async function mountSmallDisk(sizeMb: number, name: string): Promise<string | null> {
  const mountPoint = await mkdtemp(path.join(os.tmpdir(), 'fdp-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755`, 'tmpfs', mountPoint]);
    return mountPoint;
  } catch (error) {
    console.warn(`${name}: cannot mount a tmpfs here (${String(error)}); not run`);
    await rmdir(mountPoint).catch(() => {});
    return null;
  }
}

export async function unmountSmallDisk(mountPoint: string) {
  execFileSync('umount', ['-l', mountPoint]);
  await rmdir(mountPoint).catch(() => {});
}

/**
 * Fills the disk with one file until the disk refuses more, then gives back `leaveBytes`:
 * a disk that fills as disks do, crossing the app's threshold before it has no byte left.
 */
export function fill(file: string, leaveBytes = 0) {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  let size = 0;
  try {
    for (;;) size += writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    if (leaveBytes > 0) ftruncateSync(fd, Math.max(0, size - leaveBytes));
  } finally {
    closeSync(fd);
  }
}
