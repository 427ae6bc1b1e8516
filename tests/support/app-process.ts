// The app as `npm start` runs it (server/main.ts, in its own process, with its embedded
// Postgres and zero-cache children), so that a test can kill -9 any part of it.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { TEST_DEV_OUTBOX_KEY } from './test-stack.ts';

export type Ports = { app: number; postgres: number; zero: number };
export type AppProcess = { url: string; child: ChildProcess; output: () => string };

/** The environment `npm start` gets in these tests: its own ports and data folder. */
export function appEnv(ports: Ports, dataDir: string): NodeJS.ProcessEnv {
  const url = `http://localhost:${ports.app}`;
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(ports.app),
    EMBEDDED_PG_PORT: String(ports.postgres),
    ZERO_PORT: String(ports.zero),
    PUBLIC_URL: url,
    DEV_OUTBOX_KEY: TEST_DEV_OUTBOX_KEY,
    EMAIL_REQUESTS_PER_IP_PER_HOUR: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    // The fault tests sign their families up over the API.
    OPEN_SIGNUP: 'true',
  };
}

/**
 * `serveClient`: serve the built client too, as `npm start` does (build it first).
 * `viaNpm`: run it through `npm start` itself, so that a test can kill npm.
 * `env`: settings over appEnv's (e.g. SHARDS). `readyMs`: how long it may take to serve;
 * past it, it is stopped.
 */
export function startAppProcess(
  ports: Ports,
  dataDir: string,
  {
    serveClient = false,
    viaNpm = false,
    env = {},
    readyMs = 240_000,
  }: {
    serveClient?: boolean;
    viaNpm?: boolean;
    env?: Record<string, string>;
    readyMs?: number;
  } = {},
): Promise<AppProcess> {
  const url = `http://localhost:${ports.app}`;
  const args = serveClient ? ['server/main.ts'] : ['server/main.ts', '--dev'];
  const child = viaNpm
    ? spawn('npm', ['start', '--', ...args.slice(1)], {
        env: {
          ...appEnv(ports, dataDir),
          ...env,
          PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, args, {
        env: { ...appEnv(ports, dataDir), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  let output = '';
  return new Promise((resolve, reject) => {
    // zero-cache alone may take up to 180 s to be ready on a loaded machine.
    // Past it, stopped, and the start fails once it has (so its folder may be removed).
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      child.kill('SIGTERM');
    }, readyMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/API ready on|is ready: /.test(output)) {
        clearTimeout(timer);
        resolve({ url, child, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const why = late ? `no start in ${readyMs / 1000} s` : `server/main.ts exited (${code})`;
      reject(new Error(`${why}:\n${output}`));
    });
  });
}

export async function stopAppProcess(app: AppProcess): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    app.child.once('exit', () => resolve());
    app.child.kill('SIGTERM');
  });
}

export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Direct children of a process, with their command lines. */
export function childrenOf(pid: number): Array<{ pid: number; args: string }> {
  let out: string;
  try {
    out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return []; // ps exits 1 when there are none
  }
  return out
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [pidText, ...args] = line.split(/\s+/);
      return { pid: Number(pidText), args: args.join(' ') };
    });
}

/** Every process below `pid`: children, their children, and so on. */
export function descendantsOf(pid: number): Array<{ pid: number; args: string }> {
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child.pid)]);
}

/** Whether a process runs (a zombie, exited but not yet reaped, does not). */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Processes whose command line mentions `needle` (e.g. a test's data folder). */
export function processesMentioning(needle: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(needle) && !line.includes('ps -eo'));
}

export async function waitFor(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
