// Two quantities of one thing to buy as one: the rule the refresh from meals adds amounts
// with (recipe-reader's amounts: same or convertible units add up, others stand side by
// side), used when a name already open on the list is added again (docs/shopping.md).
import {
  addAmount,
  formatAmounts,
  ingredientKey,
  parseIngredientLine,
  type Amount,
} from 'recipe-reader';
import { MAX_QUANTITY_LENGTH } from './shopping-item-fields.ts';

// A word to read a quantity against: '2 lb' is read as the line '2 lb apples'.
const PROBE = 'apples';
const PROBE_KEY = ingredientKey(PROBE);

/** The amount a quantity's part says ('1 1/2 cups', '2', '2-3 cans'), or null if it is words. */
function amountOf(part: string): Amount | null {
  const parsed = parseIngredientLine(`${part} ${PROBE}`);
  const only = parsed.length === 1 ? parsed[0] : undefined;
  return only?.amount && only.key === PROBE_KEY ? only.amount : null;
}

/** The amounts a whole quantity says ('2 cloves + 1 tsp' is two), or null if any is words. */
function amountsOf(quantity: string): Amount[] | null {
  const amounts: Amount[] = [];
  for (const part of quantity.split(' + ')) {
    const amount = amountOf(part.trim());
    if (!amount) return null;
    amounts.push(amount);
  }
  return amounts;
}

/**
 * The quantity of an item after the same thing was added again with `added`: amounts add
 * up when they can ('1 lb' and '8 oz' are '1 1/2 lb'); other text stands side by side
 * ('a bag + 2'); a missing quantity takes the other one.
 */
export function mergeQuantities(
  existing: string | null | undefined,
  added: string | null | undefined,
): string | null {
  const a = existing?.trim() || null;
  const b = added?.trim() || null;
  if (!a || !b) return a ?? b;
  const first = amountsOf(a);
  const second = amountsOf(b);
  const merged = first && second ? formatAmounts(second.reduce(addAmount, first)) : `${a} + ${b}`;
  return (merged ?? `${a} + ${b}`).slice(0, MAX_QUANTITY_LENGTH);
}
