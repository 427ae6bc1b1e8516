// Writes sent through Zero long after they were made (a phone back from the shop) over rows
// another member deleted meanwhile: each is a quiet no-op on the server, never an error,
// and the same no-op for another family's row, so nothing tells the two apart. REST keeps
// answering 404.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import type { Dish, ShoppingItem } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { type Member } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';
import { zeroFor } from './support/zero-client.ts';

const sql = testDatabase();

let cook: Member;
let other: Member;
beforeAll(async () => {
  cook = await newFamilyMember('Replay', 'Rita');
  other = await newFamilyMember('Elsewhere', 'Eli');
});

describe('replayed writes over deleted rows, through Zero', () => {
  it('every change to a row deleted meanwhile lands as a quiet no-op', async () => {
    const item = (await cook.api.post<ShoppingItem>('/shopping-items', { name: 'milk' })).body;
    const dish = (await cook.api.post<Dish>('/dishes', { name: 'Gone Soup' })).body;
    const yesterday = addDays(todayIn('UTC'), -1);
    const meal = (
      await cook.api.post<MealResponse>('/meals', {
        meal_date: yesterday,
        dish_ids: [dish.dish_id],
        attendees: [{ family_user_id: cook.session.family_user_id }],
      })
    ).body;
    expect((await cook.api.delete(`/shopping-items/${item.id}`)).status).toBe(204);
    expect((await cook.api.delete(`/meals/${meal.meal_id}`)).status).toBe(204);
    expect((await cook.api.delete(`/dishes/${dish.dish_id}`)).status).toBe(204);

    const zero = zeroFor(cook);
    try {
      const writes = {
        check: mutators.shoppingItem.setCompleted({ id: item.id, is_completed: true }),
        edit: mutators.shoppingItem.edit({ id: item.id, name: 'oat milk', quantity: '2' }),
        remove: mutators.shoppingItem.remove({ id: item.id }),
        deleteMeal: mutators.meal.delete({ meal_id: meal.meal_id }),
        rateMeal: mutators.rating.rateMeal({
          meal_id: meal.meal_id,
          ratings: [{ family_user_id: cook.session.family_user_id, rating: 4 }],
        }),
        rateDish: mutators.rating.rateDish({
          meal_id: meal.meal_id,
          dish_id: dish.dish_id,
          rating: 5,
        }),
        editDish: mutators.dish.update({ dish_id: dish.dish_id, name: 'Back Soup' }),
        deleteDish: mutators.dish.delete({ dish_id: dish.dish_id }),
        editMember: mutators.member.update({ family_user_id: 'no-such-member', first_name: 'X' }),
      };
      const outcomes: Record<string, string> = {};
      for (const [name, write] of Object.entries(writes)) {
        const result = await zero.mutate(write).server;
        outcomes[name] = result.type === 'error' ? result.error.message : result.type;
      }
      expect(outcomes).toEqual(Object.fromEntries(Object.keys(writes).map((k) => [k, 'success'])));
      // Nothing came back.
      expect(await sql`SELECT 1 FROM shopping_item WHERE id = ${item.id}`).toHaveLength(0);
      expect(await sql`SELECT 1 FROM meal WHERE meal_id = ${meal.meal_id}`).toHaveLength(0);
      expect(await sql`SELECT 1 FROM dish WHERE dish_id = ${dish.dish_id}`).toHaveLength(0);
      expect(await sql`SELECT 1 FROM dish_rating WHERE meal_id = ${meal.meal_id}`).toHaveLength(0);
      // The connection is still good: a new add lands.
      const added = await zero.mutate(
        mutators.shoppingItem.add({ id: crypto.randomUUID(), name: 'bread' }),
      ).server;
      expect(added.type).toBe('success');
    } finally {
      await zero.close();
    }
  });

  it('another family’s row gets the same quiet no-op and stays unchanged', async () => {
    const theirs = (await other.api.post<ShoppingItem>('/shopping-items', { name: 'caviar' })).body;
    const zero = zeroFor(cook);
    try {
      const checked = await zero.mutate(
        mutators.shoppingItem.setCompleted({ id: theirs.id, is_completed: true }),
      ).server;
      const removed = await zero.mutate(mutators.shoppingItem.remove({ id: theirs.id })).server;
      expect([checked.type, removed.type]).toEqual(['success', 'success']);
      const [row] = await sql`SELECT is_completed FROM shopping_item WHERE id = ${theirs.id}`;
      expect(row?.is_completed).toBe(false);
    } finally {
      await zero.close();
    }
    // REST still tells the caller the item is not there.
    expect((await cook.api.delete(`/shopping-items/${theirs.id}`)).status).toBe(404);
  });
});

// After a restart a device may send a create again that had already landed (its answer was
// lost): the server has the family's row with that id, and the replay is a quiet no-op,
// not "This item already exists" with a stack trace in the operator's log
// (docs/operations.md, "What an operator sees"). Another family's id is still refused.
describe('replayed creates of rows that landed, through Zero', () => {
  it('are quiet no-ops for the family’s own rows and leave them as they are', async () => {
    const item = (await cook.api.post<ShoppingItem>('/shopping-items', { name: 'milk' })).body;
    const dish = (await cook.api.post<Dish>('/dishes', { name: 'Landed Soup' })).body;
    const zero = zeroFor(cook);
    try {
      const again = {
        item: mutators.shoppingItem.add({ id: item.id, name: 'milk' }),
        dish: mutators.dish.create({ dish_id: dish.dish_id, name: 'Landed Soup' }),
      };
      const outcomes: Record<string, string> = {};
      for (const [name, write] of Object.entries(again)) {
        const result = await zero.mutate(write).server;
        outcomes[name] = result.type === 'error' ? result.error.message : result.type;
      }
      expect(outcomes).toEqual({ item: 'success', dish: 'success' });
      expect(await sql`SELECT name FROM shopping_item WHERE id = ${item.id}`).toEqual([
        { name: item.name },
      ]);
    } finally {
      await zero.close();
    }
    const theirs = zeroFor(other);
    try {
      const taken = await theirs.mutate(mutators.shoppingItem.add({ id: item.id, name: 'x' }))
        .server;
      expect(taken.type === 'error' ? taken.error.message : taken.type).toBe(
        'This item already exists.',
      );
    } finally {
      await theirs.close();
    }
  });
});
