// Family Stats' counts (family_stat, kept by triggers in migrations/020) follow every way
// meals, ratings and accepted suggestions change, reach the family's devices through
// Zero, and reach no other family's, not even a client that forges the family id.
import { describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import type { FamilyStats } from '#domain/meals/family-stats.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { ratedMealSeenByTwoFamilies } from './support/rated-meal.ts';
import { eventually } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

/** The counts recomputed from the rows themselves, to compare with the kept ones. */
async function recount(familyID: string) {
  const [row] = await sql<{ meals: number; ratings: number; total: number; accepted: number }[]>`
    SELECT (SELECT count(*)::int FROM meal WHERE family_id = ${familyID}) AS meals,
           (SELECT count(*)::int FROM dish_rating WHERE family_id = ${familyID}) AS ratings,
           (SELECT coalesce(sum(rating), 0)::int FROM dish_rating
             WHERE family_id = ${familyID}) AS total,
           (SELECT count(*)::int FROM suggestion_event
             WHERE family_id = ${familyID} AND kind = 'accepted') AS accepted`;
  return row!;
}

async function kept(familyID: string) {
  const [row] = await sql`SELECT meal_count AS meals, rating_count AS ratings,
                                 rating_sum AS total, accepted_suggestion_count AS accepted
                            FROM family_stat WHERE family_id = ${familyID}`;
  return row;
}

describe('family_stat', () => {
  it('counts meals, ratings (new, changed, removed with their meal) and accepted suggestions', async () => {
    const family = await newFamilyMember('Counted', 'Cy');
    const familyID = family.session.family_id;
    expect(await kept(familyID)).toEqual({ meals: 0, ratings: 0, total: 0, accepted: 0 });
    const dish = (await family.api.post<Dish>('/dishes', { name: 'Soup' })).body;
    const day = todayIn('UTC');
    const first = (
      await family.api.post<MealResponse>('/meals', { meal_date: day, dish_ids: [dish.dish_id] })
    ).body;
    const second = (
      await family.api.post<MealResponse>('/meals', {
        meal_date: addDays(day, -1),
        dish_ids: [dish.dish_id],
      })
    ).body;
    const rate = (meal_id: string, rating: number) =>
      family.api.post('/dishes/ratings', { meal_id, dish_id: dish.dish_id, rating });
    await rate(first.meal_id, 5);
    await rate(second.meal_id, 2);
    await rate(first.meal_id, 3); // changes the rating, adds none
    await sql`INSERT INTO suggestion_event (event_id, family_id, kind, source, meal_date)
              VALUES (${crypto.randomUUID()}, ${familyID}, 'accepted', 'planning', ${day}),
                     (${crypto.randomUUID()}, ${familyID}, 'shown', 'planning', ${day})`;
    expect(await kept(familyID)).toEqual({ meals: 2, ratings: 2, total: 5, accepted: 1 });
    expect((await family.api.get<FamilyStats>('/family/stats')).body).toEqual({
      meals_planned: 2,
      average_dish_rating: 2.5,
      ai_recommendations: 1,
    });

    // Deleting a meal takes its ratings with it.
    expect((await family.api.delete(`/meals/${second.meal_id}`)).status).toBe(204);
    expect(await kept(familyID)).toEqual({ meals: 1, ratings: 1, total: 3, accepted: 1 });
    expect(await kept(familyID)).toEqual(await recount(familyID));
    const [dishCounts] = await sql`SELECT rating_count, rating_sum FROM dish_stat
                                    WHERE dish_id = ${dish.dish_id}`;
    expect(dishCounts).toEqual({ rating_count: 1, rating_sum: 3 });
    const listed = (await family.api.get<Array<Dish & { average_rating: number }>>('/dishes')).body;
    expect(listed.map((d) => [d.name, d.average_rating])).toEqual([['Soup', 3]]);
  });

  it('reaches the family’s devices through Zero and no other family’s', async () => {
    const { first, dish, own, forged, close } = await ratedMealSeenByTwoFamilies(['Seen', 'Other']);
    try {
      const seen = await eventually(
        () => own.run(queries.familyStats.current(), { type: 'complete' }),
        (row) => row?.meal_count === 1,
      );
      expect(seen?.family_id).toBe(first.session.family_id);
      const dishCounts = await eventually(
        () => own.run(queries.dishes.ratingStats(), { type: 'complete' }),
        (rows) => rows.length === 1,
      );
      expect(dishCounts[0]).toMatchObject({
        dish_id: dish.dish_id,
        rating_count: 1,
        rating_sum: 4,
      });
      // The server answers with the caller's real family, which the forged id filters
      // away: the forger holds no row of the first family.
      const theirs = await forged.run(queries.familyStats.current(), { type: 'complete' });
      expect(theirs).toBeUndefined();
      const theirDishes = await forged.run(queries.dishes.ratingStats(), { type: 'complete' });
      expect(theirDishes).toEqual([]);
    } finally {
      await close();
    }
  });
});
