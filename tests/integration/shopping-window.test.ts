// docs/performance.md: a list screen syncs every open item but only the latest checked
// ones, so years of done items stay on the server.
import { describe, expect, it } from 'vitest';
import { CHECKED_ITEMS_SHOWN } from '#domain/shopping/shopping-queries.ts';
import { queries } from '#domain/zero/queries.ts';
import { newFamilyMember } from './support/api-client.ts';
import { eventually, openZero } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

describe('the shopping list screens’ window', () => {
  it('syncs every open item and only the most recently checked ones', async () => {
    const member = await newFamilyMember('Window', 'Wyn');
    const familyID = member.session.family_id;
    const checked = Array.from({ length: CHECKED_ITEMS_SHOWN + 50 }, (_, i) => ({
      id: `done-${familyID}-${i}`,
      family_id: familyID,
      name: `Done ${i}`,
      is_completed: true,
      // Older items first: Done 0 was checked longest ago.
      updated_at: new Date(Date.UTC(2021, 0, 1) + i * 60_000),
    }));
    const open = ['Milk', 'Eggs', 'Bread'].map((name, i) => ({
      id: `open-${familyID}-${i}`,
      family_id: familyID,
      name,
    }));
    await sql`INSERT INTO shopping_item ${sql(checked)}`;
    await sql`INSERT INTO shopping_item ${sql(open)}`;

    const zero = openZero(member.api.token!, {
      userID: member.session.user_id,
      familyID,
      familyUserID: member.session.family_user_id,
    });
    try {
      // Rows written straight to Postgres reach zero-cache through replication: a query
      // answered before the replica caught up is complete as of that older version.
      const openRows = await eventually(
        () => zero.run(queries.shoppingItems.open(), { type: 'complete' }),
        (rows) => rows.length === 3,
      );
      const checkedRows = await eventually(
        () => zero.run(queries.shoppingItems.recentlyChecked(), { type: 'complete' }),
        (rows) => rows[0]?.name === `Done ${CHECKED_ITEMS_SHOWN + 49}`,
      );
      expect(openRows.map((row) => row.name).sort()).toEqual(['Bread', 'Eggs', 'Milk']);
      expect(checkedRows).toHaveLength(CHECKED_ITEMS_SHOWN);
      // The newest checked ones, the oldest left out.
      expect(checkedRows[0]!.name).toBe(`Done ${CHECKED_ITEMS_SHOWN + 49}`);
      expect(checkedRows.some((row) => row.name === 'Done 0')).toBe(false);
    } finally {
      await zero.close();
    }
  });
});
