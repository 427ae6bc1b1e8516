// Staples we always have and the pantry check, against the real stack: the refresh from
// meals leaves staples off unless running out; 'We have it' (with Undo) and the pantry
// check's answers go through Zero and are checked on the server; another family, even with
// a forged context, sees and changes nothing.
import { describe, expect, it } from 'vitest';
import { ingredientKey } from 'recipe-reader';
import { todayIn } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish, ShoppingItem } from '#schema';
import type { PantryQuestion } from '#domain/pantry/pantry-rules.ts';
import { newFamilyMember } from './support/api-client.ts';
import { testDatabase } from './support/test-database.ts';
import { eventually, zeroFor } from './support/zero-client.ts';

type Member = Awaited<ReturnType<typeof newFamilyMember>>;
const sql = testDatabase();

/** A family with one home-cooked dinner today that needs staples and two other things. */
async function familyWithStirFry(name: string) {
  const cook = await newFamilyMember(name, 'Cal');
  const dish = await cook.api.post<Dish>('/dishes', {
    name: 'Stir Fry',
    ingredients: [
      '1 tsp kosher salt',
      '2 tbsp olive oil',
      '1 cup water',
      'black pepper',
      '2 tbsp soy sauce',
      '2 eggs',
    ],
  });
  const meal = await cook.api.post('/meals', {
    meal_date: todayIn('UTC'),
    who_is_cooking: 'Home Cooked',
    dish_ids: [dish.body.dish_id],
  });
  expect(meal.status).toBe(201);
  return cook;
}

const refresh = (member: Member) => member.api.post('/shopping-items/refresh-via-meals');
const items = async (member: Member) =>
  (await member.api.get<ShoppingItem[]>('/shopping-items')).body;
const names = async (member: Member) => (await items(member)).map((item) => item.name);
const itemNamed = async (member: Member, name: string) =>
  (await items(member)).find((item) => item.name === name)!;
const staples = (member: Member) =>
  sql<{ ingredient_key: string; name: string; running_out: boolean }[]>`
    SELECT ingredient_key, name, running_out FROM pantry_staple
     WHERE family_id = ${member.session.family_id} ORDER BY ingredient_key`;

describe('staples we always have', () => {
  it('start with a sensible set, keyed as the refresh keys ingredients', async () => {
    const cook = await newFamilyMember('Starters', 'Sam');
    const rows = await staples(cook);
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Salt', 'Pepper', 'Oil', 'Olive Oil', 'Flour', 'Rice', 'Water']),
    );
    for (const row of rows) expect(row.ingredient_key).toBe(ingredientKey(row.name));
  });

  it('stay off a refresh unless running out; checking it off clears running out', async () => {
    const cook = await familyWithStirFry('Staples');
    expect((await refresh(cook)).status).toBe(200);
    expect((await names(cook)).sort()).toEqual(['Eggs', 'Soy Sauce']);

    const zero = zeroFor(cook);
    try {
      // Running out: on the list at once, as a person's item.
      const itemID = crypto.randomUUID();
      await zero.mutate(
        mutators.pantry.setRunningOut({
          ingredient_key: 'salt',
          running_out: true,
          item_id: itemID,
        }),
      ).server;
      expect((await names(cook)).sort()).toEqual(['Eggs', 'Salt', 'Soy Sauce']);
      // A refresh does not add it twice; removed, the next refresh brings it back.
      await refresh(cook);
      expect((await names(cook)).filter((name) => name === 'Salt')).toHaveLength(1);
      await cook.api.delete(`/shopping-items/${itemID}`);
      await refresh(cook);
      const salt = await itemNamed(cook, 'Salt');
      expect(salt.source).toBe('meals');
      // Checked off in the shop: no longer running out, and off the next refresh.
      await cook.api.patch(`/shopping-items/${salt.id}`, { is_completed: true });
      expect((await staples(cook)).find((row) => row.ingredient_key === 'salt')?.running_out).toBe(
        false,
      );
      await cook.api.delete(`/shopping-items/${salt.id}`);
      await refresh(cook);
      expect(await names(cook)).not.toContain('Salt');
    } finally {
      await zero.close();
    }
  });

  it('“We have it” takes a refreshed line off and keeps it off; Undo puts it back', async () => {
    const cook = await familyWithStirFry('HaveIt');
    await refresh(cook);
    const soy = await itemNamed(cook, 'Soy Sauce');
    const zero = zeroFor(cook);
    try {
      await zero.mutate(mutators.pantry.weHaveIt({ item_id: soy.id })).server;
      expect(await names(cook)).toEqual(['Eggs']);
      expect((await staples(cook)).map((row) => row.name)).toContain('Soy Sauce');
      await refresh(cook);
      expect(await names(cook)).toEqual(['Eggs']);

      await zero.mutate(
        mutators.pantry.undoWeHaveIt({
          item_id: crypto.randomUUID(),
          name: soy.name,
          quantity: soy.quantity,
          ingredient_key: 'soy sauce',
          was_running_out: false,
        }),
      ).server;
      expect((await names(cook)).sort()).toEqual(['Eggs', 'Soy Sauce']);
      expect((await staples(cook)).map((row) => row.name)).not.toContain('Soy Sauce');
      // Only a line the refresh added: a typed one is refused.
      const typed = (await cook.api.post<ShoppingItem>('/shopping-items', { name: 'tea' })).body;
      const refused = await zero.mutate(mutators.pantry.weHaveIt({ item_id: typed.id })).server;
      expect(refused.type).toBe('error');
      expect(await names(cook)).toContain('Tea');
    } finally {
      await zero.close();
    }
  });
});

