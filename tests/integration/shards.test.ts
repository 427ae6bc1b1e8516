// Families on shards (docs/shards.md), on a stack of its own with SHARDS=2: each family
// syncs live from its own shard's zero-cache and sees nothing of another's; a family moved
// while its device writes loses no acknowledged write and its device follows it; a shard
// added while the stack runs takes new families; a shard killed harms no other shard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import { addShard, setDraining } from '#server/shards/add-shard.ts';
import { moveFamily } from '#server/shards/move-family.ts';
import { zeroReplicaFile } from '#server/stack/stack.ts';
import { startZeroCache } from '#server/stack/zero-cache-process.ts';
import { changeStreamerSocketPath } from '#server/stack/change-streamer-socket.ts';
import { parseEnv } from '#server/env.ts';
import { connect } from '#server/db/connect.ts';
import { endZeroCacheProcesses, zeroCachePids } from '#server/stack/zero-cache-leftovers.ts';
import { openNodeZero, openResettingNodeZero } from '../support/node-zero.ts';
import { SHARD_PORTS } from '../support/ports.ts';
import { createFamily, type RestFamily } from '../support/rest-family.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { eventually } from './support/zero-client.ts';

let stack: TestStack;
let sql: ReturnType<typeof connect>;
const ADMIN_PASSWORD = 'shards-test-admin';

