// POST /shopping-items/refresh-via-meals against real meals and dishes: the upcoming Home
// Cooked meals' ingredients become merged items with aisles and dishes; refreshing again
// duplicates nothing and keeps what people added, edited or checked; other families' meals
// and lists are untouched.
import { describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import type { Dish, ShoppingItem } from '#schema';
import { ApiClient, newFamilyMember } from './support/api-client.ts';
import { withoutStaples } from './support/no-staples.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

type Listed = ShoppingItem & { dishes: Dish[] };
type Member = Awaited<ReturnType<typeof newFamilyMember>>;

const today = todayIn('UTC');

async function dishWith(member: Member, name: string, ingredients: string[]) {
  const created = await member.api.post<Dish>('/dishes', { name, ingredients });
  expect(created.status).toBe(201);
  return created.body;
}

async function plan(member: Member, day: string, dishes: Dish[], who = 'Home Cooked') {
  const created = await member.api.post<MealResponse>('/meals', {
    meal_date: day,
    who_is_cooking: who,
    dish_ids: dishes.map((dish) => dish.dish_id),
  });
  expect(created.status).toBe(201);
  return created.body;
}

const refresh = (member: Member) =>
  member.api.post<{ added: number; updated: number; removed: number }>(
    '/shopping-items/refresh-via-meals',
  );

async function list(member: Member) {
  const items = (await member.api.get<Listed[]>('/shopping-items')).body;
  return Object.fromEntries(
    items.map((item) => [
      item.name,
      {
        quantity: item.quantity,
        department: item.department,
        is_completed: item.is_completed,
        dishes: item.dishes.map((dish) => dish.name).sort(),
      },
    ]),
  );
}

describe('refresh-via-meals', () => {
  it('turns the ingredients of upcoming home-cooked meals into merged, shelved items', async () => {
    const cook = await newFamilyMember('Cooks', 'Cal');
    await withoutStaples(sql, cook);
    const chili = await dishWith(cook, 'Chili', [
      '2 onions, diced',
      '1 lb ground beef',
      '1 (14 oz) can diced tomatoes',
      '3 cloves garlic, minced',
      'Salt and pepper to taste',
    ]);
    const salad = await dishWith(cook, 'Salad', ['1 onion', '2 tbsp olive oil', '1/2 tsp salt']);
    const pancakes = await dishWith(cook, 'Pancakes', ['1 cup milk', '2 eggs']);
    const pizza = await dishWith(cook, 'Old Pizza', ['1 ball dough']);
    await plan(cook, today, [chili, salad]);
    await plan(cook, addDays(today, 2), [pancakes]);
    await plan(cook, addDays(today, 6), [pancakes]);
    // Not shopped for: past, too far ahead, or not cooked at home.
    await plan(cook, addDays(today, -1), [pizza]);
    await plan(cook, addDays(today, 7), [pizza]);
    await plan(cook, addDays(today, 1), [pizza], 'Leftovers');

    const refreshed = await refresh(cook);
    expect(refreshed).toEqual({ status: 200, body: { added: 9, updated: 0, removed: 0 } });
    expect(await list(cook)).toEqual({
      Onions: {
        quantity: '3',
        department: 'Produce',
        is_completed: false,
        dishes: ['Chili', 'Salad'],
      },
      'Ground Beef': {
        quantity: '1 lb',
        department: 'Meat & Fish',
        is_completed: false,
        dishes: ['Chili'],
      },
      'Diced Tomatoes': {
        quantity: '1 can',
        department: 'Pantry',
        is_completed: false,
        dishes: ['Chili'],
      },
      Garlic: {
        quantity: '3 cloves',
        department: 'Produce',
        is_completed: false,
        dishes: ['Chili'],
      },
      Salt: {
        quantity: '1/2 tsp',
        department: 'Pantry',
        is_completed: false,
        dishes: ['Chili', 'Salad'],
      },
      Pepper: { quantity: null, department: 'Pantry', is_completed: false, dishes: ['Chili'] },
      'Olive Oil': {
        quantity: '2 tbsp',
        department: 'Pantry',
        is_completed: false,
        dishes: ['Salad'],
      },
      Milk: { quantity: '2 cups', department: 'Dairy', is_completed: false, dishes: ['Pancakes'] },
      Eggs: { quantity: '4', department: 'Dairy', is_completed: false, dishes: ['Pancakes'] },
    });
  });

  it('never duplicates, keeps what people added, edited or checked, and follows the plan', async () => {
    const cook = await newFamilyMember('Planners', 'Pat');
    const soup = await dishWith(cook, 'Soup', ['2 carrots', '1 onion', '1 cup milk', '1 leek']);
    const meal = await plan(cook, addDays(today, 1), [soup]);
    await cook.api.post('/shopping-items', { name: 'milk', quantity: '1 gallon' });
    await cook.api.post('/shopping-items', { name: 'birthday candles' });

    expect((await refresh(cook)).body).toEqual({ added: 3, updated: 0, removed: 0 });
    expect((await refresh(cook)).body).toEqual({ added: 0, updated: 0, removed: 0 });
    let items = (await cook.api.get<Listed[]>('/shopping-items')).body;
    expect(items.map((item) => item.name).sort()).toEqual([
      'Birthday Candles',
      'Carrots',
      'Leek',
      'Milk',
      'Onion',
    ]);
    const byName = (name: string) => items.find((item) => item.name === name)!;
    expect(byName('Milk').quantity).toBe('1 gallon');

    // Carrots checked, the leek renamed by hand: both are the person's now.
    await cook.api.patch(`/shopping-items/${byName('Carrots').id}`, { is_completed: true });
    await cook.api.patch(`/shopping-items/${byName('Leek').id}`, {
      name: 'Leeks',
      quantity: '2 big ones',
    });
    // The plan changes: the soup needs more onion; then the meal is dropped.
    await cook.api.patch(`/dishes/${soup.dish_id}`, {
      ingredients: ['2 carrots', '3 onions', '1 cup milk', '1 leek'],
    });
    expect((await refresh(cook)).body).toEqual({ added: 0, updated: 1, removed: 0 });
    expect((await list(cook)).Onions).toEqual({
      quantity: '3',
      department: 'Produce',
      is_completed: false,
      dishes: ['Soup'],
    });

    expect((await cook.api.delete(`/meals/${meal.meal_id}`)).status).toBe(204);
    expect((await refresh(cook)).body).toEqual({ added: 0, updated: 0, removed: 1 });
    items = (await cook.api.get<Listed[]>('/shopping-items')).body;
    expect(items.map((item) => [item.name, item.is_completed]).sort()).toEqual([
      ['Birthday Candles', false],
      ['Carrots', true],
      ['Leeks', false],
      ['Milk', false],
    ]);
  });

  it('adds each ingredient once when two refreshes run at the same moment', async () => {
    const cook = await newFamilyMember('Racers', 'Rae');
    const stew = await dishWith(cook, 'Stew', ['1 lb beef', '3 potatoes', '2 carrots']);
    await plan(cook, today, [stew]);
    const results = await Promise.all([refresh(cook), refresh(cook), refresh(cook)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const items = (await cook.api.get<Listed[]>('/shopping-items')).body;
    expect(items.map((item) => item.name).sort()).toEqual(['Beef', 'Carrots', 'Potatoes']);
    expect(items.every((item) => item.dishes.length === 1)).toBe(true);
  });

  it('shops for the caller’s own family only', async () => {
    const first = await newFamilyMember('First', 'Fay');
    const second = await newFamilyMember('Second', 'Sid');
    const secret = await dishWith(first, 'Secret Sauce', ['1 jar truffle paste']);
    await plan(first, today, [secret]);
    await first.api.post('/shopping-items', { name: 'first family milk' });

    expect((await refresh(second)).body).toEqual({ added: 0, updated: 0, removed: 0 });
    expect(await list(second)).toEqual({});
    expect(Object.keys(await list(first))).toEqual(['First Family Milk']);

    // A meal of the second family naming the first family's dish gets nothing from it.
    const borrowed = await second.api.post('/meals', {
      meal_date: today,
      dish_ids: [secret.dish_id],
    });
    expect(borrowed.status).toBeGreaterThanOrEqual(400);
    await refresh(second);
    expect(await list(second)).toEqual({});
  });

  it('needs a session and a family', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.post('/shopping-items/refresh-via-meals')).status).toBe(401);
  });
});
