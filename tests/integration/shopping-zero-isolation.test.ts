// The writes this feature added to Zero, from a client that forges another family's
// context: 'All' on another family's item ids and the SMS opt-in change nothing of theirs;
// the list's dishes come only from the caller's own family.
import { describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { ShoppingItem } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

describe('shopping writes through Zero, across families', () => {
  it('a forged context removes none of another family’s items and opts in no one else', async () => {
    const first = await newFamilyMember('Victim', 'Vic');
    const second = await newFamilyMember('Forger', 'Fox');
    const item = (await first.api.post<ShoppingItem>('/shopping-items', { name: 'caviar' })).body;
    const own = (await second.api.post<ShoppingItem>('/shopping-items', { name: 'bread' })).body;
    // The first family's member has a verified phone, opted out.
    await sql`INSERT INTO private.verified_phone (family_user_id, phone)
              VALUES (${first.session.family_user_id}, '+15550004444')`;
    await sql`UPDATE family_member SET phone = '+15550004444'
               WHERE family_user_id = ${first.session.family_user_id}`;

    const forged = zeroFor(second, {
      familyID: first.session.family_id,
      familyUserID: first.session.family_user_id,
    });
    try {
      await forged.mutate(mutators.shoppingItem.removeItems({ ids: [item.id, own.id] })).server;
      await forged.mutate(mutators.notifications.setSmsOptin({ sms_optin: true })).server;
      // The caller's own item went; the other family's stayed.
      await eventually(
        () => sql`SELECT id FROM shopping_item WHERE id IN (${item.id}, ${own.id})`,
        (rows) => rows.length === 1,
      );
      expect((await sql`SELECT id FROM shopping_item WHERE id = ${item.id}`).length).toBe(1);
      const [victim] = await sql`SELECT sms_optin FROM family_member
                                  WHERE family_user_id = ${first.session.family_user_id}`;
      expect(victim?.sms_optin).toBe(false);
      const seen = await forged.run(queries.shoppingItems.list(), { type: 'complete' });
      expect(seen.map((row) => row.id)).not.toContain(item.id);
    } finally {
      await forged.close();
    }
  });
});