beforeAll(async () => {
  stack = await startTestStack(SHARD_PORTS, {
    SHARDS: '2',
    ZERO_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  sql = connect(stack.databaseUrl);
}, 300_000);

afterAll(async () => {
  await sql?.end({ timeout: 2 });
  await stack?.stop();
});

const shardOf = async (family: RestFamily) =>
  (
    await sql<{ shard: number }[]>`SELECT shard FROM family WHERE id = ${family.context.familyID}`
  )[0]?.shard;

function device(family: RestFamily) {
  return openNodeZero(stack.url, { token: family.token, context: family.context });
}

async function itemNames(zero: Pick<ReturnType<typeof device>, 'run'>): Promise<string[]> {
  const rows = await zero.run(queries.shoppingItems.list(), { type: 'complete' });
  return rows.map((row) => row.name).sort();
}

describe('families on two shards', () => {
  it('puts new families on the least loaded shard, syncs each live, and keeps them apart', async () => {
    const first = await createFamily(stack.url, 'Shard One');
    const second = await createFamily(stack.url, 'Shard Two');
    expect(new Set([await shardOf(first), await shardOf(second)])).toEqual(new Set([0, 1]));

    const [a, b] = [device(first), device(second)];
    try {
      const seen: string[][] = [];
      const view = b.materialize(queries.shoppingItems.list());
      view.addListener((rows) => seen.push(rows.map((row) => row.name)));
      await a.mutate(mutators.shoppingItem.add({ id: crypto.randomUUID(), name: 'Leeks' })).server;
      await b.mutate(mutators.shoppingItem.add({ id: crypto.randomUUID(), name: 'Figs' })).server;
      await eventually(
        () => itemNames(a),
        (names) => names.join() === 'Leeks',
      );
      await eventually(
        () => seen.at(-1)?.join() ?? '',
        (names) => names === 'Figs',
      );
      // Each shard's replica holds only its own families' rows.
      const rows = await sql<{ shard: number; name: string }[]>`
        SELECT shard, name FROM shopping_item
         WHERE family_id IN (${first.context.familyID!}, ${second.context.familyID!})`;
      expect(rows.map((r) => `${r.shard}:${r.name}`).sort()).toEqual(
        [`${await shardOf(first)}:Leeks`, `${await shardOf(second)}:Figs`].sort(),
      );
      view.destroy();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('moves a family while its device writes, and loses no acknowledged write', async () => {
    const family = await createFamily(stack.url, 'Movers');
    const from = (await shardOf(family))!;
    const to = 1 - from;
    // Devices as the app's: a new Zero instance when the new shard knows not their state.
    const writer = openResettingNodeZero(stack.url, family);
    const watcher = openResettingNodeZero(stack.url, family);
    const acknowledged: string[] = [];
    let writing = true;
    // A write that fails (its device was moved under it) is sent again, as the outbox does.
    const writes = (async () => {
      for (let n = 0; writing && n < 200; n += 1) {
        const name = `Item ${n}`;
        // The same id on every attempt: a write sent again lands once.
        const id = crypto.randomUUID();
        for (let attempt = 0; attempt < 20; attempt += 1) {
          const result = await writer.zero
            .mutate(mutators.shoppingItem.add({ id, name }))
            .server.catch(() => ({ type: 'error' as const }));
          if (result.type === 'success') {
            acknowledged.push(name);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      await eventually(
        () => acknowledged.length,
        (n) => n >= 5,
        20_000,
      );
      const moved = await moveFamily(sql, family.context.familyID!, to);
      expect(moved.from).toBe(from);
      await eventually(
        () => acknowledged.length,
        (n) => n >= moved.rows + 10,
        30_000,
      );
      writing = false;
      await writes;
      expect(await shardOf(family)).toBe(to);
      // Every acknowledged write is in the database, on the new shard, once.
      const rows = await sql<{ name: string; shard: number }[]>`
        SELECT name, shard FROM shopping_item WHERE family_id = ${family.context.familyID!}`;
      expect(rows.map((r) => r.name).sort()).toEqual([...acknowledged].sort());
      expect(new Set(rows.map((r) => r.shard))).toEqual(new Set([to]));
      // And the family's other device, moved with it, shows them all.
      await eventually(
        () => itemNames(watcher.zero),
        (names) => names.join() === [...acknowledged].sort().join(),
        30_000,
      );
    } finally {
      writing = false;
      await writes;
      await Promise.all([writer.close(), watcher.close()]);
    }
  }, 120_000);

  it('gives way to a family write it deadlocks with, and moves once that write is saved', async () => {
    const family = await createFamily(stack.url, 'Deadlocked');
    const familyID = family.context.familyID!;
    const from = (await shardOf(family))!;
    await sql`INSERT INTO shopping_item (id, family_id, name) VALUES (${crypto.randomUUID()}, ${familyID}, 'Held')`;
    // A write of the family holds one of its rows, then inserts (which waits for the
    // family's row while the move holds it, and the move waits for the held row).
    let moving: Promise<unknown> | undefined;
    await sql.begin(async (tx) => {
      await tx`UPDATE shopping_item SET quantity = '2' WHERE family_id = ${familyID}`;
      moving = moveFamily(sql, familyID, 1 - from, { settleMs: 0 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx`INSERT INTO shopping_item (id, family_id, name) VALUES (${crypto.randomUUID()}, ${familyID}, 'Added')`;
    });
    await moving;
    const rows = await sql<{ name: string; shard: number }[]>`
      SELECT name, shard FROM shopping_item WHERE family_id = ${familyID} ORDER BY name`;
    expect(rows).toEqual([
      { name: 'Added', shard: 1 - from },
      { name: 'Held', shard: 1 - from },
    ]);
  });

  it('takes new families on a shard added while it runs, and a shard killed harms no other', async () => {
    const env = parseEnv({ DATA_DIR: stack.dataDir, ZERO_PORT: String(SHARD_PORTS.zero) });
    const thirdPort = SHARD_PORTS.zero + 4;
    await addShard(sql, 2, `http://127.0.0.1:${thirdPort}`);
    const third = await startZeroCache(
      {
        upstreamDb: stack.databaseUrl,
        replicaFile: zeroReplicaFile(env, 2),
        port: thirdPort,
        apiBaseUrl: new URL(stack.url).origin.replace('localhost', '127.0.0.1'),
        adminPassword: ADMIN_PASSWORD,
        logLevel: 'error',
        changeStreamerSocket: changeStreamerSocketPath(stack.dataDir, 2),
        shard: 2,
      },
      () => {},
    );
    try {
      // Only the new shard takes families now.
      await setDraining(sql, 0, true);
      await setDraining(sql, 1, true);
      const newcomer = await createFamily(stack.url, 'Newcomers');
      expect(await shardOf(newcomer)).toBe(2);
      await setDraining(sql, 0, false);
      await setDraining(sql, 1, false);

      // A family on shard 0 and one on shard 1; shard 1's zero-cache is killed -9.
      const zeroFamily = await createFamily(stack.url, 'Stays Up');
      await moveFamily(sql, zeroFamily.context.familyID!, 0, { settleMs: 0 });
      const oneFamily = await createFamily(stack.url, 'Goes Down');
      await moveFamily(sql, oneFamily.context.familyID!, 1, { settleMs: 0 });
      const up = device(zeroFamily);
      const newDevice = device(newcomer);
      try {
        for (const pid of zeroCachePids(zeroReplicaFile(env, 1))) process.kill(pid, 'SIGKILL');
        await up.mutate(mutators.shoppingItem.add({ id: crypto.randomUUID(), name: 'Pears' }))
          .server;
        await eventually(
          () => itemNames(up),
          (names) => names.join() === 'Pears',
          20_000,
        );
        await newDevice.mutate(mutators.shoppingItem.add({ id: crypto.randomUUID(), name: 'Kale' }))
          .server;
        await eventually(
          () => itemNames(newDevice),
          (names) => names.join() === 'Kale',
          20_000,
        );
        const health = await fetch(`${stack.url}/api/health`);
        expect(health.status).toBe(503);
        expect(await health.json()).toMatchObject({ reason: 'shard_down', shards_down: [1] });
      } finally {
        await Promise.all([up.close(), newDevice.close()]);
      }
    } finally {
      await third.stop();
      await endZeroCacheProcesses(zeroReplicaFile(env, 2), 0);
    }
  }, 240_000);
});
