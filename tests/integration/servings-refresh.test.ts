// Servings on the server (docs/servings-and-recipe-import.md): a dish's servings and a meal's portions (counted from attendees, a
// child by age, or the cook's number) scale what Refresh from meals puts on the list, in the
// family's units; the settings are the caller's family's only.
import postgres from 'postgres';
import { describe, expect, inject, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { todayIn } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import type { Dish, ShoppingItem } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { zeroFor } from './support/zero-client.ts';
import { withoutStaples } from './support/no-staples.ts';

const sql = postgres(inject('databaseUrl'), { max: 2, onnotice: () => {} });

const today = todayIn('UTC');
const sixYearsAgo = `${Number(today.slice(0, 4)) - 6}${today.slice(4).replace('-02-29', '-02-28')}`;

async function quantities(member: Awaited<ReturnType<typeof newFamilyMember>>) {
  const refreshed = await member.api.post('/shopping-items/refresh-via-meals');
  expect(refreshed.status).toBe(200);
  const items = (await member.api.get<ShoppingItem[]>('/shopping-items')).body;
  return Object.fromEntries(items.map((item) => [item.name, item.quantity]));
}

describe('servings and portions', () => {
  it('buys a 4-serving recipe for 2 adults, a 6-year-old and a guest, or the cook’s number', async () => {
    const cook = await newFamilyMember('Portions', 'Pia');
    await withoutStaples(sql, cook);
    const partner = await cook.api.post<{ family_user_id: string }>('/family/users', {
      first_name: 'Paul',
      birthdate: '1984-05-05',
    });
    const child = await cook.api.post<{ family_user_id: string }>('/family/users', {
      first_name: 'Mia',
      birthdate: sixYearsAgo,
    });
    const dish = await cook.api.post<Dish>('/dishes', {
      name: 'Garlic Chicken',
      servings: 4,
      ingredients: ['2 cups rice', '4 cloves garlic', '1 lb chicken thighs'],
    });
    expect(dish.status).toBe(201);
    expect(dish.body.servings).toBe(4);
    const meal = await cook.api.post<MealResponse>('/meals', {
      meal_date: today,
      dish_ids: [dish.body.dish_id],
      attendees: [
        { family_user_id: cook.session.family_user_id },
        { family_user_id: partner.body.family_user_id },
        { family_user_id: child.body.family_user_id },
        { guest_name: 'Grandpa' },
      ],
    });
    expect(meal.status).toBe(201);
    expect(await quantities(cook)).toEqual({
      Rice: '1 3/4 cups',
      Garlic: '3 cloves',
      'Chicken Thighs': '14 oz',
    });

    const patched = await cook.api.patch(`/meals/${meal.body.meal_id}`, { portions: 8 });
    expect(patched.status).toBe(204);
    expect(await quantities(cook)).toEqual({
      Rice: '4 cups',
      Garlic: '8 cloves',
      'Chicken Thighs': '2 lb',
    });
  });

  it('writes the list in metric units for a metric family, and only for that family', async () => {
    const metric = await newFamilyMember('Metric', 'Mo');
    const other = await newFamilyMember('Imperial', 'Ida');
    await withoutStaples(sql, metric, other);
    const zero = zeroFor(metric);
    // A client of the other family claiming the metric family's context changes its own only.
    const forged = zeroFor(other, {
      familyID: metric.session.family_id,
      familyUserID: metric.session.family_user_id,
    });
    try {
      const set = zero.mutate(mutators.servings.updateSettings({ measurement_system: 'metric' }));
      expect((await set.server).type).toBe('success');
      const forgedSet = forged.mutate(mutators.servings.updateSettings({ portion_under_4: 1 }));
      await forgedSet.server;
    } finally {
      await zero.close();
      await forged.close();
    }
    const rows = await sql<{ id: string; measurement_system: string; portion_under_4: number }[]>`
      SELECT id, measurement_system, portion_under_4 FROM family
       WHERE id IN ${sql([metric.session.family_id, other.session.family_id])}`;
    const byID = new Map(rows.map((row) => [row.id, row]));
    expect(byID.get(metric.session.family_id)).toMatchObject({
      measurement_system: 'metric',
      portion_under_4: 0.25,
    });
    expect(byID.get(other.session.family_id)?.measurement_system).toBe('us');
    for (const member of [metric, other]) {
      const dish = await member.api.post<Dish>('/dishes', {
        name: 'Soup',
        servings: 2,
        // The recipe's own grams beside its cup are what a metric kitchen weighs.
        ingredients: ['2 cups stock', '1 lb potatoes', '1 cup (200 g) sugar'],
      });
      await member.api.post('/meals', {
        meal_date: today,
        dish_ids: [dish.body.dish_id],
        attendees: [{ family_user_id: member.session.family_user_id }, { guest_name: 'Al' }],
      });
    }
    expect(await quantities(metric)).toEqual({
      Stock: '473 ml',
      Potatoes: '454 g',
      Sugar: '200 g',
    });
    expect(await quantities(other)).toEqual({ Stock: '2 cups', Potatoes: '1 lb', Sugar: '1 cup' });
  });
});
