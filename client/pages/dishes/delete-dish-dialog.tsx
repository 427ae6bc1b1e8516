// Confirms a dish's delete and says what it means for the meals that use it: a dish on
// meals is archived (history, ratings and planned meals keep it), one never used is
// deleted for good.
import { useQuery } from '@rocicorp/zero/react';
import { labelOf } from '#domain/meals/meal-view.ts';
import { mealRowDate } from '#domain/time/date-labels.ts';
import { queries } from '#domain/zero/queries.ts';
import type { Dish } from '#schema';
import { Button } from '#client/components/ui/button.tsx';
import { closedBy, ModalDialog } from '#client/components/ui/dialog.tsx';

// The list names this many meals, then says how many more.
const NAMED_MEALS = 8;

export function DeleteDishDialog(props: {
  dish: Dish;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [meals, details] = useQuery(queries.dishes.usedBy({ dish_id: props.dish.dish_id }));
  const loaded = details.type === 'complete';
  const used = meals.length > 0;
  return (
    <ModalDialog
      onOpenChange={closedBy(props.onClose)}
      width="sm"
      title={`Delete “${props.dish.name}”?`}
      description={
        used
          ? `It leaves the dish library. ${meals.length === 1 ? 'This meal keeps' : `These ${meals.length} meals keep`} it, with ${meals.length === 1 ? 'its' : 'their'} ratings; planned meals show it as removed from the library.`
          : 'No meal uses this dish. It will be deleted for good.'
      }
    >
      {used && (
        <ul aria-label="Meals with this dish" className="space-y-1 text-sm">
          {meals.slice(0, NAMED_MEALS).map((meal) => (
            <li key={meal.meal_id} className="flex justify-between gap-3">
              <span className="font-medium">{labelOf(meal)}</span>
              <span className="shrink-0 text-stone-500">{mealRowDate(meal.meal_date)}</span>
            </li>
          ))}
          {meals.length > NAMED_MEALS && (
            <li className="text-stone-500">and {meals.length - NAMED_MEALS} more</li>
          )}
        </ul>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={props.onClose}>
          Cancel
        </Button>
        <Button variant="danger" disabled={!loaded} onClick={props.onConfirm}>
          Delete Dish
        </Button>
      </div>
    </ModalDialog>
  );
}
