// What a newcomer sees on a fresh `npm start`: no stack trace from zero-cache's first sync,
// no bundle-size or plugin-timing advice from the client build, and one note on what is
// off. Real parts: embedded Postgres, zero-cache and Vite on a fresh folder.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureClientBuilt } from '#server/instance/build-client.ts';
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

/** Everything written to the console or the standard streams while `run` runs. */
async function output(run: () => Promise<void>): Promise<string> {
  const written: string[] = [];
  const keep = (...parts: unknown[]) => void written.push(parts.map(String).join(' '));
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, method).mockImplementation(keep);
  for (const stream of [process.stdout, process.stderr])
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      keep(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return true;
    });
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return written.join('\n');
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

  it('builds the client into its folder printing one line, without bundle advice', async () => {
    const dist = path.join(await freshFolder(), 'dist');
    const printed = await output(() => ensureClientBuilt(dist));
    expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
    expect(printed).not.toMatch(/chunks are larger|significant time in plugins|\(!\)/);
    expect(printed.trim().split('\n')).toHaveLength(1);
  }, 240_000);
});
