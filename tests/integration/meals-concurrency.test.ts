// Two members changing the same meal at once: both screens end up showing the same whole
// meal, the one whose change could not apply is told why, and no meal is ever half saved.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorCodeOf } from '#domain/errors.ts';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { todayIn } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { joinFamily, type Member } from './support/meal-fixtures.ts';

const sql = postgres(inject('databaseUrl'), { max: 4, onnotice: () => {} });

let anna: Member;
let ben: Member;
let zeroA: ReturnType<typeof zeroFor>;
let zeroB: ReturnType<typeof zeroFor>;
const dishes: Dish[] = [];
const today = todayIn('UTC');

beforeAll(async () => {
  anna = await newFamilyMember('Together', 'Anna');
  ben = await joinFamily(sql, anna, 'Ben');
  for (const name of ['Pasta', 'Salad', 'Soup', 'Cake'])
    dishes.push((await anna.api.post<Dish>('/dishes', { name })).body);
  zeroA = zeroFor(anna);
  zeroB = zeroFor(ben);
});

afterAll(async () => {
  await Promise.all([zeroA?.close(), zeroB?.close()]);
  await sql.end();
});

const ids = (...indexes: number[]) => indexes.map((i) => dishes[i]!.dish_id);

async function newMeal(body: Record<string, unknown> = {}) {
  const { body: meal } = await anna.api.post<MealResponse>('/meals', {
    meal_date: today,
    dish_ids: ids(0),
    ...body,
  });
  // Both screens show the meal before anyone edits it.
  for (const zero of [zeroA, zeroB])
    await eventually(
      () => zero.run(queries.meals.byId({ meal_id: meal.meal_id }), { type: 'complete' }),
      (seen) => seen?.updated_at === meal.updated_at,
    );
  return meal;
}

/** The meal as the database holds it: fields, dish ids in order, attendee ids sorted. */
async function saved(mealID: string) {
  const [meal] = await sql`SELECT notes FROM meal WHERE meal_id = ${mealID}`;
  if (!meal) return undefined;
  const links =
    await sql`SELECT dish_id FROM meal_dish WHERE meal_id = ${mealID} ORDER BY position`;
  const people = await sql`SELECT attendee_id FROM meal_attendee WHERE meal_id = ${mealID}
                           ORDER BY attendee_id`;
  return {
    notes: meal.notes as string | null,
    dish_ids: links.map((l) => l.dish_id as string),
    attendee_ids: people.map((p) => p.attendee_id as string),
  };
}

/** The same, as one Zero client shows it. */
async function shown(zero: typeof zeroA, mealID: string) {
  const meal = await zero.run(queries.meals.byId({ meal_id: mealID }), { type: 'complete' });
  if (!meal) return undefined;
  return {
    notes: meal.notes ?? null,
    dish_ids: meal.dishes.map((d) => d.dish_id),
    attendee_ids: meal.attendees.map((a) => a.attendee_id).sort(),
  };
}

async function bothScreensShow(mealID: string) {
  const truth = await saved(mealID);
  for (const zero of [zeroA, zeroB])
    await eventually(
      () => shown(zero, mealID),
      (view) => JSON.stringify(view) === JSON.stringify(truth),
    );
  return truth;
}

async function noOrphans(mealID: string) {
  for (const table of ['meal_dish', 'meal_attendee', 'dish_rating'])
    expect(await sql`SELECT 1 FROM ${sql(table)} WHERE meal_id = ${mealID}`).toEqual([]);
}

