// Deleting a dish that meals use archives it: past meals, ratings and stats keep it, planned
// meals keep it too, and it leaves the library. A dish no meal used is deleted for good.
import { describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import type { FamilyStats } from '#domain/meals/family-stats.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

describe('DELETE /dishes/{id} of a dish in use', () => {
  it('archives it: history, ratings, stats and planned meals keep it; the library does not', async () => {
    const cook = await newFamilyMember('Archive', 'Ada');
    const make = async (name: string) => (await cook.api.post<Dish>('/dishes', { name })).body;
    const [chili, salad, unused] = [await make('Chili'), await make('Salad'), await make('Flan')];
    const today = todayIn('UTC');
    const past = (
      await cook.api.post<MealResponse>('/meals', {
        meal_date: addDays(today, -2),
        dish_ids: [chili.dish_id, salad.dish_id],
      })
    ).body;
    const planned = (
      await cook.api.post<MealResponse>('/meals', {
        meal_date: addDays(today, 3),
        dish_ids: [chili.dish_id],
      })
    ).body;
    await cook.api.post(`/meals/${past.meal_id}/ratings`, {
      ratings: [{ family_user_id: cook.session.family_user_id, rating: 5 }],
    });
    const statsBefore = (await cook.api.get<FamilyStats>('/family/stats')).body;

    expect((await cook.api.delete(`/dishes/${chili.dish_id}`)).status).toBe(204);
    expect((await cook.api.delete(`/dishes/${unused.dish_id}`)).status).toBe(204);

    // Gone from the library; the unused one is gone for good, the used one archived.
    const library = (await cook.api.get<Dish[]>('/dishes')).body;
    expect(library.map((d) => d.name)).toEqual(['Salad']);
    expect(await sql`SELECT 1 FROM dish WHERE dish_id = ${unused.dish_id}`).toHaveLength(0);
    const [archived] = await sql`SELECT archived_at FROM dish WHERE dish_id = ${chili.dish_id}`;
    expect(archived?.archived_at).toBeInstanceOf(Date);

    // The past meal keeps its dish and ratings; the planned one keeps its dish.
    const pastAfter = (await cook.api.get<MealResponse>(`/meals/${past.meal_id}`)).body;
    expect(pastAfter.dishes.map((d) => d.name)).toEqual(['Chili', 'Salad']);
    expect(pastAfter.rating_count).toBe(2);
    const plannedAfter = (await cook.api.get<MealResponse>(`/meals/${planned.meal_id}`)).body;
    expect(plannedAfter.dishes.map((d) => d.name)).toEqual(['Chili']);
    expect((await cook.api.get<FamilyStats>('/family/stats')).body).toEqual(statsBefore);
    // Its own page still answers (history links to it).
    expect((await cook.api.get<Dish>(`/dishes/${chili.dish_id}`)).body.name).toBe('Chili');

    // Through Zero: the library leaves it out, Top Dishes' list and the meals' query keep it.
    const zero = zeroFor(cook);
    try {
      await eventually(
        () => zero.run(queries.dishes.list(), { type: 'complete' }),
        (rows) => rows.length === 1,
      );
      const all = await zero.run(queries.dishes.withArchived(), { type: 'complete' });
      expect(all.map((d) => d.name)).toEqual(['Chili', 'Salad']);
      const users = await zero.run(queries.dishes.usedBy({ dish_id: chili.dish_id }), {
        type: 'complete',
      });
      expect(users.map((m) => m.meal_id)).toEqual([planned.meal_id, past.meal_id]);
    } finally {
      await zero.close();
    }
  });
});
