// Runs zero-cache (the bin of @rocicorp/zero) as a child process and waits until it serves.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { zeroCacheEnv, type ZeroCacheSettings } from '../../zero.config.ts';
import { lowOnSpace } from '../http/disk-space.ts';
import { nextDelay } from '../instance/restart-delay.ts';
import { endZeroCacheProcesses, zeroCachePids } from './zero-cache-leftovers.ts';
import { joinedLines } from './zero-cache-log-lines.ts';

export type RunningZeroCache = { url: string; stop: () => Promise<void> };

// Its first start copies the whole database; on a busy 2-core machine that can pass a minute.
const READY_TIMEOUT_MS = 180_000;

// zero-cache 1.9 logs a warning with a stack trace on every fresh start: during the
// initial sync its status report reads _zero.tableMetadata before that table exists in
// the new replica. The report is only telemetry and the replica is complete right after,
// so the line is dropped instead of alarming whoever runs `npm start`.
const KNOWN_NOISE = [
  /Unable to create full ReplicationStatusEvent.*no such table: _zero\.tableMetadata/,
];

export function isKnownNoise(line: string): boolean {
  return KNOWN_NOISE.some((pattern) => pattern.test(line));
}

function zeroCacheBin(): string {
  // The package exports no package.json; resolve its main entry and walk to the bin.
  const require = createRequire(import.meta.url);
  const main = require.resolve('@rocicorp/zero');
  return path.join(
    main.slice(0, main.lastIndexOf(`${path.sep}out${path.sep}`)),
    'out/zero/src/cli.js',
  );
}

// A start that fails says why: its error carries zero-cache's last lines, which a quiet
// caller (a test stack, a bench) would otherwise have dropped.
const LINES_KEPT_FOR_A_FAILED_START = 40;

function lastLines(log: (line: string) => void) {
  const kept: string[] = [];
  return {
    log: (line: string) => {
      kept.push(line);
      if (kept.length > LINES_KEPT_FOR_A_FAILED_START) kept.shift();
      log(line);
    },
    text: () => (kept.length ? `; its last lines:\n${kept.join('\n')}` : '; it printed nothing'),
  };
}

class ExitedBeforeServing extends Error {}

