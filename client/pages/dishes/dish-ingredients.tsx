// The dish page's ingredients: scaled for the next planned meal that has the dish (with a
// switch back to the recipe as written), else as written, in the family's units.
import { useState } from 'react';
import { weekdayName } from '#domain/time/date-labels.ts';
import { kitchenNumber } from 'recipe-reader';
import { portionsOfMeal } from '#domain/servings/portions.ts';
import type { Dish } from '#schema';
import { Card } from '#client/components/ui/card.tsx';
import { ScaledIngredients } from '../servings/scaled-ingredients.tsx';
import { useFamilyServings } from '../servings/use-family-servings.ts';
import { useNextMealWithDish } from './use-next-meal-with-dish.ts';

export function DishIngredients({ dish }: { dish: Dish }) {
  const { family, members, system } = useFamilyServings();
  const meal = useNextMealWithDish(dish.dish_id);
  const [asWritten, setAsWritten] = useState(false);
  const portions = meal ? portionsOfMeal(meal, members, family) : null;
  const scaled = portions !== null && !asWritten;

  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold">Ingredients</h2>
      {/* Nothing to scale without ingredients: the note would only be noise. */}
      {meal && portions !== null && dish.ingredients.length > 0 && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 p-2 text-sm">
          <span data-testid="dish-scaled-for">
            {scaled
              ? `Scaled for ${weekdayName(meal.meal_date)}'s ${meal.meal_type.toLowerCase()}: cooking for ${kitchenNumber(portions)}`
              : `As written${dish.servings ? `: serves ${dish.servings}` : ''}`}
          </span>
          <button
            type="button"
            className="min-h-11 text-brand underline md:min-h-0"
            onClick={() => setAsWritten((value) => !value)}
          >
            {scaled ? 'Show the recipe as written' : `Scale for ${kitchenNumber(portions)}`}
          </button>
        </div>
      )}
      {dish.ingredients.length ? (
        <ScaledIngredients
          ingredients={dish.ingredients}
          servings={dish.servings}
          portions={scaled ? portions : (dish.servings ?? 1)}
          system={system}
        />
      ) : (
        <p className="text-stone-500">No ingredients listed.</p>
      )}
    </Card>
  );
}
