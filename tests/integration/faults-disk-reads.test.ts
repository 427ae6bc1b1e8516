// A full disk stops writes, not sync (docs/operations.md, "The disk is full"): while the
// disk of DATA_DIR is full, a device that was connected stays connected and its queries
// answer, a device that connects loads its family's data, and writes through REST and
// Zero's push alike are refused with DISK_FULL and are really not saved. Once space is
// freed, a write lands within seconds. The disk is real: DATA_DIR on a small tmpfs.
import path from 'node:path';
import postgres from 'postgres';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import { embeddedPostgresUrl } from '#server/db/embedded-postgres.ts';
import {
  startAppProcess,
  stopAppProcess,
  waitFor,
  type AppProcess,
} from '../support/app-process.ts';
import { fill, mountSmallDisk, unmountSmallDisk } from '../support/full-disk.ts';
import { openNodeZero } from '../support/node-zero.ts';
import { DISK_READS_PORTS } from '../support/ports.ts';
import { createFamily, type RestFamily } from '../support/rest-family.ts';

const ports = DISK_READS_PORTS;
const DISK_FULL = { code: 'DISK_FULL', message: 'The server is out of disk space.' };
// The fault run's clients went "disconnected" after 60 s of a stopped view-syncer.
const FULL_FOR_MS = 70_000;
let mountPoint: string | null = null;
let app: AppProcess | undefined;
let family: RestFamily;

