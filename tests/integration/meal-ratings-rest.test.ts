// Leftovers, unrated-recent, ratings (dish and whole meal) and family stats, over REST.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import type { FamilyStats } from '#domain/meals/family-stats.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import type { UnratedRecentItem } from '#domain/ratings/unrated-recent.ts';
import type { Dish } from '#schema';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { addChild, joinFamily, setTimeZone, type Member } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';

type RatedDish = Dish & { average_rating: number | null; rating_count: number };

const sql = testDatabase();

const ZONE = 'America/Los_Angeles';
let parent: Member;
let partner: Member;
let kid: string;
let dishes: Record<'soup' | 'bread' | 'stew' | 'pie', Dish>;
let today: string;

beforeAll(async () => {
  parent = await newFamilyMember('Ratings', 'Rae');
  await setTimeZone(sql, parent, ZONE);
  partner = await joinFamily(sql, parent, 'Rob');
  kid = await addChild(sql, parent, 'Kai', '2019-01-01');
  today = todayIn(ZONE);
  const make = async (name: string) => (await parent.api.post<Dish>('/dishes', { name })).body;
  dishes = {
    soup: await make('Soup'),
    bread: await make('Bread'),
    stew: await make('Stew'),
    pie: await make('Pie'),
  };
});

const meal = async (body: Record<string, unknown>) =>
  (await parent.api.post<MealResponse>('/meals', body)).body;

describe('GET /dishes/leftovers?date=', () => {
  it('offers the dishes of home-cooked meals of the four days before the date', async () => {
    const day = addDays(today, 30);
    await meal({ meal_date: addDays(day, -1), dish_ids: [dishes.soup.dish_id] });
    await meal({ meal_date: addDays(day, -4), dish_ids: [dishes.bread.dish_id] });
    await meal({ meal_date: addDays(day, -5), dish_ids: [dishes.pie.dish_id] });
    await meal({ meal_date: day, dish_ids: [dishes.stew.dish_id] });
    await meal({ meal_date: addDays(day, -2), who_is_cooking: 'Take Out' });
    await meal({
      meal_date: addDays(day, -2),
      who_is_cooking: 'Leftovers',
      dish_ids: [dishes.soup.dish_id],
    });
    const { body } = await parent.api.get<Dish[]>(`/dishes/leftovers?date=${day}`);
    expect(body.map((d) => d.name)).toEqual(['Soup', 'Bread']);
    expect((await parent.api.get('/dishes/leftovers')).status).toBe(400);
    expect((await parent.api.get('/dishes/leftovers?date=2025-13-01')).status).toBe(400);
  });
});

