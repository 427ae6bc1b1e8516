// Moving a planned meal to another day (drag on the planning page, or "Move to..."): an
// edit of its date alone, from the version the person saw, so it follows the meal
// dialog's conflict rules: a meal changed or deleted meanwhile by someone else is refused
// (MEAL_CHANGED, NOT_FOUND) and nothing of the move lands (docs/meals-and-planning.md).
import type { Meal } from '#schema';
import type { IsoDate } from '../time/family-dates.ts';

export function moveMealArgs(
  meal: Pick<Meal, 'meal_id' | 'updated_at'>,
  toDate: IsoDate,
  now: number = Date.now(),
) {
  return {
    meal_id: meal.meal_id,
    meal_date: toDate,
    now,
    expected_updated_at: meal.updated_at,
  };
}

/** The days a meal can be moved to: the planning window's other days. */
export function moveTargets(days: readonly IsoDate[], from: IsoDate): IsoDate[] {
  return days.filter((day) => day !== from);
}
