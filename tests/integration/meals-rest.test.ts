// /meals: the payload of docs/spec.md §3, its rules (docs/spec.md §5), the periods, and the family's time zone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn, weekRange } from '#domain/time/family-dates.ts';
import type { Dish } from '#schema';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { addChild, setTimeZone, type Member } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

let cook: Member;
let tacos: Dish;
let salad: Dish;
let child: string;
const ZONE = 'Pacific/Kiritimati'; // UTC+14: its "today" is rarely the server's
let today: string;

beforeAll(async () => {
  cook = await newFamilyMember('Meals', 'Mia');
  await setTimeZone(sql, cook, ZONE);
  today = todayIn(ZONE);
  tacos = (await cook.api.post<Dish>('/dishes', { name: 'Tacos' })).body;
  salad = (await cook.api.post<Dish>('/dishes', { name: 'Salad', type: 'Side' })).body;
  child = await addChild(sql, cook, 'Kit', '2020-05-01');
});

const create = (body: unknown) => cook.api.post<MealResponse>('/meals', body);

describe('POST /meals', () => {
  it('saves a meal with its dishes in order, member and guest attendees, and the defaults', async () => {
    const { status, body } = await create({
      meal_date: today,
      dish_ids: [salad.dish_id, tacos.dish_id],
      attendees: [
        { family_user_id: cook.session.family_user_id },
        { family_user_id: child },
        { guest_name: '  Grandma Jo ' },
      ],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      meal_date: today,
      meal_type: 'Dinner',
      who_is_cooking: 'Home Cooked',
      source: 'Manual',
      notes: null,
      rating: null,
      rating_count: 0,
    });
    expect(body.dishes.map((d) => d.name)).toEqual(['Salad', 'Tacos']);
    expect(body.attendees.map((a) => a.first_name ?? a.guest_name)).toEqual([
      'Mia',
      'Kit',
      'Grandma Jo',
    ]);
  });

  it('sends no dishes for cook options without them, and keeps a given source', async () => {
    const { body } = await create({
      meal_date: today,
      who_is_cooking: 'Take Out',
      meal_type: 'Lunch',
      source: 'AI',
      notes: ' pizza place ',
      dish_ids: [tacos.dish_id],
    });
    expect(body).toMatchObject({ who_is_cooking: 'Take Out', source: 'AI', notes: 'pizza place' });
    expect(body.dishes).toEqual([]);
  });

  it('refuses bad input in the spec words and saves nothing', async () => {
    const before = await sql`SELECT count(*)::int AS n FROM meal`;
    const expectError = async (body: unknown, status: number, message?: string | RegExp) => {
      const response = await cook.api.post<ErrorBody>('/meals', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (message) expect(response.body.error.message).toMatch(message);
    };
    await expectError(
      { meal_date: today, who_is_cooking: 'Leftovers' },
      400,
      'Please add at least one dish when making leftovers',
    );
    await expectError(
      { meal_date: today, attendees: [{ guest_name: '   ' }] },
      400,
      'Guest name cannot be blank.',
    );
    await expectError({ meal_date: '2025-02-30' }, 400, /real date/);
    await expectError({ meal_date: 'tomorrow' }, 400);
    await expectError({}, 400, /meal_date/);
    await expectError({ meal_date: today, meal_type: 'Supper' }, 400);
    await expectError({ meal_date: today, who_is_cooking: 'Robot' }, 400);
    await expectError({ meal_date: today, colour: 'red' }, 400);
    await expectError({ meal_date: today, dish_ids: ['no-such-dish'] }, 400, /dish/);
    await expectError({ meal_date: today, attendees: [{ family_user_id: 'ghost' }] }, 400);
    await expectError(
      { meal_date: today, attendees: [{ family_user_id: child, guest_name: 'Both' }] },
      400,
    );
    await expectError('not json', 400, 'The body must be JSON.');
    expect(await sql`SELECT count(*)::int AS n FROM meal`).toEqual(before);
  });
});

describe('PATCH and DELETE /meals/:id', () => {
  it('changes only what is sent and keeps the source', async () => {
    const { body: meal } = await create({
      meal_date: today,
      source: 'Calendar',
      dish_ids: [tacos.dish_id],
      attendees: [{ guest_name: 'Sam' }],
    });
    const patch = await cook.api.patch(`/meals/${meal.meal_id}`, {
      dish_ids: [salad.dish_id, tacos.dish_id],
      notes: 'Taco Tuesday',
    });
    expect(patch.status).toBe(204);
    const { body: saved } = await cook.api.get<MealResponse>(`/meals/${meal.meal_id}`);
    expect(saved).toMatchObject({ source: 'Calendar', notes: 'Taco Tuesday' });
    expect(saved.dishes.map((d) => d.name)).toEqual(['Salad', 'Tacos']);
    expect(saved.attendees.map((a) => a.guest_name)).toEqual(['Sam']);
    expect(saved.updated_at).toBeGreaterThanOrEqual(meal.updated_at);

    await cook.api.patch(`/meals/${meal.meal_id}`, { who_is_cooking: 'Go Out', attendees: [] });
    const { body: out } = await cook.api.get<MealResponse>(`/meals/${meal.meal_id}`);
    expect(out).toMatchObject({ who_is_cooking: 'Go Out', dishes: [], attendees: [] });
    expect(await sql`SELECT * FROM meal_dish WHERE meal_id = ${meal.meal_id}`).toEqual([]);
  });

  it('refuses an edit based on an old version, and bad edits, and keeps the meal', async () => {
    const { body: meal } = await create({ meal_date: today, dish_ids: [tacos.dish_id] });
    await cook.api.patch(`/meals/${meal.meal_id}`, { notes: 'first' });
    const stale = await cook.api.patch<ErrorBody>(`/meals/${meal.meal_id}`, {
      notes: 'second',
      expected_updated_at: meal.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('MEAL_CHANGED');
    const leftovers = await cook.api.patch<ErrorBody>(`/meals/${meal.meal_id}`, {
      who_is_cooking: 'Leftovers',
      dish_ids: [],
    });
    expect(leftovers.body.error.message).toBe('Please add at least one dish when making leftovers');
    expect((await cook.api.patch(`/meals/${meal.meal_id}`, { meal_id: 'x' })).status).toBe(400);
    const { body: saved } = await cook.api.get<MealResponse>(`/meals/${meal.meal_id}`);
    expect(saved.notes).toBe('first');
    expect(saved.dishes.map((d) => d.name)).toEqual(['Tacos']);
  });

  it('deletes a meal with its dishes, attendees and ratings', async () => {
    const { body: meal } = await create({
      meal_date: today,
      dish_ids: [tacos.dish_id],
      attendees: [{ guest_name: 'Ana' }],
    });
    await cook.api.post('/dishes/ratings', {
      meal_id: meal.meal_id,
      dish_id: tacos.dish_id,
      rating: 4,
    });
    expect((await cook.api.delete(`/meals/${meal.meal_id}`)).status).toBe(204);
    expect((await cook.api.get(`/meals/${meal.meal_id}`)).status).toBe(404);
    expect((await cook.api.delete(`/meals/${meal.meal_id}`)).status).toBe(404);
    expect((await cook.api.patch(`/meals/${meal.meal_id}`, { notes: 'x' })).status).toBe(404);
    for (const table of ['meal_dish', 'meal_attendee', 'dish_rating'])
      expect(await sql`SELECT 1 FROM ${sql(table)} WHERE meal_id = ${meal.meal_id}`).toEqual([]);
  });
});

describe('GET /meals?period=', () => {
  it('lists NEXT_7_DAYS by default, and the Sunday-to-Saturday weeks, in the family’s zone', async () => {
    const family = await newFamilyMember('Periods', 'Pat');
    await setTimeZone(sql, family, ZONE);
    const day = todayIn(ZONE);
    const dates = [-8, -1, 0, 3, 6, 7, 13, 14].map((n) => addDays(day, n));
    for (const meal_date of dates)
      await family.api.post('/meals', { meal_date, who_is_cooking: 'Scrounge' });
    const datesOf = async (query: string) =>
      (await family.api.get<MealResponse[]>(`/meals${query}`)).body.map((m) => m.meal_date);
    const within = (from: string, to: string) => dates.filter((d) => d >= from && d <= to);

    expect(await datesOf('')).toEqual([day, addDays(day, 3), addDays(day, 6)]);
    expect(await datesOf('?period=NEXT_7_DAYS')).toEqual(await datesOf(''));
    const thisWeek = weekRange(day, 0);
    const nextWeek = weekRange(day, 1);
    expect(new Date(`${thisWeek.from}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(await datesOf('?period=THIS_WEEK')).toEqual(within(thisWeek.from, thisWeek.to));
    expect(await datesOf('?period=NEXT_WEEK')).toEqual(within(nextWeek.from, nextWeek.to));
    const bad = await family.api.get<ErrorBody>('/meals?period=LAST_YEAR');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/NEXT_7_DAYS, THIS_WEEK, NEXT_WEEK/);
  });

  it('takes "today" from the family’s time zone, not the server’s', async () => {
    // UTC+14 and UTC−11 are always on different calendar days.
    const east = await newFamilyMember('East', 'Eve');
    const west = await newFamilyMember('West', 'Wes');
    await setTimeZone(sql, east, 'Pacific/Kiritimati');
    await setTimeZone(sql, west, 'Pacific/Pago_Pago');
    const yesterdayEast = addDays(todayIn('Pacific/Kiritimati'), -1);
    for (const family of [east, west])
      await family.api.post('/meals', { meal_date: yesterdayEast, who_is_cooking: 'Go Out' });
    expect((await east.api.get<MealResponse[]>('/meals')).body).toEqual([]);
    expect((await west.api.get<MealResponse[]>('/meals')).body.map((m) => m.meal_date)).toEqual([
      yesterdayEast,
    ]);
  });
});
