// Inbound texts the server refused, counted by reason in Postgres (all server processes add
// to one count) and logged with the running count: what an operator reads to see forged or
// unwanted texts arriving (docs/operations.md, "Texts to the list").
import type { Sql } from 'postgres';

export type DropReason =
  'bad_signature' | 'unknown_number' | 'oversize' | 'rate_limited' | 'malformed';

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
