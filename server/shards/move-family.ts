// Moves a family to another shard without losing a write (docs/shards.md, "Moving a
// family"): its devices' sockets are closed and held back, pushes in flight settle, then
// one transaction rewrites the `shard` of every row of the family. Postgres sends the old
// shard's zero-cache a DELETE and the new one's an INSERT of each row; the devices
// reconnect to the new shard, which knows none of their client groups, so Zero starts
// each device afresh there, and the family's outbox sends again what was not yet saved.
import type { Sql, TransactionSql } from 'postgres';
import { quoteIdent } from '../backup/backup-format.ts';
import { upstreamSchemaOf } from './shard-directory.ts';

const SETTLE_MS = 500;
// A write of the family that holds one of its rows and then waits for the family's row
// would deadlock with the move, which holds the family's row and waits for that one, and
// Postgres could end the family's write. The move waits for no lock longer than this:
// it gives way, the family's write goes on, and the move tries again.
const LOCK_WAIT = '200ms';
const MOVE_ATTEMPTS = 10;
const GIVES_WAY = new Set(['40P01', '55P03']);

export class ShardMoveError extends Error {}

export async function moveFamily(
  sql: Sql,
  familyID: string,
  to: number,
  { settleMs = SETTLE_MS }: { settleMs?: number } = {},
): Promise<{ from: number; to: number; rows: number }> {
  const [family] = await sql<{ shard: number }[]>`SELECT shard FROM family WHERE id = ${familyID}`;
  if (!family) throw new ShardMoveError(`No family ${familyID}`);
  const [shard] = await sql`SELECT 1 FROM private.zero_shard WHERE num = ${to}`;
  if (!shard)
    throw new ShardMoveError(`No shard ${to}: add it first (npm run shards -- add ${to})`);
  if (family.shard === to) return { from: to, to, rows: 0 };

  // Announced (migration 034's trigger): every app server closes the family's sockets and
  // holds new ones back until the move has landed.
  await sql`UPDATE family SET moving_to = ${to} WHERE id = ${familyID}`;
  try {
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const tables = await sql<{ name: string }[]>`
      SELECT name FROM private.synced_table WHERE name <> 'family' ORDER BY name`;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const rows = await moveRows(sql, familyID, family.shard, to, tables);
        return { from: family.shard, to, rows: rows + 1 };
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code || !GIVES_WAY.has(code) || attempt === MOVE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  } catch (error) {
    await sql`UPDATE family SET moving_to = NULL WHERE id = ${familyID}`;
    throw error;
  }
}

/** One transaction: every row of the family on its new shard. */
async function moveRows(
  sql: Sql,
  familyID: string,
  from: number,
  to: number,
  tables: { name: string }[],
): Promise<number> {
  let rows = 0;
  await sql.begin(async (tx) => {
    await tx.unsafe(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
    // Inserts of the family take KEY SHARE on this row (migration 034): they finish first,
    // and those that come after wait and read the new shard.
    await tx`SELECT 1 FROM family WHERE id = ${familyID} FOR UPDATE`;
    for (const { name } of tables) {
      const moved = await tx.unsafe(
        `UPDATE ${quoteIdent(name)} SET shard = $1 WHERE family_id = $2 AND shard <> $1`,
        [to, familyID],
      );
      rows += moved.count;
    }
    await carryClientState(tx, familyID, from, to);
    await tx`UPDATE family SET shard = ${to}, moving_to = NULL WHERE id = ${familyID}`;
  });
  return rows;
}

/**
 * Each device's last saved mutation, so that the new shard takes its next one in order
 * (Zero refuses a mutation out of order): a device that reconnects with writes pending
 * sends them on instead of losing them. Devices whose view the new shard does not know
 * start afresh there (Zero's ClientNotFound), and number their writes from one again.
 */
async function carryClientState(tx: TransactionSql, familyID: string, from: number, to: number) {
  const fromClients = `${upstreamSchemaOf(from)}.clients`;
  const toClients = `${upstreamSchemaOf(to)}.clients`;
  const [exists] = await tx<{ from: string | null; to: string | null }[]>`
    SELECT to_regclass(${fromClients})::text AS from, to_regclass(${toClients})::text AS to`;
  if (!exists?.from || !exists.to) return;
  await tx.unsafe(
    `INSERT INTO ${quoteIdent(upstreamSchemaOf(to))}.clients
            ("clientGroupID", "clientID", "lastMutationID", "userID")
     SELECT c."clientGroupID", c."clientID", c."lastMutationID", c."userID"
       FROM ${quoteIdent(upstreamSchemaOf(from))}.clients c
       JOIN private.zero_client_group g ON g.client_group_id = c."clientGroupID"
       JOIN family_member m ON m.user_id = g.user_id
      WHERE m.family_id = $1
     ON CONFLICT ("clientGroupID", "clientID") DO UPDATE
        SET "lastMutationID" = greatest(EXCLUDED."lastMutationID",
                                        ${quoteIdent(upstreamSchemaOf(to))}.clients."lastMutationID")`,
    [familyID],
  );
}