async function waitUntilServing(
  url: string,
  child: ChildProcess,
  printed: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      // Its last lines may still be in the pipes: 'close' comes once they are read.
      await Promise.race([once(child, 'close'), new Promise((r) => setTimeout(r, 1000))]);
      throw new ExitedBeforeServing(`zero-cache exited with code ${child.exitCode}${printed()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`zero-cache did not start within ${READY_TIMEOUT_MS / 1000} s${printed()}`);
}

/**
 * zero-cache starts five or six Node processes one after the other (runner, dispatcher,
 * change-streamer, reaper, replicator, syncers), and each spends most of its start
 * compiling zero-cache's modules: on a loaded 2-core machine a restart took 46-112 s.
 * Node's compile cache keeps the compiled code on disk, which halved each process's
 * load time here (docs/operations.md, "What an operator sees").
 */
function compileCacheDir(settings: ZeroCacheSettings): string {
  return (
    process.env.NODE_COMPILE_CACHE ??
    path.join(path.dirname(path.resolve(settings.replicaFile)), 'cache', 'node')
  );
}

function spawnZeroCache(settings: ZeroCacheSettings, log: (line: string) => void): ChildProcess {
  const supervisor = fileURLToPath(new URL('./zero-cache-child.ts', import.meta.url));
  // Node options in execArgv reach every process zero-cache forks (fork inherits them).
  const loopbackOnly = new URL('./loopback-listen.ts', import.meta.url).href;
  // zero-cache 1.9 sets some timers to a moment already past; Node runs them at once and
  // warned in three lines of the operator's log, each time (docs/operations.md).
  const quiet = '--disable-warning=TimeoutNegativeWarning';
  const args = [quiet, '--import', loopbackOnly, supervisor, zeroCacheBin()];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      ...zeroCacheEnv(settings),
      NODE_ENV: 'production',
      NODE_COMPILE_CACHE: compileCacheDir(settings),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    const event = joinedLines((line) => {
      if (!isKnownNoise(line)) log(line);
    });
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      if (line.trim()) event(line);
    });
  }
  return child;
}

const SPACE_POLL_MS = 5_000;

/**
 * On a full disk zero-cache cannot write its replica and dies again at once: it waits,
 * saying so once, until there is room (docs/operations.md, "What an operator sees").
 */
async function untilSpaceFor(
  replicaFile: string,
  log: (line: string) => void,
  stop: () => boolean,
) {
  const folder = path.dirname(path.resolve(replicaFile));
  if (!(await lowOnSpace(folder))) return;
  log('zero-cache waits for free disk space before starting again');
  while (!stop() && (await lowOnSpace(folder)))
    await new Promise((resolve) => setTimeout(resolve, SPACE_POLL_MS));
}

// A first start that dies before serving is tried again, as a crash later would be: on a
// loaded machine one exited with 255 once in many runs. One that keeps dying is a fault
// (a bad setting), reported with its last lines.
const FIRST_START_ATTEMPTS = 3;

async function firstServing(
  settings: ZeroCacheSettings,
  url: string,
  log: (line: string) => void,
): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const printed = lastLines(log);
    const child = spawnZeroCache(settings, printed.log);
    try {
      await waitUntilServing(url, child, printed.text);
      return child;
    } catch (error) {
      child.kill('SIGKILL');
      // Its workers live in process groups of their own and would go on holding the ports.
      await endZeroCacheProcesses(settings.replicaFile, 0);
      if (!(error instanceof ExitedBeforeServing) || attempt === FIRST_START_ATTEMPTS) throw error;
      log(`${error.message.split('\n')[0]}; starting it again`);
    }
  }
}

/**
 * Starts zero-cache and keeps it running: if it dies (a crash, kill -9), it is started
 * again on the same port and replica, and open clients reconnect to it by themselves.
 */
export async function startZeroCache(
  settings: ZeroCacheSettings,
  log: (line: string) => void,
): Promise<RunningZeroCache> {
  const url = `http://127.0.0.1:${settings.port}`;
  let stopping = false;
  // After an unclean stop, workers of the last zero-cache may still hold its ports.
  if (zeroCachePids(settings.replicaFile).length > 0) {
    log('zero-cache of a previous run is still running; stopping it');
    await endZeroCacheProcesses(settings.replicaFile, 5_000);
  }
  let child = await firstServing(settings, url, log);
  let delay = 0;
  let startedAt = Date.now();
  const superviseExit = (running: ChildProcess) =>
    running.once('exit', (code, signal) => {
      if (stopping) return;
      // One that keeps dying at once (a full disk) is started again ever more slowly.
      delay = nextDelay(delay, Date.now() - startedAt);
      log(`zero-cache exited (${signal ?? code}); starting it again in ${delay / 1000} s`);
      // Its orphaned workers would hold the ports: end the whole group first.
      void endZeroCacheProcesses(settings.replicaFile, 0)
        .then(() => new Promise((resolve) => setTimeout(resolve, delay)))
        .then(() => untilSpaceFor(settings.replicaFile, log, () => stopping))
        .then(() => {
          if (stopping) return;
          startedAt = Date.now();
          child = spawnZeroCache(settings, log);
          superviseExit(child);
        });
    });
  superviseExit(child);
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        // zero-cache stops its workers itself; any that linger are ended.
        const done = () =>
          void endZeroCacheProcesses(settings.replicaFile, 0).then(() => resolve());
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        // SIGTERM is zero-cache's drain for rolling deploys behind a load balancer: here it
        // took 5 s even with no client, and ours is the only instance, so its clients have
        // nowhere to go meanwhile. SIGQUIT stops it at once; the replica is crash-safe
        // (kill -9 is tested in faults.test.ts).
        child.kill('SIGQUIT');
      }),
  };
}
