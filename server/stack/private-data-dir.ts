// DATA_DIR holds every family: embedded Postgres, zero-cache's replica and its WAL
// (members' emails, phones and birthdates), dish photos, the Postgres password and the
// change streamer's socket. Only the stack's own user may read it (docs/security.md,
// "Local host"): the folder is 0700 and its files 0600, what exists is set so at start,
// and what the stack and its children create later is born so (umask 077).
// The pass may meet files that vanish under it: after a kill -9, the ending zero-cache of
// the last run still writes and removes its compile cache (DATA_DIR/cache/node). A file
// gone is a file that needs no tightening (docs/operations.md, "What an operator sees").
import { chmod, chown, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { postgresOsUser } from '../db/postgres-os-user.ts';

const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;
// Run as root, embedded Postgres runs as the user 'postgres', which must pass through
// DATA_DIR to its own folder: its group may enter (not list) DATA_DIR, and nothing more.
const PASS_THROUGH_DIR_MODE = 0o710;
const POSTGRES_FOLDER = 'postgres';

export async function makeDataDirPrivate(
  dataDir: string,
  { embeddedPostgres }: { embeddedPostgres: boolean },
): Promise<void> {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true });
  const postgresUser = embeddedPostgres ? await postgresOsUser() : null;
  if (postgresUser) {
    await chown(dataDir, -1, postgresUser.gid);
    await chmod(dataDir, PASS_THROUGH_DIR_MODE);
  } else {
    await chmod(dataDir, PRIVATE_DIR_MODE);
  }
  await tighten(dataDir, path.join(dataDir, POSTGRES_FOLDER));
}

async function tighten(dir: string, postgresFolder: string): Promise<void> {
  const entries = await ifStillThere(readdir(dir, { withFileTypes: true }));
  for (const entry of entries ?? []) {
    const file = path.join(dir, entry.name);
    // Postgres keeps its own folder 0700 and its files 0600, as its own user.
    if (file === postgresFolder) continue;
    if (entry.isDirectory()) {
      await chmodIfLooser(file, PRIVATE_DIR_MODE);
      await tighten(file, postgresFolder);
    } else if (entry.isFile()) {
      await chmodIfLooser(file, PRIVATE_FILE_MODE);
    }
    // Links are not followed; a socket is guarded by the folder.
  }
}

async function chmodIfLooser(file: string, mode: number): Promise<void> {
  const stats = await ifStillThere(lstat(file));
  if (stats && (stats.mode & 0o777) !== mode) await ifStillThere(chmod(file, mode));
}

/** The answer of a file call, or undefined if the file is gone (ENOENT). */
async function ifStillThere<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
