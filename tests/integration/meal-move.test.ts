// Moving a meal to another day (drag or "Move to..."): only its date changes, and a move
// from a version someone else has changed or deleted since is refused whole, as the meal
// dialog's save is (docs/meals-and-planning.md, Moving meals).
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '#domain/errors.ts';
import { moveAgainArgs, moveMealArgs } from '#domain/meals/meal-move.ts';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { joinFamily } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { queries } from '#domain/zero/queries.ts';

const sql = testDatabase();
const today = todayIn('UTC');

const saved = async (mealID: string) =>
  (
    await sql<{ meal_date: string; notes: string | null }[]>`
      SELECT meal_date, notes
        FROM meal WHERE meal_id = ${mealID}`
  )[0];

/** A family whose Soup is planned today, and Anna's Zero once it has the meal. */
async function soupPlanned(familyName: string) {
  const anna = await newFamilyMember(familyName, 'Anna');
  const soup = (await anna.api.post<Dish>('/dishes', { name: 'Soup' })).body;
  const { body: meal } = await anna.api.post<MealResponse>('/meals', {
    meal_date: today,
    dish_ids: [soup.dish_id],
  });
  const zero = zeroFor(anna);
  await eventually(
    () => zero.run(queries.meals.byId({ meal_id: meal.meal_id }), { type: 'complete' }),
    (row) => row?.updated_at === meal.updated_at,
  );
  return { anna, meal, zero };
}

describe('moving a meal', () => {
  it('moves the date alone, and refuses a move from a version changed or deleted since', async () => {
    const anna = await newFamilyMember('Movers', 'Anna');
    const ben = await joinFamily(sql, anna, 'Ben');
    const soup = (await anna.api.post<Dish>('/dishes', { name: 'Soup' })).body;
    const { body: meal } = await anna.api.post<MealResponse>('/meals', {
      meal_date: today,
      dish_ids: [soup.dish_id],
      notes: 'extra bread',
      attendees: [{ family_user_id: anna.session.family_user_id }],
    });
    const zero = zeroFor(anna);
    // The screen shows what it moves: each move waits until the device has that version.
    const seen = (version: number) =>
      eventually(
        () => zero.run(queries.meals.byId({ meal_id: meal.meal_id }), { type: 'complete' }),
        (row) => row?.updated_at === version,
      );
    try {
      await seen(meal.updated_at);
      const first = await zero.mutate(
        mutators.meal.update(moveMealArgs(meal, addDays(today, 2), Date.now())),
      ).server;
      expect(first).toMatchObject({ type: 'success' });
      const moved = (await anna.api.get<MealResponse>(`/meals/${meal.meal_id}`)).body;
      expect(moved.meal_date).toBe(addDays(today, 2));
      expect(moved.notes).toBe('extra bread');
      expect(moved.dishes.map((d) => d.dish_id)).toEqual([soup.dish_id]);
      expect(moved.attendees).toHaveLength(1);

      // Ben edits the meal; a move from the version Anna saw before is refused whole.
      await seen(moved.updated_at);
      await ben.api.patch(`/meals/${meal.meal_id}`, { notes: 'Ben’s note' });
      const stale = await zero.mutate(
        mutators.meal.update(moveMealArgs(moved, addDays(today, 4), Date.now())),
      ).server;
      expect(stale.type).toBe('error');
      expect(errorCodeOf(stale.type === 'error' ? stale.error : undefined)).toBe('MEAL_CHANGED');
      // The refusal says which day the dinner is on now, for the phone's words.
      expect(
        stale.type === 'error' && stale.error.type === 'app' && stale.error.details,
      ).toMatchObject({
        meal_date: addDays(today, 2),
      });
      expect(await saved(meal.meal_id)).toMatchObject({
        meal_date: addDays(today, 2),
        notes: 'Ben’s note',
      });
      // 'Save mine again': the same move as a new write lands over Ben's change.
      const again = await zero.mutate(
        mutators.meal.update(moveAgainArgs(meal.meal_id, addDays(today, 4))),
      ).server;
      expect(again).toMatchObject({ type: 'success' });
      expect(await saved(meal.meal_id)).toMatchObject({ meal_date: addDays(today, 4) });

      // Ben deletes it; a move then is refused as the dialog's save is.
      const current = (await anna.api.get<MealResponse>(`/meals/${meal.meal_id}`)).body;
      await seen(current.updated_at);
      await ben.api.delete(`/meals/${meal.meal_id}`);
      const gone = await zero.mutate(
        mutators.meal.update(moveMealArgs(current, addDays(today, 5), Date.now())),
      ).server;
      expect(errorCodeOf(gone.type === 'error' ? gone.error : undefined)).toBe('NOT_FOUND');
      expect(await saved(meal.meal_id)).toBeUndefined();
    } finally {
      await zero.close();
    }
  });

  it('a move sent again after it landed changes nothing and is not refused', async () => {
    // After a reload the family's outbox sends its saved copy of a move that Zero's own
    // queue has sent already: same stamp, from the version the first move was made from.
    const { meal, zero } = await soupPlanned('Movers again');
    try {
      const move = moveMealArgs(meal, addDays(today, 3), Date.now());
      expect(await zero.mutate(mutators.meal.update(move)).server).toMatchObject({
        type: 'success',
      });
      const again = await zero.mutate(mutators.meal.update(move)).server;
      expect(again).toMatchObject({ type: 'success' });
      const [row] = await sql<{ meal_date: string; updated_at: string }[]>`
        SELECT meal_date, updated_at FROM meal WHERE meal_id = ${meal.meal_id}`;
      expect(row?.meal_date).toBe(addDays(today, 3));
      expect(Number(row?.updated_at)).toBe(move.now);
    } finally {
      await zero.close();
    }
  });

  it('a saved move lands over the same device’s earlier moves, not over someone else’s', async () => {
    // The outbox keeps one move of a meal, from the version first seen; after a reload
    // Zero may still send the earlier moves itself, before the outbox's copy.
    const { anna, meal, zero } = await soupPlanned('Movers thrice');
    const ben = await joinFamily(sql, anna, 'Ben');
    try {
      const first = moveMealArgs(meal, addDays(today, 1), Date.now());
      await zero.mutate(mutators.meal.update(first)).server;
      const saved = {
        ...moveMealArgs(meal, addDays(today, 2), first.now + 1),
        own_versions: [first.now],
      };
      expect(await zero.mutate(mutators.meal.update(saved)).server).toMatchObject({
        type: 'success',
      });
      expect((await anna.api.get<MealResponse>(`/meals/${meal.meal_id}`)).body.meal_date).toBe(
        addDays(today, 2),
      );

      // Ben changes it: the same kind of saved move is refused, as a stale move is.
      await ben.api.patch(`/meals/${meal.meal_id}`, { notes: 'Ben’s note' });
      const late = {
        ...moveMealArgs(meal, addDays(today, 3), Date.now()),
        own_versions: [saved.now],
      };
      const refused = await zero.mutate(mutators.meal.update(late)).server;
      expect(errorCodeOf(refused.type === 'error' ? refused.error : undefined)).toBe(
        'MEAL_CHANGED',
      );
    } finally {
      await zero.close();
    }
  });
});
