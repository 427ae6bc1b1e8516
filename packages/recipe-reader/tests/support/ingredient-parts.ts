// The parts of a parsed ingredient line that the naming-rule tests compare.
import { ingredientParts } from '../../src/ingredients/parse-ingredient-line.ts';

export function parts(line: string) {
  const found = ingredientParts(line);
  return found && { quantity: found.quantity, unit: found.unit, name: found.name };
}
