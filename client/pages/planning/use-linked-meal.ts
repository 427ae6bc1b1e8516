// /planning?meal=<id> (the link in a calendar feed's event) opens that meal's dialog once.
import { useQuery } from '@rocicorp/zero/react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { MealWithParts } from '#domain/meals/meal-view.ts';
import { queries } from '#domain/zero/queries.ts';

export function useLinkedMeal(open: (meal: MealWithParts) => void) {
  const [params, setParams] = useSearchParams();
  const mealID = params.get('meal') ?? '';
  // No link, no query (an empty id is not a valid one).
  const [meal, details] = useQuery(
    mealID !== '' && queries.meals.byId({ meal_id: mealID.slice(0, 64) }),
  );

  useEffect(() => {
    if (!mealID) return;
    if (meal) open(meal as MealWithParts);
    if (meal || details.type === 'complete') setParams({}, { replace: true });
  }, [mealID, meal, details.type, open, setParams]);
}
