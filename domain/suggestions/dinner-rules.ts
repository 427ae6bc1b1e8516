// What may be suggested for dinner at all (docs/assistant.md, "Suggestions"): a main dish that is not a dessert,
// drink or breakfast by its recipe's own category, not served within a week either side,
// and not one the family rated low.
import { daysBetween } from '../time/family-dates.ts';
import type { FamilyFacts } from './family-signals.ts';
import type { SuggestionDish } from './suggestion-types.ts';

// The page's category as imported ('Dessert', 'Drinks', 'Breakfast & Brunch', 'Side Dish').
const NOT_DINNER =
  /\b(?:desserts?|sweets?|cakes?|cookies?|baking|drinks?|beverages?|cocktails?|smoothies?|breakfast|brunch|snacks?|sides?|side dish(?:es)?|appeti[sz]ers?|starters?|sauces?|condiments?|dressings?|dips?|nachspeisen?|desserts?|postres?|dolci|getr[äa]nke)\b/i;
const DINNER = /\b(?:main|mains|main course|dinner|supper|entr[ée]es?)\b/i;

/** A dish that is a dinner: type Main and not a dessert, drink or breakfast by category. */
export function isDinnerDish(dish: SuggestionDish): boolean {
  if (dish.type !== 'Main') return false;
  const category = dish.category ?? '';
  return !NOT_DINNER.test(category) || DINNER.test(category);
}

/** No dish twice within a week: served or planned less than 7 days before or after. */
export const MIN_DAYS_BETWEEN_REPEATS = 7;

export function servedWithinAWeek(facts: FamilyFacts, dishID: string, date: string): boolean {
  const dates = facts.servedOn.get(dishID) ?? [];
  return dates.some((served) => Math.abs(daysBetween(served, date)) < MIN_DAYS_BETWEEN_REPEATS);
}

/** Rated low: the family's average rating of the dish is below 2½ stars. */
export const LOW_RATING_BELOW = 2.5;

export function ratedLow(facts: FamilyFacts, dishID: string): boolean {
  const totals = [...(facts.ratings.get(dishID)?.values() ?? [])];
  const count = totals.reduce((n, total) => n + total.count, 0);
  if (count === 0) return false;
  return totals.reduce((sum, total) => sum + total.sum, 0) / count < LOW_RATING_BELOW;
}
