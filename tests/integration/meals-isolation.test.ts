// A second family sees and changes nothing of the first family's meals, ratings,
// leftovers and stats, through REST or through a Zero client that forges its context.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish } from '#schema';
import { ApiClient, newFamilyMember, newSignedInAccount } from './support/api-client.ts';
import { zeroFor } from './support/zero-client.ts';
import type { Member } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

let first: Member;
let second: Member;
let dish: Dish;
let meal: MealResponse;
const today = todayIn('UTC');

async function firstFamilyState() {
  const id = first.session.family_id;
  return {
    meals: await sql`SELECT * FROM meal WHERE family_id = ${id} ORDER BY meal_id`,
    dishes: await sql`SELECT * FROM meal_dish WHERE family_id = ${id} ORDER BY meal_id, dish_id`,
    attendees: await sql`SELECT * FROM meal_attendee WHERE family_id = ${id} ORDER BY attendee_id`,
    ratings: await sql`SELECT * FROM dish_rating WHERE family_id = ${id} ORDER BY meal_id, dish_id`,
  };
}

beforeAll(async () => {
  first = await newFamilyMember('Private', 'Pia');
  second = await newFamilyMember('Nosy', 'Ned');
  dish = (await first.api.post<Dish>('/dishes', { name: 'Secret Curry' })).body;
  meal = (
    await first.api.post<MealResponse>('/meals', {
      meal_date: today,
      dish_ids: [dish.dish_id],
      attendees: [{ family_user_id: first.session.family_user_id }, { guest_name: 'Gus' }],
    })
  ).body;
  await first.api.post('/meals', {
    meal_date: addDays(today, 1),
    who_is_cooking: 'Leftovers',
    dish_ids: [dish.dish_id],
  });
  await first.api.post('/dishes/ratings', {
    meal_id: meal.meal_id,
    dish_id: dish.dish_id,
    rating: 5,
  });
});

describe('REST', () => {
  it('answers nobody without a session, and asks a member without a family to set one up', async () => {
    const anonymous = new ApiClient();
    for (const path of [
      '/meals',
      '/dishes/unrated-recent',
      '/family/stats',
      `/meals/${meal.meal_id}`,
    ])
      expect((await anonymous.get(path)).status).toBe(401);
    expect((await anonymous.post('/meals', { meal_date: today })).status).toBe(401);
    const { api: loner } = await newSignedInAccount();
    expect((await loner.get('/meals')).status).toBe(409);
    expect((await loner.post('/meals', { meal_date: today })).status).toBe(409);
  });

  it('reads nothing of another family', async () => {
    for (const period of ['NEXT_7_DAYS', 'THIS_WEEK', 'NEXT_WEEK'])
      expect((await second.api.get(`/meals?period=${period}`)).body).toEqual([]);
    expect((await second.api.get(`/meals/${meal.meal_id}`)).status).toBe(404);
    expect((await second.api.get(`/dishes/leftovers?date=${addDays(today, 1)}`)).body).toEqual([]);
    expect((await second.api.get('/dishes/unrated-recent')).body).toEqual([]);
    expect((await second.api.get('/family/stats')).body).toEqual({
      meals_planned: 0,
      average_dish_rating: 0,
      ai_recommendations: 0,
    });
  });

  it('changes nothing of another family', async () => {
    const before = await firstFamilyState();
    const id = meal.meal_id;
    expect((await second.api.patch(`/meals/${id}`, { notes: 'mine' })).status).toBe(404);
    expect((await second.api.delete(`/meals/${id}`)).status).toBe(404);
    expect(
      (await second.api.post('/dishes/ratings', { meal_id: id, dish_id: dish.dish_id, rating: 1 }))
        .status,
    ).toBe(404);
    expect(
      (
        await second.api.post(`/meals/${id}/ratings`, {
          ratings: [{ family_user_id: second.session.family_user_id, rating: 1 }],
        })
      ).status,
    ).toBe(404);
    // Their own meal may not point at this family's dish or members.
    expect(
      (await second.api.post('/meals', { meal_date: today, dish_ids: [dish.dish_id] })).status,
    ).toBe(400);
    expect(
      (
        await second.api.post('/meals', {
          meal_date: today,
          attendees: [{ family_user_id: first.session.family_user_id }],
        })
      ).status,
    ).toBe(400);
    expect(await firstFamilyState()).toEqual(before);
  });
});

describe('Zero', () => {
  it('a client forging the first family’s context sees and changes nothing of it', async () => {
    const before = await firstFamilyState();
    const forged = zeroFor(second, {
      familyID: first.session.family_id, // a lie: the server uses the session's family
      familyUserID: first.session.family_user_id,
    });
    try {
      const range = { from: addDays(today, -30), to: addDays(today, 30) };
      expect(await forged.run(queries.meals.between(range), { type: 'complete' })).toEqual([]);
      expect(await forged.run(queries.ratings.byMember(), { type: 'complete' })).toEqual([]);
      expect(
        await forged.run(queries.meals.byId({ meal_id: meal.meal_id }), { type: 'complete' }),
      ).toBeUndefined();

      const attempts = [
        mutators.meal.update({ meal_id: meal.meal_id, notes: 'stolen' }),
        mutators.meal.delete({ meal_id: meal.meal_id }),
        mutators.meal.create({ meal_id: meal.meal_id, meal_date: today }),
        mutators.meal.create({
          meal_id: crypto.randomUUID(),
          meal_date: today,
          dish_ids: [dish.dish_id],
        }),
        mutators.rating.rateDish({ meal_id: meal.meal_id, dish_id: dish.dish_id, rating: 1 }),
        mutators.rating.rateMeal({
          meal_id: meal.meal_id,
          ratings: [{ family_user_id: first.session.family_user_id!, rating: 1 }],
        }),
      ];
      // A delete or rating of a meal the caller's family does not have is a quiet no-op
      // through Zero, as for a meal deleted meanwhile (replay-safe.ts); an update (whose
      // refusal the meal dialog shows) and creates are refused.
      const outcomes = [];
      for (const attempt of attempts) outcomes.push((await forged.mutate(attempt).server).type);
      expect(outcomes).toEqual(['error', 'success', 'error', 'error', 'success', 'success']);
    } finally {
      await forged.close();
    }
    expect(await firstFamilyState()).toEqual(before);
  });
});
