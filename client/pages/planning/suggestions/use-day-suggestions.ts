// A dinner suggestion for each open day of the shown week (today and later), from the
// family's synced dishes, members, ratings and meals. Nothing is shown until those rows
// have arrived, so a half-loaded library never produces a suggestion.
import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { daysOf, type DateRange } from '../../../../domain/time/family-dates.ts';
import { suggestionInputsFromRows } from '../../../../domain/suggestions/inputs-from-rows.ts';
import { suggestAroundRecurringNights } from '../../../../domain/suggestions/recurring-night-step.ts';
import type { Suggestion } from '../../../../domain/suggestions/suggestion-types.ts';
import { queries } from '../../../../domain/zero/queries.ts';
import { useBusyEvenings } from './use-busy-evenings.ts';

export function useDaySuggestions(
  range: DateRange,
  today: string,
  plannedDays: ReadonlySet<string>,
): ReadonlyMap<string, Suggestion | null> {
  const [dishes, dishesDetails] = useQuery(queries.dishes.list());
  const [family, familyDetails] = useQuery(queries.family.current());
  const [ratings, ratingsDetails] = useQuery(queries.ratings.all());
  const [meals, mealsDetails] = useQuery(queries.meals.summary());
  const [rules, rulesDetails] = useQuery(queries.recurringNights.list());
  const busyEvenings = useBusyEvenings(range);
  const complete = [dishesDetails, familyDetails, ratingsDetails, mealsDetails, rulesDetails].every(
    (details) => details.type === 'complete',
  );
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
      busyEvenings,
    });
    return suggestAroundRecurringNights(
      inputs,
      openDays.split(',').map((date) => ({ date })),
      rules,
    );
  }, [complete, family, openDays, dishes, ratings, meals, busyEvenings, rules]);
}
