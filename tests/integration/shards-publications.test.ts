// The one function a migration calls to add a replicated table (migration 034's
// private.add_synced_table) puts it in every shard's publication, each filtered on that
// shard, with the replica identity a row filter needs; and a shard added later publishes
// every replicated table. Run in a transaction that is rolled back: the shared stack's
// publications stay as they were. Zero's endpoints take only a configured shard's schema.
import { describe, expect, it } from 'vitest';
import { shardPublication } from '../../zero.config.ts';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

class RolledBack extends Error {}

async function inRolledBackTransaction(work: (tx: typeof sql) => Promise<void>) {
  await sql
    .begin(async (tx) => {
      await work(tx as unknown as typeof sql);
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

const filters = (tx: typeof sql, table: string) =>
  tx<{ pubname: string; rowfilter: string | null }[]>`
    SELECT pubname, rowfilter FROM pg_publication_tables
     WHERE tablename = ${table} ORDER BY pubname`;

describe('replicated tables on every shard', () => {
  it('adds a new table to every shard’s publication, filtered on that shard', async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx`SELECT private.add_zero_shard(3::smallint)`;
      await tx`CREATE TABLE shard_probe (
                 id text PRIMARY KEY,
                 family_id text NOT NULL REFERENCES family (id))`;
      await tx`SELECT private.add_synced_table('shard_probe')`;
      const shards = (await tx<{ num: number }[]>`SELECT num FROM private.zero_shard`).map(
        (row) => row.num,
      );
      expect(shards).toContain(3);
      const published = await filters(tx, 'shard_probe');
      expect(published.map((p) => p.pubname).sort()).toEqual(shards.map(shardPublication).sort());
      for (const p of published) {
        const shard = shards.find((s) => shardPublication(s) === p.pubname);
        expect(p.rowfilter).toBe(`(shard = ${shard})`);
      }
      const [identity] = await tx<{ relreplident: string }[]>`
        SELECT relreplident FROM pg_class WHERE relname = 'shard_probe'`;
      expect(identity?.relreplident).toBe('f');

      // A row takes its family's shard.
      const [family] = await tx<{ id: string }[]>`
        INSERT INTO family (id, name) VALUES (${crypto.randomUUID()}, 'Probe') RETURNING id`;
      await tx`UPDATE family SET shard = 3 WHERE id = ${family!.id}`;
      await tx`INSERT INTO shard_probe (id, family_id) VALUES ('p1', ${family!.id})`;
      const [row] = await tx<{ shard: number }[]>`SELECT shard FROM shard_probe WHERE id = 'p1'`;
      expect(row?.shard).toBe(3);
    });
  });

  it('publishes every replicated table on a shard added later', async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx`SELECT private.add_zero_shard(4::smallint)`;
      const tables = await tx<{ name: string }[]>`SELECT name FROM private.synced_table`;
      const published = await tx<{ tablename: string; rowfilter: string }[]>`
        SELECT tablename, rowfilter FROM pg_publication_tables WHERE pubname = 'zero_data_4'`;
      expect(published.map((p) => p.tablename).sort()).toEqual(tables.map((t) => t.name).sort());
      expect(new Set(published.map((p) => p.rowfilter))).toEqual(new Set(['(shard = 4)']));
      // Shard 0 still publishes every one of them too, as it always did.
      const first = await tx<{ tablename: string }[]>`
        SELECT tablename FROM pg_publication_tables WHERE pubname = 'zero_data'`;
      expect(first.length).toBe(tables.length);
    });
  });
});

describe('Zero’s endpoints and the shards', () => {
  it('refuse a call naming an upstream schema that is no shard’s', async () => {
    const member = await newFamilyMember('Schemas', 'Sam');
    for (const path of ['/zero/mutate', '/zero/query']) {
      for (const schema of ['zero_7', 'private', 'zero_0x', '']) {
        const answer = await member.api.post<ErrorBody>(`${path}?schema=${schema}&appID=zero`, {});
        expect(answer.status, `${path} ${schema}`).toBe(400);
        expect(answer.body.error.code).toBe('INVALID_INPUT');
      }
    }
  });
});
