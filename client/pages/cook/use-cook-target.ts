// What cook mode cooks: the dish of the address, and the meal it is cooked for (the one the
// address names, else the next planned meal with the dish, as on the dish page), whose
// portions scale the ingredients.
import { useQuery } from '@rocicorp/zero/react';
import { useParams, useSearchParams } from 'react-router';
import { mealDishes, type MealWithParts } from '../../../domain/meals/meal-view.ts';
import { portionsOfMeal } from '../../../domain/servings/portions.ts';
import { queries } from '../../../domain/zero/queries.ts';
import { useDish } from '../dishes/use-dishes.ts';
import { useNextMealWithDish } from '../dishes/use-next-meal-with-dish.ts';
import { useFamilyServings } from '../servings/use-family-servings.ts';

export function useCookTarget() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const mealID = params.get('meal') ?? '';
  const { dish, loaded } = useDish(id);
  const [named] = useQuery(mealID !== '' && queries.meals.byId({ meal_id: mealID.slice(0, 64) }));
  const next = useNextMealWithDish(id);
  const meal = (named as MealWithParts | undefined) ?? next;
  const { family, members, system } = useFamilyServings();
  const portions = meal ? portionsOfMeal(meal, members, family) : null;
  return {
    dish,
    loaded,
    meal,
    mealID: named ? mealID : '',
    // The meal's other dishes, to switch between them while cooking.
    mealDishes: named ? mealDishes(named as MealWithParts) : [],
    portions,
    system,
  };
}