describe('the pantry check', () => {
  it('asks about the week’s ingredients that are not staples; Yes keeps off, No adds', async () => {
    const cook = await familyWithStirFry('Checkers');
    const asked = await cook.api.get<PantryQuestion[]>('/pantry/check');
    expect(asked.body.map((q) => q.name).sort()).toEqual(['Eggs', 'Soy Sauce']);
    const zero = zeroFor(cook);
    try {
      const soy = asked.body.find((q) => q.name === 'Soy Sauce')!;
      const eggs = asked.body.find((q) => q.name === 'Eggs')!;
      await zero.mutate(
        mutators.pantry.answer({ ...soy, have: true, item_id: crypto.randomUUID() }),
      ).server;
      const no = { ...eggs, have: false, item_id: crypto.randomUUID() };
      await zero.mutate(mutators.pantry.answer(no)).server;
      expect(await names(cook)).toEqual(['Eggs']);
      expect((await itemNamed(cook, 'Eggs')).quantity).toBe('2');
      // The outbox sends the No again after the eggs were bought: nothing changes.
      await cook.api.patch(`/shopping-items/${no.item_id}`, { is_completed: true });
      const again = await zero.mutate(mutators.pantry.answer(no)).server;
      expect(again.type).toBe('success');
      expect((await items(cook)).map((item) => [item.name, item.is_completed])).toEqual([
        ['Eggs', true],
      ]);
      await cook.api.patch(`/shopping-items/${no.item_id}`, { is_completed: false });
      expect((await cook.api.get<PantryQuestion[]>('/pantry/check')).body).toEqual([]);
      // The refresh keeps this week's Yes off, and does not add the No a second time.
      await refresh(cook);
      expect(await names(cook)).toEqual(['Eggs']);
    } finally {
      await zero.close();
    }
  });
});

describe('staples across families', () => {
  it('a forged context sees, answers and changes nothing of another family', async () => {
    const victim = await familyWithStirFry('Victims');
    await refresh(victim);
    const soy = await itemNamed(victim, 'Soy Sauce');
    const forger = await newFamilyMember('Forgers', 'Fox');
    const before = await staples(victim);
    const forged = zeroFor(forger, {
      familyID: victim.session.family_id,
      familyUserID: victim.session.family_user_id,
    });
    try {
      await forged.mutate(mutators.pantry.weHaveIt({ item_id: soy.id })).server;
      await forged.mutate(mutators.pantry.removeStaple({ ingredient_key: 'salt' })).server;
      await forged.mutate(
        mutators.pantry.setRunningOut({
          ingredient_key: 'rice',
          running_out: true,
          item_id: crypto.randomUUID(),
        }),
      ).server;
      await forged.mutate(
        mutators.pantry.answer({
          ingredient_key: 'egg',
          name: 'Eggs',
          quantity: null,
          have: true,
          item_id: crypto.randomUUID(),
        }),
      ).server;
      await forged.mutate(mutators.pantry.addStaple({ name: 'Caviar' })).server;
      // Each landed in the forger's own family.
      await eventually(
        () => staples(forger),
        (rows) => rows.some((row) => row.name === 'Caviar'),
      );
      expect(await staples(victim)).toEqual(before);
      expect((await names(victim)).sort()).toEqual(['Eggs', 'Soy Sauce']);
      expect(
        await sql`SELECT 1 FROM pantry_answer WHERE family_id = ${victim.session.family_id}`,
      ).toHaveLength(0);
      const seen = await forged.run(queries.pantry.staples(), { type: 'complete' });
      expect(seen.map((row) => row.family_id)).toEqual(seen.map(() => forger.session.family_id));
      expect((await forger.api.get<PantryQuestion[]>('/pantry/check')).body).toEqual([]);
      expect(await names(forger)).toEqual(['Rice']);
    } finally {
      await forged.close();
    }
  });
});
