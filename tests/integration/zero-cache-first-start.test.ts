// A zero-cache that dies before it serves is started again, and one that keeps dying is
// reported with its own last lines: a quiet caller (a test stack, a bench) would
// otherwise say only "exited with code 255" (docs/operations.md, "What an operator sees").
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startZeroCache } from '#server/stack/zero-cache-process.ts';
import { ZERO_FIRST_START_PORT } from '../support/ports.ts';

it('tries a dying first start three times, then fails with what zero-cache printed', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fdp-zero-start-'));
  const lines: string[] = [];
  try {
    const start = startZeroCache(
      {
        upstreamDb: 'postgres://nobody@127.0.0.1:1/none',
        replicaFile: path.join(dataDir, 'replica.db'),
        port: ZERO_FIRST_START_PORT,
        apiBaseUrl: 'http://127.0.0.1:1',
        adminPassword: 'first-start-test',
        // A level zero-cache refuses: it exits at once, before serving.
        logLevel: 'loud' as 'info',
      },
      (line) => lines.push(line),
    );
    const error = await start.then(
      () => null,
      (reason: Error) => reason,
    );
    expect(error?.message).toMatch(/^zero-cache exited with code \d+; its last lines:\n/);
    expect(error?.message).toContain('loud');
    expect(lines.filter((line) => line.endsWith('; starting it again'))).toHaveLength(2);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
