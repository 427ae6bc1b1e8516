// A recipe line scaled and written in the family's units (scale-line.ts), its ingredient
// read as the shopping list reads it: where a cup of flour becomes grams, flour's weight.
import { shoppingItemsFromLine } from '../shopping/shopping-items-from-line.ts';
import type { MeasurementSystem } from './measurement-system.ts';
import { scaleLine } from './scale-line.ts';

/** The key of the line's first item, as the shopping list keys it. */
export function ingredientKeyOfLine(line: string): string {
  return shoppingItemsFromLine(line)[0]?.key ?? '';
}

export function scaleIngredientLine(
  line: string,
  factor: number,
  system: MeasurementSystem,
): string {
  return scaleLine(line, factor, system, ingredientKeyOfLine);
}
