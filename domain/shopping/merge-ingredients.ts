// The shopping list a set of planned dishes needs: every ingredient line parsed, the same
// thing to buy merged across dishes (amounts added where units allow), each with the dishes
// it is for.
import type { Department } from './department.ts';
import { MAX_QUANTITY_LENGTH } from './shopping-item-fields.ts';
import {
  addAmount,
  amountIn,
  formatAmounts,
  scaleAmount,
  wholeToBuy,
  type Amount,
  ownMeasure,
  weighedOrMeasured,
  type MeasurementSystem,
} from 'recipe-reader';
import { shoppingItemsFromLine } from './shopping-items-from-line.ts';

/** `factor` scales the recipe to the meal: its portions over the servings the recipe makes. */
export type PlannedDish = { dish_id: string; ingredients: readonly string[]; factor?: number };

export type ShoppingNeed = {
  key: string;
  name: string;
  quantity: string | null;
  department: Department;
  /** Each dish once, in the order the dishes came. */
  dish_ids: string[];
};

type Accumulated = Omit<ShoppingNeed, 'quantity'> & { amounts: Amount[] };

/** A dish planned twice counts twice: pass it once per planned meal. */
export function shoppingNeeds(
  dishes: readonly PlannedDish[],
  system: MeasurementSystem = 'us',
): ShoppingNeed[] {
  const byKey = new Map<string, Accumulated>();
  for (const dish of dishes) {
    for (const line of dish.ingredients) {
      const ingredients = shoppingItemsFromLine(line);
      for (const ingredient of ingredients) {
        const need = byKey.get(ingredient.key) ?? {
          key: ingredient.key,
          name: ingredient.name,
          department: ingredient.department,
          dish_ids: [],
          amounts: [],
        };
        if (ingredient.amount) {
          const factor = dish.factor ?? 1;
          const converted = amountIn(scaleAmount(ingredient.amount, factor), system);
          // '1 cup (220 g) sugar' is 220 g in a metric kitchen: the recipe's own weight, not a
          // conversion of its cup; only for a line of one ingredient, whose bracket is its own.
          // Else '2 cups flour' is weighed, 240 g, and adds up with another dish's grams.
          const own =
            ingredients.length === 1 ? ownMeasure(line, ingredient.amount, converted.unit) : null;
          const scaled = scaleAmount(own ?? ingredient.amount, factor);
          const amount = amountIn(
            own
              ? scaled
              : weighedOrMeasured(scaled, () => ingredient.key, system, { weighSpoons: true }),
            system,
          );
          need.amounts = addAmount(need.amounts, amount);
        }
        if (!need.dish_ids.includes(dish.dish_id)) need.dish_ids.push(dish.dish_id);
        byKey.set(ingredient.key, need);
      }
    }
  }
  return [...byKey.values()].map(({ amounts, ...need }) => ({
    ...need,
    // Totals are tidied too: 8 oz + 8 oz reads as 1 lb; eggs and cans are bought whole.
    quantity:
      formatAmounts(amounts.map((amount) => wholeToBuy(amountIn(amount, system))))?.slice(
        0,
        MAX_QUANTITY_LENGTH,
      ) ?? null,
  }));
}
