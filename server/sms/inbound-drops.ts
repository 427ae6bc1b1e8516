// Inbound texts the server refused, counted by reason in Postgres (all server processes add
// to one count): what an operator reads to see forged or unwanted texts arriving
// (docs/operations.md, "Texts to the list"). A signed text that is dropped is counted and
// logged at once; unsigned and repeated posts are counted in memory first
// (unsigned-posts.ts) and added here once a minute.
import type { Sql } from 'postgres';

export type DropReason = 'unknown_number' | 'oversize' | 'rate_limited' | 'malformed';

export async function countDrop(
  sql: Sql,
  log: (line: string) => void,
  reason: DropReason,
): Promise<void> {
  const [row] = await sql<{ count: string }[]>`
    INSERT INTO private.sms_inbound_dropped (reason, count) VALUES (${reason}, 1)
    ON CONFLICT (reason) DO UPDATE
      SET count = private.sms_inbound_dropped.count + 1, last_at = now()
    RETURNING count::text`;
  log(`[sms inbound] dropped a text: ${reason} (${row?.count ?? '?'} so far)`);
}

/** Adds counts taken elsewhere (in memory), one statement for all reasons, no log line. */
export async function addDropCounts(sql: Sql, counts: ReadonlyMap<string, number>): Promise<void> {
  if (counts.size === 0) return;
  const reasons = [...counts.keys()];
  const ns = reasons.map((reason) => counts.get(reason) ?? 0);
  await sql`
    INSERT INTO private.sms_inbound_dropped (reason, count)
    SELECT * FROM unnest(${reasons}::text[], ${ns}::bigint[])
    ON CONFLICT (reason) DO UPDATE
      SET count = private.sms_inbound_dropped.count + EXCLUDED.count, last_at = now()`;
}
