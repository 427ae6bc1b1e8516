// Moving a planned meal to another day (drag on the planning page, or "Move to..."): an
// edit of its date alone, from the version the person saw, so it follows the meal
// dialog's conflict rules: a meal changed or deleted meanwhile by someone else is refused
// (MEAL_CHANGED, NOT_FOUND) and nothing of the move lands (docs/meals-and-planning.md).
import type { Meal } from '#schema';
import type { IsoDate } from '../time/family-dates.ts';
import { weekdayName } from '../time/date-labels.ts';
import { conflictNotices } from '../error-messages.ts';

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

/** The days a meal can be moved to: the planning window's other days, the meal's own week
 * first, so that "Move to..." opens on the days around it (a next week's dinner opened on
 * this week's days, past ones included). */
export function moveTargets(weeks: readonly (readonly IsoDate[])[], from: IsoDate): IsoDate[] {
  const own = weeks.find((week) => week.includes(from));
  const ordered = own ? [own, ...weeks.filter((week) => week !== own)] : weeks;
  return ordered.flat().filter((day) => day !== from);
}

/**
 * A move refused because someone changed the dinner first: the dinner as the person saw it,
 * the day they moved it to, and the day it is on now (the refusal's `meal_date`).
 */
export function moveNotSavedMessage(dinner: string, toDate: string, nowDate: string): string {
  return conflictNotices.mealMoveNotSaved(dinner, weekdayName(toDate), weekdayName(nowDate));
}

/** 'Save mine again': the same move as a new write, over whatever the dinner is now. */
export function moveAgainArgs(mealID: string, toDate: IsoDate) {
  return { meal_id: mealID, meal_date: toDate, now: Date.now() };
}
