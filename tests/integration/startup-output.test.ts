// What a newcomer sees on a fresh `npm start`: no stack trace from zero-cache's first sync,
// no bundle-size or plugin-timing advice from the client build, and one note on what is
// off; and the first start of a fresh clone, which builds the client, runs as every later
// start does (in development: the outbox's line and the outbox itself). Real parts:
// embedded Postgres, zero-cache, Vite and `npm start` itself, on fresh folders.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { startStack } from '#server/stack/stack.ts';
import { startupNotes } from '#server/instance/startup-notes.ts';
import { STARTUP_PORTS } from '../support/ports.ts';

const folders: string[] = [];
async function freshFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fdp-startup-'));
  await chmod(folder, 0o755);
  folders.push(folder);
  return folder;
}
afterEach(async () => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/**
 * `npm start` as the README says, in a shell with nothing set but the ports and folders:
 * no NODE_ENV. Resolves with everything it printed once it is ready; `stop` is Ctrl-C.
 */
async function npmStart(env: Record<string, string>) {
  const child = spawn('npm', ['start'], {
    env: {
      PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
      HOME: process.env.HOME ?? os.homedir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as in a terminal: Ctrl-C goes to npm and the leader.
    detached: true,
  });
  let printed = '';
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(-child.pid!, 'SIGINT');
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      if (/Family Dinner Planner is ready: /.test(printed)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${printed}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { printed: () => printed, stop };
}

describe('a fresh start', () => {
  it('logs no stack trace from zero-cache’s first sync of a new replica', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: await freshFolder(),
      PORT: String(STARTUP_PORTS.app),
      EMBEDDED_PG_PORT: String(STARTUP_PORTS.postgres),
      ZERO_PORT: String(STARTUP_PORTS.zero),
    });
    const lines: string[] = [];
    const stack = await startStack(env, { serveClient: false, log: (line) => lines.push(line) });
    await stack.stop();
    const log = lines.join('\n');
    expect(log).not.toMatch(/tableMetadata|SqliteError|"stack"|\n\s+at /);
    // Invitation-only, and no family yet: the operator gets the one-time first-family link
    // (tests/integration/first-family-link.test.ts uses it).
    expect(log).toMatch(/one-time link[\s\S]*\/signup#first_family=[a-z2-7]{40,64}\n?/);
  }, 120_000);

  it('says once which optional features are off and where they are explained', () => {
    const notes = startupNotes(parseEnv({})).join('\n');
    expect(notes).toContain('AI chat (OPENAI_API_KEY or OPENAI_BASE_URL)');
    expect(notes).toContain('README');
    expect(
      startupNotes(parseEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })).join('\n'),
    ).not.toContain('AI chat');
  });

  // Vite's build sets NODE_ENV=production in the process that runs it: the app server
  // started after it in that process ran as production (no outbox, its address a 404).
  it('first start of a fresh clone: builds the client in one line, then runs in development', async () => {
    const folder = await freshFolder();
    const app = await npmStart({
      DATA_DIR: path.join(folder, 'data'),
      CLIENT_DIST_DIR: path.join(folder, 'dist'),
      PORT: String(STARTUP_PORTS.app),
      EMBEDDED_PG_PORT: String(STARTUP_PORTS.postgres),
      ZERO_PORT: String(STARTUP_PORTS.zero),
    });
    try {
      const printed = app.printed();
      expect(existsSync(path.join(folder, 'dist', 'index.html'))).toBe(true);
      expect(printed).not.toMatch(/chunks are larger|significant time in plugins|\(!\)/);
      expect(printed.match(/Building the web app/g)).toHaveLength(1);
      const outbox = /Development outbox: (http:\/\/\S+\/api\/dev\/outbox\?key=\S+)/.exec(printed);
      expect(outbox, printed).not.toBeNull();
      expect((await fetch(outbox![1]!)).status).toBe(200);
    } finally {
      await app.stop();
    }
  }, 300_000);
});
