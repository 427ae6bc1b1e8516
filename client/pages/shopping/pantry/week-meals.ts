// The meals a refresh from meals shops for (today and the next six days), with their
// dishes' ingredients, and the staples and answers: synced while the list page is open, so
// that the pantry check can ask its questions in a shop without signal (docs/shopping.md).
import { useQuery } from '@rocicorp/zero/react';
import { useFamilyToday } from '#client/lib/use-family-today.ts';
import { REFRESH_PERIOD } from '#domain/shopping/planned-dishes.ts';
import { periodRange } from '#domain/time/family-dates.ts';
import { queries } from '#domain/zero/queries.ts';

export function useWeekMeals() {
  const today = useFamilyToday();
  const [meals, details] = useQuery(queries.meals.between(periodRange(REFRESH_PERIOD, today)));
  return { meals, loaded: details.type === 'complete' };
}

/** What the pantry check reads, kept on the device by the list page. */
export function useSyncedPantryCheck() {
  useWeekMeals();
  useQuery(queries.pantry.staples());
  useQuery(queries.pantry.answers());
}
