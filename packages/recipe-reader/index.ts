// The recipe reader's public face: a page in, a recipe out (readRecipe), and a recipe's
// ingredient line in, what to buy out (parseIngredientLine), with the few helpers the app's
// servings and shopping list build on. Everything else under src/ is the package's own.

// Reading a page.
export { extractRecipe as readRecipe } from './src/page/extract-recipe.ts';
export { TooDeeplyNestedError } from './src/page/html-tree.ts';
export { splitRunTogetherSteps } from './src/page/step-splitting.ts';
export { readableIngredient } from './src/page/text-cleanup.ts';
export type { ExtractedRecipe, InstructionSection } from './src/page/types.ts';

// Reading an ingredient line.
export {
  ingredientParts,
  parseIngredientLine,
  type IngredientParts,
  type ParsedIngredient,
} from './src/ingredients/parse-ingredient-line.ts';
export { canonicalName } from './src/ingredients/canonical-name.ts';
export { libraryParse } from './src/ingredients/library-parse.ts';
export { ingredientKey } from './src/ingredients/ingredient-key.ts';

// Amounts: adding, scaling and writing them, in the family's units.
export {
  addAmount,
  amountIn,
  formatAmount,
  formatAmounts,
  scaleAmount,
  wholeToBuy,
  type Amount,
} from './src/ingredients/amounts.ts';
export { sensibleAmount, shownCount } from './src/ingredients/sensible-amount.ts';
export { measureFullness, type MeasureFullness } from './src/ingredients/measure-fullness.ts';
export { ownMeasure, withoutAmountWrittenAgain } from './src/ingredients/measure-written-twice.ts';
export { zestOrJuicePrefix } from './src/ingredients/number-words.ts';
export { plainRangeOfMeasures } from './src/ingredients/range-and-sum-amounts.ts';
export { withSecondAmount } from './src/ingredients/added-amounts.ts';
export { isMetric, type MeasurementSystem } from './src/ingredients/unit-conversion.ts';
export { CONTAINER_WORDS, containerWordFor } from './src/ingredients/units.ts';
export { weighedOrMeasured } from './src/ingredients/weight-by-the-cup.ts';

// Words and numbers.
export { formatNumber, kitchenNumber } from './src/text/kitchen-number.ts';
export { NUMBER_WORDS } from './src/text/number-words-table.ts';
export { singular } from './src/text/singular.ts';
