// What the planning page's suggestions read instead of the whole history (member_dish_stat
// and dish_served, kept by triggers in migrations/022) follows every way meals and ratings
// change, reaches the family's devices through Zero, and reaches no other family's.
import { describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { ratedMealSeenByTwoFamilies } from './support/rated-meal.ts';
import { eventually } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

/** The kept rows and the same figures recomputed from the meals and ratings themselves. */
async function keptAndRecounted(familyID: string) {
  const kept = {
    ratings: await sql`SELECT dish_id, family_user_id, rating_count, rating_sum
                         FROM member_dish_stat WHERE family_id = ${familyID}
                        ORDER BY dish_id, family_user_id`,
    served: await sql`SELECT dish_id, last_served_on FROM dish_served
                       WHERE family_id = ${familyID} ORDER BY dish_id`,
  };
  const recounted = {
    ratings: await sql`SELECT dish_id, family_user_id, count(*)::int AS rating_count,
                              sum(rating)::int AS rating_sum
                         FROM dish_rating WHERE family_id = ${familyID}
                        GROUP BY dish_id, family_user_id ORDER BY dish_id, family_user_id`,
    served: await sql`SELECT md.dish_id, max(m.meal_date) AS last_served_on
                        FROM meal_dish md JOIN meal m ON m.meal_id = md.meal_id
                       WHERE md.family_id = ${familyID} GROUP BY md.dish_id ORDER BY md.dish_id`,
  };
  return { kept, recounted };
}

describe('suggestion stats', () => {
  it('follow new, changed and removed ratings, moved and deleted meals', async () => {
    const family = await newFamilyMember('Summed', 'Sam');
    const familyID = family.session.family_id;
    const me = family.session.family_user_id;
    const soup = (await family.api.post<Dish>('/dishes', { name: 'Soup' })).body;
    const pie = (await family.api.post<Dish>('/dishes', { name: 'Pie' })).body;
    const today = todayIn('UTC');
    const meal = async (date: string, dishes: Dish[]) =>
      (
        await family.api.post<MealResponse>('/meals', {
          meal_date: date,
          dish_ids: dishes.map((dish) => dish.dish_id),
        })
      ).body;
    const rate = (meal_id: string, dish: Dish, rating: number) =>
      family.api.post('/dishes/ratings', { meal_id, dish_id: dish.dish_id, rating });

    const longAgo = await meal(addDays(today, -400), [soup, pie]);
    const lastWeek = await meal(addDays(today, -7), [soup]);
    const planned = await meal(addDays(today, 3), [pie]);
    await rate(longAgo.meal_id, soup, 2);
    await rate(lastWeek.meal_id, soup, 5);
    await rate(longAgo.meal_id, pie, 4);
    await rate(lastWeek.meal_id, soup, 4); // changed, not added

    let { kept, recounted } = await keptAndRecounted(familyID);
    expect(kept).toEqual(recounted);
    expect(kept.ratings).toContainEqual({
      dish_id: soup.dish_id,
      family_user_id: me,
      rating_count: 2,
      rating_sum: 6,
    });
    expect(kept.served).toContainEqual({
      dish_id: pie.dish_id,
      last_served_on: addDays(today, 3),
    });

    // The planned pie moves back a week; last week's meal (and its rating) goes.
    const moved = await family.api.patch(`/meals/${planned.meal_id}`, {
      meal_date: addDays(today, -10),
    });
    expect(moved.status).toBe(204);
    expect((await family.api.delete(`/meals/${lastWeek.meal_id}`)).status).toBe(204);
    ({ kept, recounted } = await keptAndRecounted(familyID));
    expect(kept).toEqual(recounted);
    expect(kept.served).toEqual(
      [
        { dish_id: soup.dish_id, last_served_on: addDays(today, -400) },
        { dish_id: pie.dish_id, last_served_on: addDays(today, -10) },
      ].sort((a, b) => a.dish_id.localeCompare(b.dish_id)),
    );
    expect(kept.ratings).toContainEqual({
      dish_id: soup.dish_id,
      family_user_id: me,
      rating_count: 1,
      rating_sum: 2,
    });

    // A meal with no rating left leaves no row behind.
    expect((await family.api.delete(`/meals/${longAgo.meal_id}`)).status).toBe(204);
    ({ kept, recounted } = await keptAndRecounted(familyID));
    expect(kept).toEqual(recounted);
    expect(kept.ratings).toEqual([]);
  });

  it('reach the family’s devices through Zero and no other family’s', async () => {
    const { dish, meal, own, forged, close } = await ratedMealSeenByTwoFamilies([
      'Planned',
      'Elsewhere',
    ]);
    try {
      const totals = await eventually(
        () => own.run(queries.ratings.byMember(), { type: 'complete' }),
        (rows) => rows.length === 1,
      );
      expect(totals[0]).toMatchObject({ dish_id: dish.dish_id, rating_count: 1, rating_sum: 4 });
      const served = await eventually(
        () => own.run(queries.dishes.lastServed(), { type: 'complete' }),
        (rows) => rows.length === 1,
      );
      expect(served[0]).toMatchObject({ dish_id: dish.dish_id, last_served_on: meal.meal_date });
      expect(await forged.run(queries.ratings.byMember(), { type: 'complete' })).toEqual([]);
      expect(await forged.run(queries.dishes.lastServed(), { type: 'complete' })).toEqual([]);
      const window = { from: addDays(todayIn('UTC'), -60) };
      expect(await forged.run(queries.meals.linksFrom(window), { type: 'complete' })).toEqual([]);
    } finally {
      await close();
    }
  });
});
