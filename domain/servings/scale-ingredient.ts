// A recipe line as the cook reads it for tonight: its amount scaled to the meal's portions
// and written in the family's units with kitchen fractions ('1¾ cups flour, sifted').
import {
  amountIn,
  formatAmount,
  scaleAmount,
  type Amount,
} from '../shopping/ingredients/amounts.ts';
import { firstParse } from '../shopping/ingredients/first-parse.ts';
import { plainRangeOfMeasures } from '../shopping/ingredients/range-and-sum-amounts.ts';
import { zestOrJuicePrefix } from '../shopping/ingredients/number-words.ts';
import { withSecondAmount } from '../shopping/ingredients/second-amounts.ts';
import { isMetric, type MeasurementSystem } from '../shopping/ingredients/unit-conversion.ts';

// A pinch is a pinch for two or for six.
const UNSCALED_UNITS = new Set(['pinch', 'dash', 'drop']);

export function scaleIngredientLine(
  line: string,
  factor: number,
  system: MeasurementSystem,
): string {
  const trimmed = line.trim();
  // 'Zest of 2 lemons' for twice as many is 'Zest of 4 lemons', in the recipe's words.
  const prefix = zestOrJuicePrefix(trimmed);
  if (prefix)
    return `${prefix}${scaleIngredientLine(trimmed.slice(prefix.length), factor, system)}`;
  // '2 teaspoons to 1 tablespoon salt' is read as the list reads it, 2-3 teaspoons; only this
  // shape is rewritten, so 'heaping' or 'packed' stay as the recipe wrote them.
  const ranged = plainRangeOfMeasures(trimmed);
  const parsed = firstParse(ranged);
  if (!parsed || parsed.isGroupHeader || parsed.quantity === null) return line;
  const unit = parsed.unitOfMeasureID;
  if (unit && UNSCALED_UNITS.has(unit)) return line;
  // '1/4 cup plus 2 Tbsp sugar' is ⅜ cup of sugar: both amounts scale, as one.
  const {
    quantity,
    quantity2,
    unit: amountUnit,
    description,
  } = withSecondAmount({
    quantity: parsed.quantity,
    quantity2: parsed.quantity2,
    unit,
    description: parsed.description,
  });
  const amount: Amount = { unit: amountUnit, min: quantity ?? parsed.quantity, max: quantity2 };
  const shown = amountIn(scaleAmount(amount, factor), system);
  // For as many as the recipe makes, a range it wrote in units of the family's system reads best
  // as written.
  const sameSystem =
    ranged !== trimmed && isMetric(shown.unit ?? '') === isMetric(amount.unit ?? '');
  if (factor === 1 && (shown.unit === amount.unit || sameSystem)) return line;
  return `${formatAmount(shown, { fractions: 'kitchen' })} ${description}`.trim();
}