describe('two members, one meal', () => {
  it('simultaneous edits end as one whole version on both screens', async () => {
    const meal = await newMeal();
    const fromAnna = {
      meal_id: meal.meal_id,
      notes: 'Anna’s plan',
      dish_ids: ids(1, 2),
      attendees: [{ guest_name: 'Guest of Anna' }],
    };
    const fromBen = {
      meal_id: meal.meal_id,
      notes: 'Ben’s plan',
      dish_ids: ids(3),
      attendees: [{ family_user_id: ben.session.family_user_id! }],
    };
    const results = await Promise.all([
      zeroA.mutate(mutators.meal.update(fromAnna)).server,
      zeroB.mutate(mutators.meal.update(fromBen)).server,
    ]);
    expect(results.map((r) => r.type)).toEqual(['success', 'success']);
    const truth = await bothScreensShow(meal.meal_id);
    const winner = truth?.notes === fromAnna.notes ? fromAnna : fromBen;
    expect(truth?.dish_ids).toEqual(winner.dish_ids);
    expect(truth?.attendee_ids).toHaveLength(1);
    expect(truth?.attendee_ids[0]).toContain(winner === fromAnna ? '~g~' : '~m~');
  });

  it('an edit made from an older version is refused with MEAL_CHANGED; the first one stays', async () => {
    const meal = await newMeal();
    const first = await zeroA.mutate(
      mutators.meal.update({
        meal_id: meal.meal_id,
        notes: 'first',
        expected_updated_at: meal.updated_at,
      }),
    ).server;
    expect(first.type).toBe('success');
    const second = await zeroB.mutate(
      mutators.meal.update({
        meal_id: meal.meal_id,
        notes: 'second',
        dish_ids: ids(2),
        expected_updated_at: meal.updated_at,
      }),
    ).server;
    expect(second.type).toBe('error');
    expect(second.type === 'error' && errorCodeOf(second.error)).toBe('MEAL_CHANGED');
    expect(await bothScreensShow(meal.meal_id)).toMatchObject({
      notes: 'first',
      dish_ids: ids(0),
    });
  });

  it('an edit of a meal the other member deleted is refused with NOT_FOUND and leaves nothing', async () => {
    const meal = await newMeal({ attendees: [{ guest_name: 'Gail' }] });
    expect((await zeroA.mutate(mutators.meal.delete({ meal_id: meal.meal_id })).server).type).toBe(
      'success',
    );
    const edit = await zeroB.mutate(
      mutators.meal.update({ meal_id: meal.meal_id, notes: 'too late', dish_ids: ids(1) }),
    ).server;
    expect(edit.type === 'error' && errorCodeOf(edit.error)).toBe('NOT_FOUND');
    expect(await bothScreensShow(meal.meal_id)).toBeUndefined();
    await noOrphans(meal.meal_id);
  });

  it('a delete racing an edit leaves no meal and no stray rows, whatever the order', async () => {
    const meal = await newMeal();
    const [edit, removal] = await Promise.all([
      zeroB.mutate(
        mutators.meal.update({
          meal_id: meal.meal_id,
          dish_ids: ids(1, 2, 3),
          attendees: [{ guest_name: 'Racer' }],
        }),
      ).server,
      zeroA.mutate(mutators.meal.delete({ meal_id: meal.meal_id })).server,
    ]);
    expect(removal.type).toBe('success');
    if (edit.type === 'error') expect(errorCodeOf(edit.error)).toBe('NOT_FOUND');
    expect(await bothScreensShow(meal.meal_id)).toBeUndefined();
    await noOrphans(meal.meal_id);
  });

  it('a meal whose parts cannot all be saved is not saved at all', async () => {
    const mealID = crypto.randomUUID();
    const result = await zeroB.mutate(
      mutators.meal.create({
        meal_id: mealID,
        meal_date: today,
        dish_ids: [...ids(0), 'not-a-dish'],
        attendees: [{ guest_name: 'Half' }],
      }),
    ).server;
    expect(result.type).toBe('error');
    expect(await saved(mealID)).toBeUndefined();
    await noOrphans(mealID);
    expect(await bothScreensShow(mealID)).toBeUndefined();
  });
});

describe('REST', () => {
  it('many simultaneous PATCHes leave exactly one of them, whole', async () => {
    const meal = await newMeal();
    const variants = Array.from({ length: 8 }, (_, i) => ({
      notes: `variant ${i}`,
      dish_ids: ids(...[0, 1, 2, 3].filter((d) => (i >> d) % 2 === 0 || d === i % 4)),
      attendees: [{ guest_name: `Guest ${i}` }, { guest_name: `Plus one ${i}` }],
    }));
    const members = [anna, ben];
    const statuses = await Promise.all(
      variants.map((body, i) => members[i % 2]!.api.patch(`/meals/${meal.meal_id}`, body)),
    );
    expect(statuses.map((s) => s.status)).toEqual(variants.map(() => 204));
    const truth = await bothScreensShow(meal.meal_id);
    const winner = variants.find((v) => v.notes === truth?.notes)!;
    expect(truth?.dish_ids).toEqual(winner.dish_ids);
    const guests = await sql`SELECT guest_name FROM meal_attendee WHERE meal_id = ${meal.meal_id}
                             ORDER BY attendee_id`;
    expect(guests.map((g) => g.guest_name)).toEqual(winner.attendees.map((a) => a.guest_name));
  });

  it('of simultaneous PATCHes from the same version, exactly one applies; the others hear MEAL_CHANGED', async () => {
    const meal = await newMeal();
    const members = [anna, ben];
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        members[i % 2]!.api.patch<{ error?: { code: string } }>(`/meals/${meal.meal_id}`, {
          notes: `attempt ${i}`,
          expected_updated_at: meal.updated_at,
        }),
      ),
    );
    const applied = responses.filter((r) => r.status === 204);
    expect(applied).toHaveLength(1);
    for (const refused of responses.filter((r) => r.status !== 204)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error?.code).toBe('MEAL_CHANGED');
    }
    const winner = responses.findIndex((r) => r.status === 204);
    expect((await bothScreensShow(meal.meal_id))?.notes).toBe(`attempt ${winner}`);
  });
});
