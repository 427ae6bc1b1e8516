// The space reserve (docs/operations.md, "The disk is full"): a file of zeros in DATA_DIR
// that holds back room the embedded Postgres can be given when the disk fills. A full
// disk used to stop sync for everyone: zero-cache's view-syncer could not write its CVR
// to Postgres and every device was stuck reconnecting. Now, when DATA_DIR's disk falls
// under LOW_SPACE_BYTES, writes are refused before they reach the database and the reserve
// is deleted, so that zero-cache's bookkeeping and Postgres's log have room and reads and
// live sync go on. Once there is room for the reserve again, it is written again and
// writes are accepted. Only with the embedded Postgres: with DATABASE_URL the database's
// disk is not this one.
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { freeSpace, LOW_SPACE_BYTES, setWritesRefusedForSpace } from './disk-space.ts';

// statfs is cheap: once a second makes refusing and taking writes again a matter of seconds.
const POLL_MS = 1_000;
const CHUNK = Buffer.alloc(1024 * 1024);

const SPACE_RESERVE_FILE = 'space-reserve';

/**
 * Keeps the reserve of `reserveBytes` in `dataDir` and the flag that refuses writes
 * (writesRefusedForSpace) in step with the disk's free space. Returns its stop.
 */
export async function keepSpaceReserve(
  dataDir: string,
  reserveBytes: number,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  const file = path.join(dataDir, SPACE_RESERVE_FILE);
  let refusing = !(await writeReserve(file, reserveBytes));
  setWritesRefusedForSpace(refusing);
  let stopped = false;
  // The pause between looks, woken at once by the stop: its timer is unref'd (it must not
  // keep a process alive), so a stop that waited for it could wait forever.
  let wake = () => {};

  const check = async () => {
    const free = await freeSpace(dataDir);
    if (free === null) return;
    if (!refusing && free < LOW_SPACE_BYTES) {
      refusing = true;
      setWritesRefusedForSpace(true);
      await rm(file, { force: true });
      log(
        `The disk of DATA_DIR is full: writes are refused until space is freed; reads and live sync go on (the ${megabytes(reserveBytes)} MB space reserve was freed for them).`,
      );
    } else if (refusing && free >= LOW_SPACE_BYTES + reserveBytes) {
      if (!(await writeReserve(file, reserveBytes))) return;
      refusing = false;
      setWritesRefusedForSpace(false);
      log('The disk of DATA_DIR has room again: writes are accepted.');
    }
  };
  const loop = (async () => {
    while (!stopped) {
      await check().catch((error: unknown) => log(`space reserve: ${String(error)}`));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS).unref();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return async () => {
    stopped = true;
    wake();
    await loop;
    setWritesRefusedForSpace(null);
  };
}

/**
 * Writes the reserve with real zeros (a sparse file would hold no blocks back); one that
 * is there already, whole, is kept. False, and no file, when the disk has no room for it.
 */
async function writeReserve(file: string, bytes: number): Promise<boolean> {
  const size = await stat(file).then(
    (stats) => stats.size,
    () => -1,
  );
  if (size === bytes) return true;
  try {
    const handle = await open(file, 'w', 0o600);
    try {
      for (let written = 0; written < bytes; written += CHUNK.length)
        await handle.write(CHUNK, 0, Math.min(CHUNK.length, bytes - written));
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    await rm(file, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return false;
    throw error;
  }
}

function megabytes(bytes: number) {
  return Math.round(bytes / (1024 * 1024));
}
