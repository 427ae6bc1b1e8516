// A full disk, as the operator meets it (docs/operations.md, "What an operator sees"):
// writes answer 503 "The server is out of disk space", /health says why, zero-cache is not
// restarted in a loop, and the log says it in plain lines (no stack traces, no
// "[object Object]") that count every refused write, through REST and Zero's push alike.
// Once space is freed, /health says so within seconds and writes land again. The disk is
// real: DATA_DIR on a small tmpfs, filled with a file (mounting needs root; the test says
// so if it cannot).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, mountSmallDisk, unmountSmallDisk } from '../support/full-disk.ts';
import { DISK_PORTS } from '../support/ports.ts';
import { createFamily, type RestFamily } from '../support/rest-family.ts';
import {
  startAppProcess,
  stopAppProcess,
  waitFor,
  type AppProcess,
} from '../support/app-process.ts';

const ports = DISK_PORTS;
let mountPoint: string | null = null;
let app: AppProcess | undefined;
let family: RestFamily;

async function addItem(name: string) {
  const response = await fetch(`${app!.url}/api/shopping-items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app!.url, cookie: family.cookie },
    body: JSON.stringify({ name }),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

/**
 * One mutation pushed as zero-cache pushes it, from a client of its own in one client
 * group (its owner is recorded at the first push, before the disk fills). Whether it landed.
 */
async function pushAdd(clientGroupID: string, name: string): Promise<boolean> {
  const response = await fetch(`${app!.url}/api/zero/mutate?schema=zero_0&appID=zero`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: app!.url,
      authorization: `Bearer ${family.token}`,
    },
    body: JSON.stringify({
      clientGroupID,
      pushVersion: 1,
      requestID: crypto.randomUUID(),
      timestamp: Date.now(),
      mutations: [
        {
          type: 'custom',
          id: 1,
          clientID: crypto.randomUUID(),
          name: 'shoppingItem.add',
          args: [{ id: crypto.randomUUID(), name }],
          timestamp: Date.now(),
        },
      ],
    }),
  });
  const body = (await response.json().catch(() => null)) as {
    kind?: string;
    mutations?: { result: { error?: string } }[];
  } | null;
  return response.status === 200 && !!body?.mutations?.length && !body.mutations[0]!.result.error;
}

/** The writes the log's notes say were refused, in all. */
function refusedInLog(log: string): number {
  const notes = [...log.matchAll(/out of disk space: (\d+) write\(s\) refused/g)];
  return notes.reduce((sum, note) => sum + Number(note[1]), 0);
}

async function healthNow() {
  const response = await fetch(`${app!.url}/api/health`);
  return { status: response.status, body: (await response.json()) as { reason?: string } };
}

beforeAll(async () => {
  mountPoint = await mountSmallDisk(200, 'faults-disk');
  if (!mountPoint) return;
  app = await startAppProcess(ports, path.join(mountPoint, 'data'));
  family = await createFamily(app.url, 'Full Disk');
}, 300_000);

afterAll(async () => {
  if (app) await stopAppProcess(app);
  if (mountPoint) await unmountSmallDisk(mountPoint);
}, 60_000);

describe('a full disk', () => {
  it('refuses writes with a clear 503, says why in /health, and comes back when freed', async (context) => {
    if (!mountPoint) context.skip();
    expect((await addItem('before')).status).toBe(201);
    const group = `cg-${crypto.randomUUID()}`;
    expect(await pushAdd(group, 'pushed before')).toBe(true);
    const logBefore = app!.output().length;
    const filler = path.join(mountPoint!, 'filler');
    fill(filler);

    // Writes land until the app's once-a-second look at the disk refuses them up front
    // (or Postgres itself refuses one, 53100): the same 503 either way.
    let refused: { status: number; body: unknown } | undefined;
    for (let n = 0; n < 2_000 && !refused; n += 1) {
      const answer = await addItem(`item ${n}`);
      if (answer.status !== 201) refused = answer;
    }
    expect(refused).toEqual({
      status: 503,
      body: { error: { code: 'DISK_FULL', message: 'The server is out of disk space.' } },
    });
    // More writes, through REST and through Zero's push: the log must count each one.
    let refusedWrites = 1;
    for (let n = 0; n < 5; n += 1)
      if ((await addItem(`more ${n}`)).status === 503) refusedWrites += 1;
    let refusedPushes = 0;
    for (let n = 0; n < 8; n += 1) if (!(await pushAdd(group, `pushed ${n}`))) refusedPushes += 1;
    expect(refusedWrites).toBe(6);
    expect(refusedPushes).toBe(8);
    const health = await fetch(`${app!.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      ok: false,
      reason: 'disk_full',
      message: 'The server is out of disk space.',
    });

    // A while on the full disk: zero-cache is not started again and again.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const log = app!.output().slice(logBefore);
    expect(log.match(/zero-cache exited/g)?.length ?? 0, log).toBeLessThanOrEqual(1);
    expect(log).not.toContain('[object Object]');
    expect(log).not.toMatch(/\n\s+at /);
    expect(log).toContain('The server is out of disk space');

    await rm(filler);
    // /health follows the disk: within seconds it no longer says the disk is full.
    const freedAt = Date.now();
    await waitFor(
      async () => (await healthNow()).body.reason !== 'disk_full',
      5_000,
      'health to stop saying disk_full',
    );
    await waitFor(async () => (await addItem('after')).status === 201, 120_000, 'a write to land');
    await waitFor(async () => (await healthNow()).status === 200, 180_000, 'health to be ok');
    console.log(`faults-disk: health ok ${Date.now() - freedAt} ms after the space was freed`);

    // Every refused write is in the log's notes, within a minute of the first note.
    await waitFor(
      () => refusedInLog(app!.output().slice(logBefore)) >= refusedWrites + refusedPushes,
      90_000,
      `the log to count ${refusedWrites} refused REST writes and ${refusedPushes} pushes`,
    ).catch((error: unknown) => {
      console.error(app!.output().slice(logBefore));
      throw error;
    });
  }, 420_000);
});
