// `npm start` looks after what it starts (docs/operations.md, "What an operator sees"):
// kill -9 of npm itself or of its leader ends every part within 10 s and the next start is
// clean; a second start on a live data folder says so in one line and leaves the first
// alone; a killed app server is started again and the family's writes go through again.
// Real processes and real signals, on this file's own ports and data folder.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { STACK_PORTS } from '../support/ports.ts';
import { createFamily, type RestFamily } from '../support/rest-family.ts';
import {
  appEnv,
  childrenOf,
  descendantsOf,
  isAlive,
  startAppProcess,
  stopAppProcess,
  waitFor,
  type AppProcess,
} from '../support/app-process.ts';
import { openNodeZero } from '../support/node-zero.ts';

const ports = STACK_PORTS;
let dataDir: string;
let app: AppProcess | undefined;

async function healthy(url: string): Promise<boolean> {
  const response = await fetch(`${url}/api/health`).catch(() => null);
  return response?.status === 200;
}

async function postmasterPid(): Promise<number> {
  const file = await readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8');
  return Number(file.split('\n')[0]);
}

/** kill -9 of `pid` ends every process below it within 10 s; returns how long it took. */
async function expectAllEndWithin10s(root: number) {
  const parts = descendantsOf(root);
  // sh, the leader, the app server, Postgres and its watchdog, zero-cache and its workers.
  expect(parts.length, parts.map((p) => p.args).join('\n')).toBeGreaterThanOrEqual(6);
  const killedAt = Date.now();
  process.kill(root, 'SIGKILL');
  await waitFor(
    () => parts.every((part) => !isAlive(part.pid)),
    10_000,
    `every part to end:\n${parts
      .filter((part) => isAlive(part.pid))
      .map((part) => part.args.slice(0, 160))
      .join('\n')}`,
  );
  return Date.now() - killedAt;
}

/** The next start comes up with no port in use and no stack trace. */
async function expectCleanStart() {
  app = await startAppProcess(ports, dataDir);
  expect(app.output()).not.toMatch(/EADDRINUSE|\n\s+at |already running/);
  expect(await healthy(app.url)).toBe(true);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fdp-stack-'));
  await chmod(dataDir, 0o755);
}, 60_000);

afterAll(async () => {
  if (app) await stopAppProcess(app);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('npm start looks after its stack', () => {
  it('kill -9 of npm start ends every part within 10 s, and the next start is clean', async () => {
    const viaNpm = await startAppProcess(ports, dataDir, { viaNpm: true });
    const took = await expectAllEndWithin10s(viaNpm.child.pid!);
    console.log(`every part ended ${took} ms after npm was killed`);
    await expectCleanStart();
  }, 420_000);

  it('kill -9 of the leader (server/main.ts) ends every part within 10 s, and the next start is clean', async () => {
    const took = await expectAllEndWithin10s(app!.child.pid!);
    console.log(`every part ended ${took} ms after the leader was killed`);
    await expectCleanStart();
  }, 420_000);

  it('a second start on a live data folder says so in one line, exits non-zero, and leaves the first alone', async () => {
    const postgresBefore = await postmasterPid();
    const second = spawn(process.execPath, ['server/main.ts', '--dev'], {
      env: appEnv(ports, dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    second.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(output.trim().split('\n'), output).toHaveLength(1);
    expect(output).toMatch(
      new RegExp(`already running .*\\(pid ${app!.child.pid}, http://localhost:${ports.app}\\)`),
    );
    expect(await postmasterPid()).toBe(postgresBefore);
    expect(isAlive(postgresBefore)).toBe(true);
    expect(await healthy(app!.url)).toBe(true);
  }, 120_000);

  it('kill -9 of the app server: it is started again, says so in one line, and writes go through', async () => {
    const family: RestFamily = await createFamily(app!.url, 'Supervised');
    const appServer = childrenOf(app!.child.pid!).find((p) => p.args.includes('app-server.ts'));
    expect(appServer, 'the app server runs as a child of npm start').toBeDefined();
    const killedAt = Date.now();
    process.kill(appServer!.pid, 'SIGKILL');
    await waitFor(
      () => app!.output().includes('App server is running again'),
      240_000,
      'a restart',
    );
    console.log(`the app server was serving again ${Date.now() - killedAt} ms after kill -9`);
    expect(app!.output()).toMatch(/\nApp server exited \(SIGKILL\); starting it again in \d+ s\n/);
    // Started again once, not crashed again on the way: the permission pass over DATA_DIR
    // met the ending zero-cache's cache files vanishing (ENOENT) and the app server died.
    expect(app!.output().match(/App server exited/g), app!.output()).toHaveLength(1);
    expect(app!.output()).not.toContain('ENOENT');
    expect(await healthy(app!.url)).toBe(true);

    const zero = openNodeZero(app!.url, family);
    try {
      const id = crypto.randomUUID();
      const result = await zero.mutate(mutators.shoppingItem.add({ id, name: 'After restart' }))
        .server;
      expect(result.type).not.toBe('error');
    } finally {
      await zero.close();
    }
  }, 420_000);
});
