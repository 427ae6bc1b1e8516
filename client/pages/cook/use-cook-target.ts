// What cook mode cooks: the dish of the address, and the meal it is cooked for (named by
// the address: tonight's meal, or from the dish page its next planned meal), whose portions
// scale the ingredients.
import { useQuery } from '@rocicorp/zero/react';
import { useParams, useSearchParams } from 'react-router';
import { mealDishes, type MealWithParts } from '#domain/meals/meal-view.ts';
import { portionsOfMeal } from '#domain/servings/portions.ts';
import { queries } from '#domain/zero/queries.ts';
import { useFamilyServings } from '../servings/use-family-servings.ts';

export function useCookTarget() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const mealID = params.get('meal') ?? '';
  const [dish, dishDetails] = useQuery(queries.dishes.byId({ dish_id: id.slice(0, 64) }));
  const loaded = dishDetails.type === 'complete';
  const [named] = useQuery(mealID !== '' && queries.meals.byId({ meal_id: mealID.slice(0, 64) }));
  const meal = named as MealWithParts | undefined;
  const { family, members, system } = useFamilyServings();
  const portions = meal ? portionsOfMeal(meal, members, family) : null;
  return {
    dish,
    loaded,
    meal,
    mealID: meal ? mealID : '',
    // The meal's other dishes, to switch between them while cooking.
    mealDishes: meal ? mealDishes(meal) : [],
    portions,
    system,
  };
}
