// Departments that learn (docs/architecture.md, "Shopping list"), through the real Zero mutate endpoint: a
// member moves an item and the family's choice sticks for that name (new items, edits and
// Refresh from meals), while a second family keeps the keyword rule and cannot change or
// see the first family's choice, even with a forged context.
import { describe, expect, it } from 'vitest';
import { todayIn } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish, ShoppingItem } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

type Member = Awaited<ReturnType<typeof newFamilyMember>>;

async function add(member: Member, name: string) {
  const created = await member.api.post<ShoppingItem>('/shopping-items', { name });
  expect(created.status).toBe(201);
  return created.body;
}

async function departmentOf(member: Member, name: string) {
  const items = (await member.api.get<ShoppingItem[]>('/shopping-items')).body;
  return items.filter((item) => item.name === name).map((item) => item.department);
}

function zeroOf(member: Member) {
  return zeroFor(member);
}

describe('departments that learn', () => {
  it('keeps a family’s move for that name, and only for that family', async () => {
    const first = await newFamilyMember('Movers', 'Mo');
    const second = await newFamilyMember('Keepers', 'Kim');
    const onions = await add(first, 'onions');
    expect(onions.department).toBe('Produce');

    const zero = zeroOf(first);
    try {
      const moved = await zero.mutate(
        mutators.shoppingItem.setDepartment({ id: onions.id, department: 'Pantry' }),
      ).server;
      expect(moved.type).toBe('success');
      // The family's devices get the choice.
      const choices = await zero.run(queries.departmentChoices.all(), { type: 'complete' });
      expect(choices.map((row) => [row.name_key, row.department])).toEqual([['onion', 'Pantry']]);
    } finally {
      await zero.close();
    }
    expect(await departmentOf(first, 'Onions')).toEqual(['Pantry']);

    // New items of that name, however spelled, and an edit to it, land in the Pantry.
    expect((await add(first, 'Yellow Onion')).department).toBe('Pantry');
    const milk = await add(first, 'milk');
    await first.api.patch(`/shopping-items/${milk.id}`, { name: 'onion', quantity: '' });
    expect(await departmentOf(first, 'Onion')).toEqual(['Pantry']);
    // Refresh from meals too.
    const dish = (
      await first.api.post<Dish>('/dishes', {
        name: 'Soup',
        ingredients: ['3 red onions', '2 onions'],
      })
    ).body;
    await first.api.post('/meals', {
      meal_date: todayIn('UTC'),
      who_is_cooking: 'Home Cooked',
      dish_ids: [dish.dish_id],
    });
    await sql`DELETE FROM shopping_item WHERE family_id = ${first.session.family_id}`;
    expect((await first.api.post('/shopping-items/refresh-via-meals')).status).toBe(200);
    const refreshed = (await first.api.get<ShoppingItem[]>('/shopping-items')).body;
    expect(Object.fromEntries(refreshed.map((item) => [item.name, item.department]))).toEqual({
      Onions: 'Pantry',
      'Red Onions': 'Produce',
    });

    // The second family keeps the keyword rule.
    const theirs = await add(second, 'onions');
    expect(theirs.department).toBe('Produce');

    // A forged context cannot move the first family's item nor write its choices.
    const forged = zeroFor(second, {
      familyID: first.session.family_id,
      familyUserID: first.session.family_user_id,
    });
    try {
      const firstItem = refreshed.find((item) => item.name === 'Onions')!;
      await forged.mutate(
        mutators.shoppingItem.setDepartment({ id: firstItem.id, department: 'Frozen' }),
      ).server;
      await forged.mutate(
        mutators.shoppingItem.setDepartment({ id: theirs.id, department: 'Frozen' }),
      ).server;
      // Its own move lands (in its own family's rows); nothing of the first family changed.
      await eventually(
        () => sql`SELECT department FROM shopping_item WHERE id = ${theirs.id}`,
        (rows) => rows[0]?.department === 'Frozen',
      );
      // The first family's choice never reaches it.
      const seen = await forged.run(queries.departmentChoices.all(), { type: 'complete' });
      expect(seen.map((row) => row.department)).not.toContain('Pantry');
    } finally {
      await forged.close();
    }
    const rows = await sql<{ family_id: string; department: string }[]>`
      SELECT family_id, department FROM department_choice
       WHERE family_id IN (${first.session.family_id}, ${second.session.family_id})
       ORDER BY department`;
    expect(rows).toEqual([
      { family_id: second.session.family_id, department: 'Frozen' },
      { family_id: first.session.family_id, department: 'Pantry' },
    ]);
    expect(await departmentOf(first, 'Onions')).toEqual(['Pantry']);
    expect((await add(first, 'onion')).department).toBe('Pantry');
  }, 60_000);
});
