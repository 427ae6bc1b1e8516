// A dinner suggestion for each open day of the shown week (today and later), from the
// family's synced dishes, members, ratings added up per member and dish, the meals of the
// last weeks and those planned, and each dish's latest date (not the whole history).
// Nothing is shown until those rows have arrived, so a half-loaded library never produces
// a suggestion.
import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { daysOf, type DateRange } from '#domain/time/family-dates.ts';
import { recentMealsStart } from '#domain/meals/recent-meals.ts';
import { suggestionInputsFromRows } from '#domain/suggestions/inputs-from-rows.ts';
import { suggestAroundRecurringNights } from '#domain/suggestions/recurring-night-step.ts';
import type { Suggestion } from '#domain/suggestions/suggestion-types.ts';
import { queries } from '#domain/zero/queries.ts';
import { useBusyEvenings } from './use-busy-evenings.ts';

export function useDaySuggestions(
  range: DateRange,
  today: string,
  plannedDays: ReadonlySet<string>,
): ReadonlyMap<string, Suggestion | null> {
  const [dishes, dishesDetails] = useQuery(queries.dishes.list());
  const [family, familyDetails] = useQuery(queries.family.current());
  const [ratings, ratingsDetails] = useQuery(queries.ratings.byMember());
  const [meals, mealsDetails] = useQuery(
    queries.meals.linksFrom({ from: recentMealsStart(today) }),
  );
  const [lastServed, lastServedDetails] = useQuery(queries.dishes.lastServed());
  const [rules, rulesDetails] = useQuery(queries.recurringNights.list());
  const busyEvenings = useBusyEvenings(range);
  const complete = [
    dishesDetails,
    familyDetails,
    ratingsDetails,
    mealsDetails,
    lastServedDetails,
    rulesDetails,
  ].every((details) => details.type === 'complete');
  const openDays = daysOf(range)
    .filter((date) => date >= today && !plannedDays.has(date))
    .join(',');

  return useMemo(() => {
    if (!complete || !family || !openDays) return new Map();
    const inputs = suggestionInputsFromRows({
      dishes,
      members: family.members,
      ratings,
      meals,
      lastServed,
      busyEvenings,
    });
    return suggestAroundRecurringNights(
      inputs,
      openDays.split(',').map((date) => ({ date })),
      rules,
    );
  }, [complete, family, openDays, dishes, ratings, meals, lastServed, busyEvenings, rules]);
}
