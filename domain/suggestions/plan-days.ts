// Suggests a dinner for several days at once: each pick counts as planned for the days
// after it, so a week does not repeat a dish or lean on one cuisine.
import { familyFacts } from './family-signals.ts';
import { eveningOf, rankForEvening } from './rank-dishes.ts';
import type {
  Suggestion,
  SuggestionDay,
  SuggestionInputs,
  SuggestionMeal,
} from './suggestion-types.ts';

export function suggestForDays(
  inputs: SuggestionInputs,
  days: readonly SuggestionDay[],
): Map<string, Suggestion | null> {
  const meals: SuggestionMeal[] = [...inputs.meals];
  const picks = new Map<string, Suggestion | null>();
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    // Facts are rebuilt per day because every pick changes when dishes were last served.
    const facts = familyFacts({ ...inputs, meals });
    const best = rankForEvening(facts, eveningOf(inputs, day, meals))[0] ?? null;
    picks.set(day.date, best);
    if (best)
      meals.push({
        meal_date: day.date,
        meal_type: 'Dinner',
        who_is_cooking: best.who_is_cooking,
        dish_ids: [best.dish_id],
      });
  }
  return picks;
}
