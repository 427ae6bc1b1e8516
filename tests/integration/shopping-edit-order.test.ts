// Two devices edit one shopping item: the edit made later wins, whichever reaches the
// server first (domain/shopping/edit-order.ts). The phone's edit, made offline ten minutes
// ago and sent now, loses to the one made at home since, and its refusal names what the
// item became; sent in the other order, the later edit replaces the earlier one.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api-client.ts';
import { newFamilyMember } from './support/api-client.ts';
import { joinFamily } from './support/meal-fixtures.ts';
import { pushMutation } from './support/zero-push.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();
const MINUTE = 60_000;

const edit = (api: ApiClient, id: string, name: string, quantity: string, editedAt: number) =>
  pushMutation(api, {
    name: 'shoppingItem.edit',
    args: { id, name, quantity, edited_at: editedAt },
  });

async function familyWithItem(familyName: string) {
  const ann = await newFamilyMember(familyName, 'Ann');
  const ben = await joinFamily(sql, ann, 'Ben');
  const id = crypto.randomUUID();
  const added = await pushMutation(ann.api, {
    name: 'shoppingItem.add',
    args: { id, name: 'Milk' },
  });
  expect(added.body.mutations?.[0]?.result.error).toBeUndefined();
  return { ann, ben, id };
}

const saved = async (id: string) =>
  (
    await sql<{ name: string; quantity: string | null }[]>`
    SELECT name, quantity FROM shopping_item WHERE id = ${id}`
  )[0];

describe('two devices edit one shopping item', () => {
  it('keeps the later edit when the earlier one arrives last, and says what it became', async () => {
    const { ann, ben, id } = await familyWithItem('Edit order late');
    const now = Date.now();
    // Ann, at home, a minute ago; Ben's phone, offline in the shop, ten minutes ago.
    const home = await edit(ann.api, id, 'oat milk', '2 l', now - MINUTE);
    expect(home.body.mutations?.[0]?.result.error).toBeUndefined();
    const phone = await edit(ben.api, id, 'whole milk', '1 l', now - 10 * MINUTE);
    expect(phone.body.mutations?.[0]?.result).toMatchObject({
      error: 'app',
      message:
        'Your change to “Whole Milk (1 l)” was not saved: someone changed this item to “Oat Milk (2 l)” after you did.',
    });
    expect(await saved(id)).toEqual({ name: 'Oat Milk', quantity: '2 l' });
    // 'Save mine again': the phone's own edit sent again as a new write, made now.
    const again = await edit(ben.api, id, 'whole milk', '1 l', Date.now());
    expect(again.body.mutations?.[0]?.result.error).toBeUndefined();
    expect(await saved(id)).toEqual({ name: 'Whole Milk', quantity: '1 l' });
  });

  it('applies the later edit when it arrives last', async () => {
    const { ann, ben, id } = await familyWithItem('Edit order in order');
    const now = Date.now();
    await edit(ben.api, id, 'whole milk', '1 l', now - 10 * MINUTE);
    const home = await edit(ann.api, id, 'oat milk', '2 l', now - MINUTE);
    expect(home.body.mutations?.[0]?.result.error).toBeUndefined();
    expect(await saved(id)).toEqual({ name: 'Oat Milk', quantity: '2 l' });
  });

  it('counts an edit from a clock running ahead as made now', async () => {
    const { ann, ben, id } = await familyWithItem('Edit order clock');
    // Ben's phone thinks it is tomorrow; Ann edits after it, by the server's clock.
    await edit(ben.api, id, 'whole milk', '1 l', Date.now() + 24 * 60 * MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const home = await edit(ann.api, id, 'oat milk', '2 l', Date.now());
    expect(home.body.mutations?.[0]?.result.error).toBeUndefined();
    expect(await saved(id)).toEqual({ name: 'Oat Milk', quantity: '2 l' });
  });
});