async function addItem(name: string) {
  const response = await fetch(`${app!.url}/api/shopping-items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app!.url, cookie: family.cookie },
    body: JSON.stringify({ name }),
  });
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return { status: response.status, body };
}

/** One mutation pushed as zero-cache pushes it; its result. */
async function pushAdd(name: string) {
  const response = await fetch(`${app!.url}/api/zero/mutate?schema=zero_0&appID=zero`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: app!.url,
      authorization: `Bearer ${family.token}`,
    },
    body: JSON.stringify({
      clientGroupID: `cg-${crypto.randomUUID()}`,
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
  const body = (await response.json()) as { mutations?: { result: unknown }[] };
  return body.mutations?.[0]?.result;
}

// The list keeps names as the app capitalises them ("Milk"): compared in lower case.
const lower = (name: string) => name.toLowerCase();

/** Which of `names` are rows of the shopping list in Postgres. */
async function stored(names: string[]): Promise<string[]> {
  const sql = postgres(await embeddedPostgresUrl(path.join(mountPoint!, 'data'), ports.postgres), {
    max: 1,
    onnotice: () => {},
  });
  try {
    const rows = await sql<
      { name: string }[]
    >`SELECT name FROM shopping_item WHERE lower(name) IN ${sql(names.map(lower))}`;
    return rows.map((row) => row.name);
  } finally {
    await sql.end();
  }
}

beforeAll(async () => {
  mountPoint = await mountSmallDisk(200, 'faults-disk-reads');
  if (!mountPoint) return;
  app = await startAppProcess(ports, path.join(mountPoint, 'data'));
  family = await createFamily(app.url, 'Full Disk Reads');
}, 300_000);

afterAll(async () => {
  if (app) await stopAppProcess(app);
  if (mountPoint) await unmountSmallDisk(mountPoint);
}, 60_000);

describe('a full disk', () => {
  it('keeps reads and live sync flowing, refuses writes unsaved, and takes them once freed', async (context) => {
    if (!mountPoint) context.skip();
    const known = ['bread', 'eggs', 'milk'];
    for (const name of known) expect((await addItem(name)).status).toBe(201);

    const connected = openNodeZero(app!.url, family);
    const left: string[] = [];
    const newcomer = { zero: undefined as ReturnType<typeof openNodeZero> | undefined };
    try {
      const listed = async (zero: ReturnType<typeof openNodeZero>) =>
        (await zero.run(queries.shoppingItems.list(), { type: 'complete' })).map((row) =>
          lower(row.name),
        );
      await waitFor(
        async () => {
          const names = await listed(connected);
          return known.every((name) => names.includes(name));
        },
        60_000,
        'the connected device to load the list',
      );
      connected.connection.state.subscribe((state) => {
        if (state.name !== 'connected') left.push(state.name);
      });

      const filler = path.join(mountPoint!, 'filler');
      // Below the app's 16 MB threshold with a few MB to spare, as a disk that fills over
      // time is when the app, looking each second, sees it.
      fill(filler, 4 * 1024 * 1024);
      const fullAt = Date.now();
      const logBefore = app!.output().length;

      // (c) Writes are refused, through REST and through Zero, and not saved.
      const refused: string[] = [];
      let tries = 0;
      await waitFor(
        async () => {
          const name = `While full, try ${(tries += 1)}`;
          const answer = await addItem(name);
          if (answer.status === 201) return false;
          refused.push(name);
          expect(answer).toMatchObject({ status: 503, body: { error: DISK_FULL } });
          return true;
        },
        10_000,
        'a REST write refused',
      );
      for (let n = 0; n < 3; n += 1) {
        refused.push(`While full ${n}`);
        expect(await addItem(`While full ${n}`)).toMatchObject({
          status: 503,
          body: { error: DISK_FULL },
        });
      }
      for (let n = 0; n < 3; n += 1) {
        refused.push(`Pushed while full ${n}`);
        expect(await pushAdd(`Pushed while full ${n}`)).toMatchObject({
          error: 'app',
          message: DISK_FULL.message,
          details: { code: 'DISK_FULL' },
        });
      }
      refused.push('From the device while full');
      const result = await connected.mutate(
        mutators.shoppingItem.add({ id: crypto.randomUUID(), name: 'From the device while full' }),
      ).server;
      expect(result.type === 'error' ? result.error.message : result.type).toBe(DISK_FULL.message);

      // (b) A device that connects now loads the family's list.
      newcomer.zero = openNodeZero(app!.url, family);
      const firstLoad = await listed(newcomer.zero);
      expect(firstLoad.filter((name) => known.includes(name)).sort()).toEqual(known);

      // (a) The connected device stays connected, its queries answering, the whole while.
      while (Date.now() - fullAt < FULL_FOR_MS) {
        expect(left, app!.output().slice(logBefore)).toEqual([]);
        expect(connected.connection.state.current.name).toBe('connected');
        const names = await listed(connected);
        expect(names.filter((name) => known.includes(name)).sort()).toEqual(known);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      }
      expect(left).toEqual([]);
      expect(newcomer.zero.connection.state.current.name).toBe('connected');

      // None of the refused writes is in the database, nor on a device.
      expect(await stored(refused)).toEqual([]);
      const seen = new Set(await listed(newcomer.zero));
      expect(refused.filter((name) => seen.has(lower(name)))).toEqual([]);

      // (d) Space freed: a write lands within seconds, and live sync brings it to the other.
      await rm(filler);
      const freedAt = Date.now();
      await waitFor(
        async () => (await addItem('After the disk was freed')).status === 201,
        10_000,
        'a REST write to land after space was freed',
      );
      const after = await connected.mutate(
        mutators.shoppingItem.add({ id: crypto.randomUUID(), name: 'From the device, freed' }),
      ).server;
      expect(after.type).not.toBe('error');
      await waitFor(
        async () => {
          const names = await listed(newcomer.zero!);
          return ['after the disk was freed', 'from the device, freed'].every((name) =>
            names.includes(name),
          );
        },
        10_000,
        'the other device to see both writes',
      ).catch((error: unknown) => {
        console.error(app!.output().slice(logBefore));
        throw error;
      });
      console.log(`faults-disk-reads: writes land ${Date.now() - freedAt} ms after freeing`);
    } finally {
      await connected.close();
      await newcomer.zero?.close();
    }
  }, 300_000);
});
