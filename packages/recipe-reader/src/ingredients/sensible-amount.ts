// An amount as a cook would say it (docs/servings-and-recipe-import.md, "Amounts a cook
// reads"): nobody peels 2¼ cloves of garlic or measures 3⅛ tbsp. One rule for the dish
// page, cook mode and the shopping list: formatAmount (amounts.ts)
// writes every amount through it.
//
// - Parts used whole (cloves, leaves, slices, sprigs...) are whole numbers, at least 1.
// - Things counted without a unit (onions, lemons, eggs) go by halves.
// - Teaspoons go by quarters (eighths below one); 3 tsp or more that make a clean number of
//   tablespoons are tablespoons.
// - Tablespoons under 2 are whole or a half, else teaspoons (1¼ tbsp is 3¾ tsp); from 2
//   they go by halves (3⅛ tbsp is 3 tbsp).
// - Ounces go by halves (⅞ oz is 1 oz).
// Cups and pounds keep formatAmount's eighths and thirds: a cup measure set has them. A range
// ('1⅓-2 tbsp') keeps its unit and the recipe's steps.
import type { Amount } from './amounts.ts';

// prettier-ignore
const WHOLE_PARTS: ReadonlySet<string> = new Set([
  'clove', 'leaf', 'slice', 'stalk', 'sprig', 'rib', 'piece', 'sheet', 'rasher', 'link',
  'spear', 'stem', 'pod', 'wedge', 'fillet', 'square', 'cob', 'nest', 'twist', 'chunk',
  'scoop', 'strip', 'cube', 'branch',
]);

const HALVES = [0, 1 / 2, 1];
const QUARTERS = [0, 1 / 4, 1 / 2, 3 / 4, 1];
const EIGHTHS_AND_QUARTERS = [0, 1 / 8, 1 / 4, 1 / 2, 3 / 4, 1];

const TSP_PER_TBSP = 3;
// How far a conversion may land from a clean measure and still be written as it.
const CLEAN = 0.04;

/** `value` to the nearest step of its fraction part; ties go down (a scaled recipe rounds
 * down), and a positive amount never rounds to nothing. */
function toSteps(value: number, steps: readonly number[]): number {
  if (!(value > 0)) return value;
  const whole = Math.floor(value);
  const rest = value - whole;
  const step = steps.reduce((best, s) =>
    Math.abs(s - rest) < Math.abs(best - rest) - 1e-9 ? s : best,
  );
  return whole + step > 0 ? whole + step : steps[1]!;
}

const isClean = (value: number, steps: readonly number[]) =>
  Math.abs(toSteps(value, steps) - value) <= CLEAN * value;

type Rule = (value: number) => { unit: string; value: number };

const teaspoons: Rule = (value) => {
  const tbsp = value / TSP_PER_TBSP;
  if (value >= TSP_PER_TBSP && isClean(tbsp, HALVES))
    return { unit: 'tablespoon', value: toSteps(tbsp, HALVES) };
  return { unit: 'teaspoon', value: toSteps(value, value < 1 ? EIGHTHS_AND_QUARTERS : QUARTERS) };
};

const tablespoons: Rule = (value) => {
  if (value < 2 && !isClean(value, HALVES)) return teaspoons(value * TSP_PER_TBSP);
  return { unit: 'tablespoon', value: toSteps(value, HALVES) };
};

const byUnit: Record<string, Rule> = {
  teaspoon: teaspoons,
  tablespoon: tablespoons,
  ounce: (value) => ({ unit: 'ounce', value: toSteps(value, HALVES) }),
};

/** Counted things in their steps; a measure as it is (a range's ends keep their unit). */
function countedInSteps(unit: string | null, value: number): number {
  if (unit === null) return toSteps(value, HALVES);
  if (WHOLE_PARTS.has(unit)) return Math.max(1, Math.ceil(value - 0.5));
  return value;
}

/** The amount in the unit and steps a cook uses. Metric and other units are left to
 * formatAmount's own rounding. */
export function sensibleAmount(amount: Amount): Amount {
  if (!(amount.min > 0)) return amount;
  const rule = amount.unit ? byUnit[amount.unit] : undefined;
  if (amount.max === null && rule) {
    const { unit, value } = rule(amount.min);
    return { unit, min: value, max: null };
  }
  return {
    unit: amount.unit,
    min: countedInSteps(amount.unit, amount.min),
    max: amount.max === null ? null : countedInSteps(amount.unit, amount.max),
  };
}

/** The count a counted thing is written with, for its noun to agree: '1 onion', '1½ onions'. */
export function shownCount(amount: Amount): number {
  const shown = sensibleAmount(amount);
  return shown.max ?? shown.min;
}

/** Amounts that do not add up, side by side as a cook says them: '1 cup and 1 oz',
 * '2 cloves, 1 tsp and 1 head'. */
export function amountsInWords(texts: readonly string[]): string {
  if (texts.length < 2) return texts.join('');
  return `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
}
