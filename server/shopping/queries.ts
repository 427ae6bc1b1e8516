// The shopping reads and locks behind the routes that Zero's queries do not cover.
import { escapeLike } from '@rocicorp/zero';
import type { Sql } from 'postgres';
import { titleCaseItemName } from '#domain/text/title-case.ts';

const SUGGESTION_LIMIT = 8;

/** Past item names of the family matching what is typed, minus what is already open on
 * the list: names starting with it first, then the most used and most recent. */
export async function pastItemNames(sql: Sql, familyID: string, typed: string): Promise<string[]> {
  const needle = escapeLike(titleCaseItemName(typed));
  const rows = await sql<{ name: string }[]>`
    SELECT n.name FROM private.shopping_item_name n
     WHERE n.family_id = ${familyID} AND n.name ILIKE ${`%${needle}%`}
       AND NOT EXISTS (SELECT 1 FROM shopping_item i
                        WHERE i.family_id = n.family_id AND i.name = n.name AND NOT i.is_completed)
     ORDER BY (n.name ILIKE ${`${needle}%`}) DESC,
              n.use_count DESC, n.last_used_at DESC
     LIMIT ${SUGGESTION_LIMIT}`;
  return rows.map((row) => row.name);
}

type QueryRunner = { query: (text: string, params: unknown[]) => Promise<unknown> };

/** Waits for any other refresh of the family to commit. One family's refreshes run one
 * after another, each reading what the last one wrote. Two at the same moment both
 * inserted the same item: skipping a conflict covers the primary key only, and the
 * (id, family_id) key refused the second. */
export async function lockFamilyRefresh(db: QueryRunner, familyID: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`refresh-via-meals:${familyID}`]);
}
