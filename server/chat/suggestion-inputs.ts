// The suggestion engine's inputs for a span of dates, read from the caller's family the way
// the planning page reads them (use-day-suggestions.ts).
import { recentMealsStart } from '#domain/meals/recent-meals.ts';
import { suggestionInputsFromRows } from '#domain/suggestions/inputs-from-rows.ts';
import type { SuggestionInputs } from '#domain/suggestions/suggestion-types.ts';
import type { FamilyData } from './family-data.ts';

export async function suggestionInputsFor(
  data: FamilyData,
  from: string,
  to: string,
): Promise<SuggestionInputs> {
  const [dishes, members, ratings, meals, lastServed, busyEvenings] = await Promise.all([
    data.dishes(),
    data.members(),
    data.ratingTotals(),
    data.mealLinksFrom(recentMealsStart(from)),
    data.lastServed(),
    data.busyEvenings(from, to),
  ]);
  return suggestionInputsFromRows({ dishes, members, ratings, meals, lastServed, busyEvenings });
}
