// What an American recipe measures by the cup a metric kitchen weighs: '2 cups flour' is 240 g
// of flour, not 473 ml, and a stick of butter is 113 g. Grams in a US cup from King Arthur
// Baking's ingredient weight chart, for the dry goods and butter that recipes measure by the
// cup most; liquids stay millilitres.
import type { Amount } from './amounts.ts';
import { convertQuantity, type MeasurementSystem } from './unit-conversion.ts';

// Ordered: the first whose pattern matches the ingredient's key gives its grams in a cup.
const GRAMS_IN_A_CUP: ReadonlyArray<readonly [RegExp, number]> = [
  [/^almond (?:flour|meal)$/, 96],
  [/^coconut flour$/, 112],
  [/^whole ?(?:wheat|meal) flour$/, 113],
  [
    /^(?:bread |cake |pastry |self raising |self rising |strong white |strong |spelt |00 |tipo 00 )?flour$/,
    120,
  ],
  [/^(?:white |granulated |caster |superfine |cane )?sugar$/, 200],
  [/^(?:light |dark )?(?:brown|muscovado) sugar$/, 213],
  [/^(?:powdered|icing|confectioner) sugar$/, 113],
  [/^butter$/, 226.8], // 8 oz; a stick is 113 g
  [/^(?:rolled |old fashioned |quick )?oat$/, 89],
  [/^(?:unsweetened )?cocoa(?: powder)?$/, 84],
  [/chocolate chip$/, 170],
  [/^(?:cornstarch|corn starch|cornflour)$/, 112],
];

// What a metric kitchen weighs instead of measuring: cups, sticks, and spoons past a quarter
// cup ('6 tbsp flour' for twice '3 tbsp' is 45 g).
const WEIGHED_FROM = new Set(['cup', 'stick', 'tablespoon', 'teaspoon']);
const SPOONS = new Set(['tablespoon', 'teaspoon']);

const gramsInACup = (key: string) => GRAMS_IN_A_CUP.find(([pattern]) => pattern.test(key))?.[1];

/** `amount` in cups, from the cups, sticks or spoons it is written in; null for other units. */
function cupsOf(amount: Amount): Amount | null {
  if (!amount.unit) return null;
  const cups = (value: number) =>
    amount.unit === 'stick' ? value / 2 : convertQuantity(value, amount.unit!, 'cup');
  const min = cups(amount.min);
  if (min === null) return null;
  return { unit: 'cup', min, max: amount.max === null ? null : cups(amount.max) };
}

/**
 * By weight in a metric kitchen what the recipe measures in cups or sticks ('2 cups flour' is
 * 240 g), and spoons past a quarter cup (all spoons with `weighSpoons`). Pass the amount
 * already scaled. With `toCups`, the other way for a US kitchen cooking from a
 * metric recipe ('250 g flour' is 2 cups); the shopping list keeps weights, as it buys by them.
 */
export function weighedOrMeasured(
  amount: Amount,
  keyOf: () => string,
  system: MeasurementSystem,
  options: { toCups?: boolean; weighSpoons?: boolean } = {},
): Amount {
  const unit = amount.unit;
  const metricMeasure = system === 'metric' && unit !== null && WEIGHED_FROM.has(unit);
  const metricWeight =
    system === 'us' && options.toCups && (unit === 'gram' || unit === 'kilogram');
  // The ingredient's key costs a parse: only asked for where a weight or a cup could follow.
  const grams = metricMeasure || metricWeight ? gramsInACup(keyOf()) : undefined;
  if (!grams || !unit) return amount;
  if (metricMeasure) {
    const cups = cupsOf(amount);
    // Spoons stay spoons up to a quarter cup, as in amountIn; the list, which buys by weight,
    // weighs them too, so '3 tbsp flour' adds up with another dish's grams.
    const keepSpoons = !options.weighSpoons && (cups?.max ?? cups?.min ?? 0) < 0.25;
    if (!cups || (SPOONS.has(unit) && keepSpoons)) return amount;
    const weight = (value: number) => value * grams;
    return {
      unit: 'gram',
      min: weight(cups.min),
      max: cups.max === null ? null : weight(cups.max),
    };
  }
  // A metric recipe's grams, for a US kitchen.
  const cups = (value: number) => (convertQuantity(value, unit, 'gram') ?? value) / grams;
  return { unit: 'cup', min: cups(amount.min), max: amount.max === null ? null : cups(amount.max) };
}
