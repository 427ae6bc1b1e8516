// docs/operations.md, "What an operator sees": kill -9 of the app server, of zero-cache and of Postgres while two
// clients write.
// No acknowledged write is lost, no child is left holding a port, the next start comes up
// clean, and the open clients reconnect by themselves. After Postgres' kill -9, no write
// the device was told is refused is in Postgres (docs/operations.md, "Lost answers"). The app runs as `npm start` runs it
// (server/main.ts in its own process); the clients are Zero's own client, in Node.
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedPostgresUrl } from '#server/db/embedded-postgres.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import { reconnectAfterErrors } from '#client/zero/reconnect-after-error.ts';
import { serverVerdict } from '#client/zero/server-verdict.ts';
import { FAULT_PORTS } from '../support/ports.ts';
import { createFamily, type RestFamily } from '../support/rest-family.ts';
import {
  descendantsOf,
  isListening,
  processesMentioning,
  startAppProcess,
  stopAppProcess,
  waitFor,
  type AppProcess,
} from '../support/app-process.ts';
import { openNodeZero } from '../support/node-zero.ts';

const ports = FAULT_PORTS;
let dataDir: string;
let app: AppProcess;
let family: RestFamily;

function openClient(url: string) {
  const zero = openNodeZero(url, family);
  // As the app's own client does (client/zero/family-zero.ts).
  reconnectAfterErrors(zero);
  return zero;
}

