// Empties a shard before it is taken down (docs/shards.md, "Draining a shard"): it takes
// no new family, and each of its families moves, one at a time, to the least loaded shard.
import type { Sql } from 'postgres';
import { setDraining, shardLoads } from './add-shard.ts';
import { moveFamily, ShardMoveError } from './move-family.ts';

export async function emptyShard(
  sql: Sql,
  shard: number,
  log: (line: string) => void,
): Promise<number> {
  if (!(await setDraining(sql, shard, true))) throw new ShardMoveError(`No shard ${shard}`);
  const families = await sql<{ id: string }[]>`SELECT id FROM family WHERE shard = ${shard}`;
  let moved = 0;
  for (const { id } of families) {
    const target = (await shardLoads(sql))
      .filter((s) => !s.draining && s.num !== shard)
      .sort((a, b) => a.families - b.families || a.num - b.num)[0];
    if (!target) throw new ShardMoveError('No other shard takes families: add one first');
    await moveFamily(sql, id, target.num);
    moved += 1;
    log(`family ${id}: shard ${shard} → ${target.num}`);
  }
  return moved;
}
