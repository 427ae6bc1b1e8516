// Families of bench:shards, made over the REST API a few at a time, then placed so that
// every shard holds the same number of them. Made one at a time, the least-loaded rule
// (migration 034) would spread them so already; made together, two may read the same
// counts and land on the same shard, and moveFamily evens that out before any device opens.
import type { Sql } from 'postgres';
import { moveFamily } from '#server/shards/move-family.ts';
import { createFamily, type RestFamily } from '../../support/rest-family.ts';

export async function createFamilies(url: string, count: number, parallel = 4) {
  const families: RestFamily[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) =>
      createFamily(url, `Idle ${start + i}`),
    );
    families.push(...(await Promise.all(batch)));
  }
  return families;
}

export async function shardOf(sql: Sql, family: RestFamily): Promise<number> {
  const [row] = await sql<{ shard: number }[]>`
    SELECT shard FROM family WHERE id = ${family.context.familyID!}`;
  if (!row) throw new Error(`no family ${family.context.familyID}`);
  return row.shard;
}

/** Moves families until each of the `shards` holds families.length / shards of them. */
export async function spreadEvenly(sql: Sql, families: RestFamily[], shards: number) {
  if (families.length % shards !== 0)
    throw new Error(`${families.length} families do not spread evenly over ${shards} shards`);
  const target = families.length / shards;
  const on = Array.from({ length: shards }, () => [] as RestFamily[]);
  for (const family of families) on[await shardOf(sql, family)]!.push(family);
  const extra = on.flatMap((list) => list.slice(target));
  for (const [shard, list] of on.entries())
    for (let n = list.length; n < target; n += 1)
      await moveFamily(sql, extra.pop()!.context.familyID!, shard, { settleMs: 0 });
  const counts = Array.from({ length: shards }, () => 0);
  for (const family of families) counts[await shardOf(sql, family)]! += 1;
  return counts;
}
