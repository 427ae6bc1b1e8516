// 'Cooking for 3½': the portions counted from who comes (children by age, guests as adults),
// which the cook may override, and the chosen dishes' ingredients scaled to them.
import { kitchenNumber } from 'recipe-reader';
import { countPortions, mealPortions } from '#domain/servings/portions.ts';
import type { Dish } from '#schema';
import { ScaledIngredients } from '#client/pages/servings/scaled-ingredients.tsx';
import { useFamilyServings } from '#client/pages/servings/use-family-servings.ts';
import type { MealFormValues } from './meal-form-values.ts';

export function PortionsSection(props: {
  values: MealFormValues;
  set: <K extends keyof MealFormValues>(key: K, value: MealFormValues[K]) => void;
  dishes: readonly Dish[];
}) {
  const { values, set } = props;
  const { members, settings, system } = useFamilyServings();
  const attendees = [
    ...values.member_ids.map((family_user_id) => ({ family_user_id })),
    ...values.guests.map((guest_name) => ({ guest_name })),
  ];
  const counted = countPortions(attendees, members, settings, values.meal_date);
  const override = Number(values.portions.replace(',', '.'));
  const portions = mealPortions(values.portions.trim() && override > 0 ? override : null, counted);
  // What the cook gets without an override: nobody chosen yet still cooks for one.
  const countedPortions = mealPortions(null, counted);
  const chosen = values.dish_ids.flatMap((id) => props.dishes.filter((d) => d.dish_id === id));

  return (
    <section
      className="space-y-2 rounded-lg border border-stone-200 p-3"
      aria-label="Portions and ingredients"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium" data-testid="cooking-for">
          Cooking for {kitchenNumber(portions)}
        </p>
        <label className="flex items-center gap-2 text-sm">
          Portions
          <input
            type="number"
            min="0.25"
            max="200"
            step="0.25"
            inputMode="decimal"
            className="h-10 w-20 rounded-lg border border-stone-300 px-2"
            placeholder={kitchenNumber(countedPortions)}
            value={values.portions}
            onChange={(e) => set('portions', e.target.value)}
          />
        </label>
      </div>
      {values.portions.trim() !== '' && (
        <button
          type="button"
          className="min-h-10 text-sm text-brand underline sm:min-h-0"
          onClick={() => set('portions', '')}
        >
          Count who is coming ({kitchenNumber(countedPortions)})
        </button>
      )}
      {chosen.map((dish) =>
        dish.ingredients.length ? (
          <div key={dish.dish_id}>
            <p className="text-sm font-medium text-stone-700">
              {dish.name}
              {dish.servings ? ` (recipe serves ${dish.servings})` : ''}
            </p>
            <ScaledIngredients
              ingredients={dish.ingredients}
              servings={dish.servings}
              portions={portions}
              system={system}
              label={`${dish.name} ingredients`}
            />
          </div>
        ) : null,
      )}
    </section>
  );
}
