// A family's move takes everything: every table that holds a family's rows is either in the
// family archive or on the list of what stays behind, with its reason. A table added
// later without a decision fails here.
import { describe, expect, it } from 'vitest';
import { ARCHIVE_TABLES, NOT_ARCHIVED } from '#server/family-archive/archive-tables.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

/** Tables of the app's schemas with a column that ties a row to a family or a member. */
async function familyScopedTables(): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    SELECT DISTINCT CASE WHEN table_schema = 'public' THEN table_name
                         ELSE table_schema || '.' || table_name END AS name
      FROM information_schema.columns
     WHERE table_schema IN ('public', 'private')
       AND column_name IN ('family_id', 'family_user_id')
     ORDER BY 1`;
  return rows.map((row) => row.name);
}

describe('what a family archive holds', () => {
  it('decides every family-scoped table: archived, or left behind with a reason', async () => {
    const archived = new Set(ARCHIVE_TABLES.map((spec) => spec.table));
    const undecided = (await familyScopedTables()).filter(
      (name) => !archived.has(name) && !(name in NOT_ARCHIVED),
    );
    expect(undecided).toEqual([]);
  });

  it('names only tables that exist, each with its reason', async () => {
    const scoped = new Set(await familyScopedTables());
    for (const [name, reason] of Object.entries(NOT_ARCHIVED)) {
      expect(scoped.has(name), name).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