describe('ratings', () => {
  it('lists the caller’s unrated dishes of the last week until rated', async () => {
    const family = await newFamilyMember('Unrated', 'Uma');
    await setTimeZone(sql, family, ZONE);
    const make = async (name: string) => (await family.api.post<Dish>('/dishes', { name })).body;
    const [a, b, c] = [await make('A dish'), await make('B dish'), await make('C dish')];
    const post = (body: Record<string, unknown>) =>
      family.api.post<MealResponse>('/meals', body).then((r) => r.body);
    const tonight = await post({ meal_date: today, dish_ids: [a.dish_id, b.dish_id] });
    await post({ meal_date: addDays(today, -3), dish_ids: [c.dish_id] });
    await post({ meal_date: addDays(today, -7), dish_ids: [c.dish_id] });
    await post({ meal_date: addDays(today, 1), dish_ids: [c.dish_id] });
    await post({ meal_date: today, who_is_cooking: 'Leftovers', dish_ids: [c.dish_id] });

    const unrated = async () =>
      (await family.api.get<UnratedRecentItem[]>('/dishes/unrated-recent')).body;
    expect((await unrated()).map((i) => [i.name, i.meal_date])).toEqual([
      ['A dish', today],
      ['B dish', today],
      ['C dish', addDays(today, -3)],
    ]);
    const rate = await family.api.post('/dishes/ratings', {
      meal_id: tonight.meal_id,
      dish_id: a.dish_id,
      rating: 5,
    });
    expect(rate.status).toBe(204);
    expect((await unrated()).map((i) => i.name)).toEqual(['B dish', 'C dish']);
    const { body: rated } = await family.api.get<RatedDish>(`/dishes/${a.dish_id}`);
    expect(rated).toMatchObject({ average_rating: 5, rating_count: 1 });
  });

  it('refuses bad ratings with clear messages', async () => {
    const tonight = await meal({ meal_date: today, dish_ids: [dishes.soup.dish_id] });
    const future = await meal({ meal_date: addDays(today, 2), dish_ids: [dishes.soup.dish_id] });
    const post = (body: Record<string, unknown>) =>
      parent.api.post<ErrorBody>('/dishes/ratings', {
        meal_id: tonight.meal_id,
        dish_id: dishes.soup.dish_id,
        rating: 3,
        ...body,
      });
    expect((await post({ rating: 0 })).status).toBe(400);
    expect((await post({ rating: 6 })).status).toBe(400);
    expect((await post({ rating: 2.5 })).status).toBe(400);
    expect((await post({ dish_id: dishes.pie.dish_id })).body.error.message).toBe(
      'This dish is not part of that meal.',
    );
    expect((await post({ meal_id: 'no-such-meal' })).status).toBe(404);
    expect((await post({ meal_id: future.meal_id })).body.error.code).toBe('MEAL_NOT_YET_RATEABLE');
    const forPartner = await post({ family_user_id: partner.session.family_user_id });
    expect(forPartner.status).toBe(403);
    expect(forPartner.body.error.code).toBe('RATING_NOT_ALLOWED');
    expect(await sql`SELECT 1 FROM dish_rating WHERE meal_id = ${tonight.meal_id}`).toEqual([]);
  });

  it('rates a whole meal for several members; averages follow everywhere', async () => {
    const dinner = await meal({
      meal_date: addDays(today, -1),
      dish_ids: [dishes.stew.dish_id, dishes.bread.dish_id],
    });
    const path = `/meals/${dinner.meal_id}/ratings`;
    const none = await parent.api.post<ErrorBody>(path, {
      ratings: [
        { family_user_id: parent.session.family_user_id, rating: 0 },
        { family_user_id: kid, rating: 0 },
      ],
    });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('At least one family member should rate this meal.');
    expect((await parent.api.post(path, { ratings: [], notes: 'x' })).status).toBe(400);

    // The parent rates for themself and for the child without an account.
    const saved = await parent.api.post(path, {
      ratings: [
        { family_user_id: parent.session.family_user_id, rating: 4 },
        { family_user_id: kid, rating: 5 },
      ],
      notes: ' Kai loved the bread ',
    });
    expect(saved.status).toBe(204);
    // The partner rates only for themself.
    expect(
      (
        await partner.api.post(path, {
          ratings: [{ family_user_id: partner.session.family_user_id, rating: 2 }],
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await partner.api.post(path, {
          ratings: [{ family_user_id: parent.session.family_user_id, rating: 1 }],
        })
      ).status,
    ).toBe(403);

    const rows = await sql`SELECT family_user_id, rating, notes, rated_by FROM dish_rating
                           WHERE meal_id = ${dinner.meal_id} AND dish_id = ${dishes.stew.dish_id}
                           ORDER BY rating`;
    expect(rows).toEqual([
      {
        family_user_id: partner.session.family_user_id,
        rating: 2,
        notes: null,
        rated_by: partner.session.user_id,
      },
      {
        family_user_id: parent.session.family_user_id,
        rating: 4,
        notes: 'Kai loved the bread',
        rated_by: parent.session.user_id,
      },
      {
        family_user_id: kid,
        rating: 5,
        notes: 'Kai loved the bread',
        rated_by: parent.session.user_id,
      },
    ]);
    const { body: rated } = await parent.api.get<MealResponse>(`/meals/${dinner.meal_id}`);
    expect(rated).toMatchObject({ rating: 3.7, rating_count: 6 });
    const { body: library } = await parent.api.get<RatedDish[]>('/dishes');
    expect(library.find((d) => d.name === 'Stew')).toMatchObject({
      average_rating: 3.7,
      rating_count: 3,
    });
    expect(library.find((d) => d.name === 'Pie')).toMatchObject({
      average_rating: null,
      rating_count: 0,
    });
  });
});

describe('GET /family/stats', () => {
  it('counts the family’s meals and averages its ratings; AI suggestions are 0 until counted', async () => {
    const family = await newFamilyMember('Stats', 'Sol');
    const empty = await family.api.get<FamilyStats>('/family/stats');
    expect(empty.body).toEqual({ meals_planned: 0, average_dish_rating: 0, ai_recommendations: 0 });
    const d = (await family.api.post<Dish>('/dishes', { name: 'Rice' })).body;
    const day = todayIn('UTC');
    const m = (
      await family.api.post<MealResponse>('/meals', { meal_date: day, dish_ids: [d.dish_id] })
    ).body;
    await family.api.post('/meals', { meal_date: addDays(day, 3), who_is_cooking: 'Go Out' });
    await family.api.post('/dishes/ratings', { meal_id: m.meal_id, dish_id: d.dish_id, rating: 4 });
    const child = await addChild(sql, family, 'Tot', '2023-01-01');
    await family.api.post('/dishes/ratings', {
      meal_id: m.meal_id,
      dish_id: d.dish_id,
      rating: 1,
      family_user_id: child,
    });
    const { body } = await family.api.get<FamilyStats>('/family/stats');
    expect(body).toEqual({ meals_planned: 2, average_dish_rating: 2.5, ai_recommendations: 0 });
  });
});
