// Screens that need "when was this dish last on the table" read the meals of a recent
// window one by one, and for older ones each dish's latest date (dish_served, kept by a
// trigger), instead of every meal since the family began. Suggestion signals look at most
// three weeks around an evening; the window is wider than that.
import { addDays } from '../time/family-dates.ts';

const RECENT_MEALS_DAYS = 60;

/** The first date of the recent meals read one by one, from `today`. */
export function recentMealsStart(today: string): string {
  return addDays(today, -RECENT_MEALS_DAYS);
}

type MealLinks = { meal_date: string; dishes: readonly { dish_id: string }[] };
type DishServed = { dish_id: string; last_served_on: string };

/**
 * The last day each dish was served up to `today`: from the meals given (every meal on the
 * server; the recent window on a device) and, for a dish with no past day among them, its
 * latest date kept per dish when that is not after today. (A dish planned ahead whose last
 * past day is older than the window has none.)
 */
export function lastServedUpTo(
  today: string,
  meals: readonly MealLinks[],
  kept: readonly DishServed[] = [],
): Map<string, string> {
  const last = new Map<string, string>();
  for (const meal of meals) {
    if (meal.meal_date > today) continue;
    for (const { dish_id } of meal.dishes) {
      const seen = last.get(dish_id);
      if (!seen || meal.meal_date > seen) last.set(dish_id, meal.meal_date);
    }
  }
  for (const { dish_id, last_served_on } of kept)
    if (!last.has(dish_id) && last_served_on <= today) last.set(dish_id, last_served_on);
  return last;
}
