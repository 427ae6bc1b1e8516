// Ids the server derives for a family cannot be worked out and taken by another family,
// and link rows cannot join two families (docs/security.md, "Who can do what").
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { todayIn } from '#domain/time/family-dates.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { pushMutation } from './support/zero-push.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

type Member = Awaited<ReturnType<typeof newFamilyMember>>;

async function dishWith(member: Member, name: string, ingredients: string[]) {
  const created = await member.api.post<Dish>('/dishes', { name, ingredients });
  expect(created.status).toBe(201);
  return created.body;
}

/** The id a refresh gave an ingredient when it hashed only the family id and the name. */
function oldStyleId(familyID: string, key: string) {
  return `meals-${createHash('sha256').update(`${familyID}\u0000${key}`).digest('hex').slice(0, 40)}`;
}

describe('derived ids and link rows', () => {
  it('another family cannot take the id of a refresh item first', async () => {
    const ada = await newFamilyMember('Refreshers', 'Ada');
    const eve = await newFamilyMember('Squatters', 'Eve');
    const stew = await dishWith(ada, 'Stew', ['2 onions']);
    // Eve claims, under her family, every id Ada's refresh could use for onions.
    for (const id of [oldStyleId(ada.session.family_id, 'onion'), 'meals-anything']) {
      const claim = await pushMutation(eve.api, {
        name: 'shoppingItem.add',
        args: { id, name: 'Onion' },
      });
      expect(claim.body.mutations?.[0]?.result.error).toBe('app');
    }
    expect(
      (await sql`SELECT 1 FROM shopping_item WHERE family_id = ${eve.session.family_id}`).length,
    ).toBe(0);

    const today = todayIn('UTC');
    const meal = await ada.api.post('/meals', {
      meal_date: today,
      who_is_cooking: 'Home Cooked',
      dish_ids: [stew.dish_id],
    });
    expect(meal.status).toBe(201);
    const refreshed = await ada.api.post('/shopping-items/refresh-via-meals');
    expect(refreshed.body).toMatchObject({ added: 1 });
    const items = await sql<{ name: string; id: string }[]>`
      SELECT name, id FROM shopping_item WHERE family_id = ${ada.session.family_id}`;
    expect(items.map((item) => item.name)).toEqual(['Onions']);
    expect(items[0]?.id).not.toBe(oldStyleId(ada.session.family_id, 'onion'));
  });

  it('a link row cannot join one family’s item to another’s dish', async () => {
    const ada = await newFamilyMember('Linkers', 'Ada');
    const eve = await newFamilyMember('Others', 'Eve');
    const adaDish = await dishWith(ada, 'Soup', ['1 leek']);
    const eveItem = crypto.randomUUID();
    await sql`INSERT INTO shopping_item (id, family_id, name)
              VALUES (${eveItem}, ${eve.session.family_id}, 'Leek')`;
    await expect(
      sql`INSERT INTO shopping_item_dish (item_id, dish_id, family_id)
          VALUES (${eveItem}, ${adaDish.dish_id}, ${ada.session.family_id})`,
    ).rejects.toThrow(/foreign key/);
    await expect(
      sql`INSERT INTO shopping_item_dish (item_id, dish_id, family_id)
          VALUES (${eveItem}, ${adaDish.dish_id}, ${eve.session.family_id})`,
    ).rejects.toThrow(/foreign key/);
  });

  it('a suggestion shown records only a dish of the family', async () => {
    const ada = await newFamilyMember('Dishes', 'Ada');
    const eve = await newFamilyMember('Recorders', 'Eve');
    const adaDish = await dishWith(ada, 'Curry', ['1 cup rice']);
    const res = await pushMutation(eve.api, {
      name: 'suggestion.recordShown',
      args: { shown: [{ meal_date: todayIn('UTC'), dish_id: adaDish.dish_id }] },
    });
    expect(res.status).toBe(200);
    const rows = await sql`SELECT dish_id FROM suggestion_event
                            WHERE family_id = ${eve.session.family_id}`;
    expect(rows.filter((row) => row.dish_id === adaDish.dish_id)).toEqual([]);
    await expect(
      sql`INSERT INTO suggestion_event (event_id, family_id, kind, source, meal_date, dish_id)
          VALUES (${crypto.randomUUID()}, ${eve.session.family_id}, 'shown', 'planning',
                  ${todayIn('UTC')}, ${adaDish.dish_id})`,
    ).rejects.toThrow(/foreign key/);
  });
});
