// Adds shards: each one's row and publication (migration 034's `private.add_zero_shard`),
// without touching the shards already running (docs/shards.md, "Adding a shard").
import type { Sql } from 'postgres';

/** Shards 0 … urls.length-1 exist, each reached at its url. */
export async function ensureShards(sql: Sql, urls: readonly string[]): Promise<void> {
  for (const [shard, url] of urls.entries()) await addShard(sql, shard, url);
}

/** Adds a shard (its row and publication); `url`: where its zero-cache answers. */
export async function addShard(sql: Sql, shard: number, url?: string): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT private.add_zero_shard(${shard}::smallint)`;
    if (url) await tx`UPDATE private.zero_shard SET url = ${url} WHERE num = ${shard}`;
  });
}

/** A draining shard keeps its families but is given no new one. */
export async function setDraining(sql: Sql, shard: number, draining: boolean): Promise<boolean> {
  const rows = await sql`UPDATE private.zero_shard SET draining = ${draining} WHERE num = ${shard}`;
  return rows.count === 1;
}

export type ShardLoad = { num: number; draining: boolean; families: number };

export async function shardLoads(sql: Sql): Promise<ShardLoad[]> {
  return sql<ShardLoad[]>`
    SELECT s.num, s.draining, count(f.id)::int AS families
      FROM private.zero_shard s LEFT JOIN family f ON f.shard = s.num
     GROUP BY s.num, s.draining ORDER BY s.num`;
}
