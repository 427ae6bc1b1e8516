// A recipe line as the cook reads it for tonight: its amount scaled to the meal's portions
// and written in the family's units with kitchen fractions ('1¾ cups flour, sifted').
import {
  amountIn,
  formatAmount,
  scaleAmount,
  type Amount,
} from '../shopping/ingredients/amounts.ts';
import { firstParse } from '../shopping/ingredients/parse-ingredient-line.ts';
import type { MeasurementSystem } from '../shopping/ingredients/unit-conversion.ts';

// A pinch is a pinch for two or for six.
const UNSCALED_UNITS = new Set(['pinch', 'dash', 'drop']);

export function scaleIngredientLine(
  line: string,
  factor: number,
  system: MeasurementSystem,
): string {
  const parsed = firstParse(line.trim());
  if (!parsed || parsed.isGroupHeader || parsed.quantity === null) return line;
  const unit = parsed.unitOfMeasureID;
  if (unit && UNSCALED_UNITS.has(unit)) return line;
  const amount: Amount = { unit, min: parsed.quantity, max: parsed.quantity2 };
  const shown = amountIn(scaleAmount(amount, factor), system);
  if (factor === 1 && shown.unit === amount.unit) return line;
  return `${formatAmount(shown, { fractions: 'kitchen' })} ${parsed.description}`.trim();
}
