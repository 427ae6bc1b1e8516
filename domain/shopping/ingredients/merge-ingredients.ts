// The shopping list a set of planned dishes needs: every ingredient line parsed, the same
// thing to buy merged across dishes (amounts added where units allow), each with the dishes
// it is for.
import type { Department } from '../../rules/department.ts';
import { MAX_QUANTITY_LENGTH } from '../../rules/shopping-item-fields.ts';
import { addAmount, formatAmounts, type Amount } from './amounts.ts';
import { parseIngredientLine } from './parse-ingredient-line.ts';

export type PlannedDish = { dish_id: string; ingredients: readonly string[] };

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
export function shoppingNeeds(dishes: readonly PlannedDish[]): ShoppingNeed[] {
  const byKey = new Map<string, Accumulated>();
  for (const dish of dishes) {
    for (const line of dish.ingredients) {
      for (const ingredient of parseIngredientLine(line)) {
        const need = byKey.get(ingredient.key) ?? {
          key: ingredient.key,
          name: ingredient.name,
          department: ingredient.department,
          dish_ids: [],
          amounts: [],
        };
        if (ingredient.amount) need.amounts = addAmount(need.amounts, ingredient.amount);
        if (!need.dish_ids.includes(dish.dish_id)) need.dish_ids.push(dish.dish_id);
        byKey.set(ingredient.key, need);
      }
    }
  }
  return [...byKey.values()].map(({ amounts, ...need }) => ({
    ...need,
    quantity: formatAmounts(amounts)?.slice(0, MAX_QUANTITY_LENGTH) ?? null,
  }));
}