/** Two devices adding items as fast as the server acknowledges them, 20 a second each. */
function startWriters(url: string) {
  const clients = [openClient(url), openClient(url)];
  const acknowledged = new Set<string>();
  // Refused for good (the screens say "not saved"), and not known yet (Zero sends it again).
  const refused = new Set<string>();
  const unknown = new Set<string>();
  const pending = new Set<Promise<unknown>>();
  let writing = true;
  let n = 0;
  // An add of a name already open on the list tops that item up instead of making a row
  // (docs/shopping.md): each run's names are its own, so every add is a row of its own.
  const run = crypto.randomUUID().slice(0, 8);
  const loops = clients.map(async (zero, device) => {
    while (writing) {
      const id = crypto.randomUUID();
      n += 1;
      const result = zero.mutate(
        mutators.shoppingItem.add({ id, name: `Run ${run} device ${device} item ${n}` }),
      );
      // As the app's screens read it (client/zero/run-mutation.ts): refused on the device
      // (never applied, never sent), or the server's verdict.
      const write = result.client
        .then(async (client) => {
          if (client.type === 'error') return refused.add(id);
          const verdict = serverVerdict(await result.server);
          if (verdict === 'saved') acknowledged.add(id);
          else if (verdict === 'refused') refused.add(id);
          else unknown.add(id);
        })
        .catch(() => {}); // never settled: not acknowledged
      pending.add(write);
      void write.finally(() => pending.delete(write));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return {
    clients,
    acknowledged,
    refused,
    unknown,
    run,
    /**
     * Waits until `more` writes beyond the current count are acknowledged. The bound is
     * generous: on a busy 2-core CI machine, Postgres' recovery and zero-cache's own
     * retries have taken most of a minute before the first write went through.
     */
    async more(more: number, ms = 150_000) {
      const target = acknowledged.size + more;
      await waitFor(() => acknowledged.size >= target, ms, `${more} acknowledged writes`);
    },
    async stop() {
      writing = false;
      await Promise.all(loops);
      // Writes still in flight settle (acknowledged or not) within a few seconds.
      await Promise.race([
        Promise.all([...pending]),
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]);
      await Promise.all(clients.map((zero) => zero.close()));
    },
  };
}

/** What the app said about the restart and where the clients stand, for whoever reads a failure. */
function reportFailure(writers: ReturnType<typeof startWriters>) {
  console.error(app.output().split('\n').slice(-40).join('\n'));
  const states = writers.clients.map((zero) => zero.connection.state.current.name);
  console.error(`clients: ${states.join(', ')}; acknowledged: ${writers.acknowledged.size}`);
}

async function withDatabase<T>(use: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(await embeddedPostgresUrl(dataDir, ports.postgres), {
    max: 1,
    onnotice: () => {},
  });
  try {
    return await use(sql);
  } finally {
    await sql.end();
  }
}

async function expectAllInPostgres(ids: Set<string>) {
  if (ids.size === 0) return;
  const rows = await withDatabase(
    (sql) => sql<{ id: string }[]>`SELECT id FROM shopping_item WHERE id IN ${sql([...ids])}`,
  );
  const stored = new Set(rows.map((row) => row.id));
  expect([...ids].filter((id) => !stored.has(id))).toEqual([]);
}

/**
 * docs/operations.md, "Lost answers": every write ends known. None reported refused is in
 * Postgres; every one whose answer was lost with the connection was sent again by Zero and
 * is there (found out here); and no write is there twice.
 */
async function expectEveryOutcomeTrue(writers: ReturnType<typeof startWriters>) {
  const { refused, unknown } = writers;
  console.info(
    `outcomes: ${writers.acknowledged.size} saved, ${refused.size} refused, ${unknown.size} not known at first`,
  );
  const [stored, twice] = await withDatabase(async (sql) => [
    refused.size
      ? await sql<{ id: string }[]>`SELECT id FROM shopping_item WHERE id IN ${sql([...refused])}`
      : [],
    await sql<{ name: string }[]>`
      SELECT lower(name) AS name FROM shopping_item WHERE name ILIKE ${`Run ${writers.run}%`}
      GROUP BY lower(name) HAVING count(*) > 1`,
  ]);
  expect(
    stored.map((row) => row.id),
    'reported "not saved" yet saved',
  ).toEqual([]);
  expect(twice, 'saved twice').toEqual([]);
  await expectAllInPostgres(unknown);
}

/**
 * Two devices write ten items, `fault` strikes (and has them write more), and then every
 * write the server acknowledged is in Postgres.
 */
async function writeThrough(fault: (writers: ReturnType<typeof startWriters>) => Promise<void>) {
  const writers = startWriters(app.url);
  try {
    await writers.more(10);
    await fault(writers);
  } finally {
    await writers.stop();
  }
  await expectAllInPostgres(writers.acknowledged);
  return writers;
}

/** Ten more writes once the stack is back, with what the app said if they never land. */
async function writeMoreOrReport(writers: ReturnType<typeof startWriters>) {
  await writers.more(10).catch((error: unknown) => {
    reportFailure(writers);
    throw error;
  });
}

/** Each device sees every acknowledged write, its own and the other's. */
async function expectBothDevicesSeeAll(writers: ReturnType<typeof startWriters>) {
  const ids = [...writers.acknowledged];
  for (const zero of writers.clients) {
    await waitFor(
      async () => {
        const rows = await zero.run(queries.shoppingItems.list(), { type: 'complete' });
        const seen = new Set(rows.map((row) => row.id));
        return ids.every((id) => seen.has(id));
      },
      30_000,
      'every acknowledged item on both devices',
    );
  }
}

async function postmasterPid(): Promise<number> {
  const file = await readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8');
  return Number(file.split('\n')[0]);
}

async function portsFree() {
  // zero-cache listens on its port and the next one (its change-streamer).
  const all = [ports.app, ports.postgres, ports.zero, ports.zero + 1];
  const open = await Promise.all(all.map((port) => isListening(port)));
  return open.every((listening) => !listening);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fdp-faults-'));
  await chmod(dataDir, 0o755);
  app = await startAppProcess(ports, dataDir);
  family = await createFamily(app.url, 'Faults');
}, 300_000);

afterAll(async () => {
  if (app) await stopAppProcess(app);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('faults during writes from two devices', () => {
  // The leader (server/main.ts) and with it, through their pipes, the app server, zero-cache
  // and Postgres; tests/integration/faults-stack.test.ts kills the app server alone.
  it('kill -9 of the leader: no orphan holds a port, the next start is clean, clients reconnect, no acknowledged write is lost', async () => {
    await writeThrough(async (writers) => {
      process.kill(app.child.pid!, 'SIGKILL');

      // zero-cache and Postgres notice that their parent is gone and stop.
      await waitFor(portsFree, 45_000, 'the app, zero-cache and Postgres ports to be free');
      await waitFor(
        () => processesMentioning(dataDir).length === 0,
        30_000,
        'no process left of this data folder',
      );

      app = await startAppProcess(ports, dataDir);
      // The same clients, never reopened, write again through the new stack.
      await writers.more(10);
    });
  }, 420_000);

  it('kill -9 of zero-cache: it is started again, clients reconnect, no acknowledged write is lost', async () => {
    await writeThrough(async (writers) => {
      // Under the app server, which runs under the leader (server/main.ts).
      const zeroCache = descendantsOf(app.child.pid!).find((p) => p.args.includes('zero-cache'));
      expect(zeroCache, 'zero-cache runs under the app').toBeDefined();
      process.kill(zeroCache!.pid, 'SIGKILL');
      await waitFor(
        () => !descendantsOf(app.child.pid!).some((p) => p.pid === zeroCache!.pid),
        10_000,
        'the killed zero-cache to be gone',
      );
      await writeMoreOrReport(writers);
      await expectBothDevicesSeeAll(writers);
    });
  }, 420_000);

  // The restart itself is in server/db/keep-running.ts. While Postgres is down, zero-cache
  // sends the clients an error Zero counts as fatal; without reconnectAfterErrors they
  // stayed in 'error' and no write was acknowledged again (seen on a loaded machine).
  it('kill -9 of Postgres: it is started again on the same data, clients carry on, no acknowledged write is lost, no saved write is reported refused', async () => {
    const writers = await writeThrough(async (writers) => {
      const killed = await postmasterPid();
      process.kill(killed, 'SIGKILL');
      const newPostmaster = async () => (await postmasterPid().catch(() => killed)) !== killed;
      await waitFor(newPostmaster, 60_000, 'a new postmaster').catch((error: unknown) => {
        reportFailure(writers);
        throw error;
      });
      await writeMoreOrReport(writers);
      await expectBothDevicesSeeAll(writers);
    });
    await expectEveryOutcomeTrue(writers);
    expect(app.output()).toContain('Postgres is running again');
    // The app server's connections came back without Node's warnings (postgres.js 3.4.7
    // printed a TimeoutNegativeWarning for each reconnect later than its back-off).
    expect(app.output()).not.toMatch(/\(node:\d+\) \w*Warning/);
  }, 420_000);
});
