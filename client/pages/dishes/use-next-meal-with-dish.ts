// The next planned home-cooked meal (today or within two weeks) that has this dish: the dish
// page shows the recipe scaled for it.
import { useQuery } from '@rocicorp/zero/react';
import { addDays } from '#domain/time/family-dates.ts';
import { queries } from '#domain/zero/queries.ts';
import { useFamilyToday } from '#client/lib/use-family-today.ts';

const LOOK_AHEAD_DAYS = 13;

export function useNextMealWithDish(dishID: string) {
  const today = useFamilyToday();
  const [meals] = useQuery(
    queries.meals.between({ from: today, to: addDays(today, LOOK_AHEAD_DAYS) }),
  );
  return (meals ?? []).find(
    (meal) =>
      meal.who_is_cooking === 'Home Cooked' && meal.dishes.some((link) => link.dish_id === dishID),
  );
}
