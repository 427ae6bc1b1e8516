// Amounts of one ingredient: added up when their units agree or convert into each other
// ('3 tbsp' + '1/4 cup' = '7 tbsp'), kept side by side when they do not ('2 cloves and 1 tsp').
import { convertQuantity, isMeasure, unitFor, type MeasurementSystem } from './unit-conversion.ts';
import { SOLD_WHOLE_UNITS, unitDefinition } from './units.ts';
import { formatNumber, kitchenNumber, measurableAmount } from '../text/kitchen-number.ts';
import { amountsInWords, sensibleAmount } from './sensible-amount.ts';

export type Amount = {
  /** parse-ingredient's unit id ('cup', 'gram', 'can'), or null for a plain count. */
  unit: string | null;
  min: number;
  /** The upper end of a range ('2-3 onions'), else null. */
  max: number | null;
};

function convert(value: number, from: string, to: string): number | null {
  return convertQuantity(value, from, to);
}

/** An amount scaled by `factor` (a meal's portions over the recipe's servings). */
export function scaleAmount(amount: Amount, factor: number): Amount {
  if (factor === 1) return amount;
  return {
    unit: amount.unit,
    min: amount.min * factor,
    max: amount.max === null ? null : amount.max * factor,
  };
}

/** The amount in the family's units: metric g/kg and ml/l, or US cups, spoons, oz and lb. */
export function amountIn(amount: Amount, system: MeasurementSystem): Amount {
  if (!amount.unit) return amount;
  const unit = unitFor(amount.max ?? amount.min, amount.unit, system);
  if (unit === amount.unit) return amount;
  const to = (value: number) => convertQuantity(value, amount.unit ?? unit, unit) ?? value;
  return { unit, min: to(amount.min), max: amount.max === null ? null : to(amount.max) };
}

/**
 * What the shop sells whole is bought whole: a scaled 3½ eggs are 4 eggs, 1⅔ cans are 2 cans,
 * half an onion is an onion, ¾ bunch of basil a bunch; a quarter or less over a whole number is left to the cook (2¼
 * cans are 2). Measures (cups, grams) and counted parts (cloves, slices) stay as they are.
 */
export function wholeToBuy(amount: Amount): Amount {
  if (amount.unit !== null && !SOLD_WHOLE_UNITS.has(amount.unit)) return amount;
  const up = (value: number) => Math.max(1, Math.ceil(value - 0.25));
  return {
    unit: amount.unit,
    min: up(amount.min),
    max: amount.max === null ? null : up(amount.max),
  };
}

/** Adds `amount` into `amounts`: into the first one of a compatible unit, else alongside. */
export function addAmount(amounts: readonly Amount[], amount: Amount): Amount[] {
  const result = [...amounts];
  for (const [index, existing] of result.entries()) {
    const into = (value: number): number | null => {
      if (existing.unit === amount.unit) return value;
      if (!existing.unit || !amount.unit) return null;
      return convert(value, amount.unit, existing.unit);
    };
    const min = into(amount.min);
    if (min === null) continue;
    const max =
      existing.max === null && amount.max === null
        ? null
        : (existing.max ?? existing.min) + (into(amount.max ?? amount.min) ?? min);
    result[index] = { unit: existing.unit, min: existing.min + min, max };
    return result;
  }
  result.push(amount);
  return result;
}

// Metric weights and volumes read best as whole numbers with their symbol ('500 g').
const SYMBOL_UNITS = new Set(['gram', 'kilogram', 'milliliter', 'liter', 'milligram']);

function unitLabel(unit: string, plural: boolean): string {
  const definition = unitDefinition(unit);
  if (!definition) return unit;
  if (SYMBOL_UNITS.has(unit)) return definition.short;
  if (unit === 'tablespoon' || unit === 'teaspoon') return definition.short;
  if (unit === 'pound' || unit === 'ounce') return definition.short;
  return plural ? definition.plural : unit;
}

/** `fractions: 'kitchen'` writes '1¼' for screens; the default '1 1/4' suits text messages. */
export function formatAmount(given: Amount, options: { fractions?: 'kitchen' } = {}): string {
  const amount = sensibleAmount(given);
  const metric = SYMBOL_UNITS.has(amount.unit ?? '');
  const counted = !amount.unit || !isMeasure(amount.unit);
  const rounded = (value: number) =>
    metric
      ? value < 10
        ? Math.round(value * 10) / 10
        : Math.round(value)
      : measurableAmount(value, counted);
  const written = metric ? String : options.fractions === 'kitchen' ? kitchenNumber : formatNumber;
  const min = rounded(amount.min);
  const max = amount.max === null ? null : rounded(amount.max);
  const range = max !== null && max !== min ? `${written(min)}-${written(max)}` : written(min);
  if (!amount.unit) return range;
  return `${range} ${unitLabel(amount.unit, (max ?? min) > 1)}`;
}

/** The quantity text of a shopping item: '2 cups and 1 oz', or null when nothing was measured. */
export function formatAmounts(amounts: readonly Amount[]): string | null {
  if (amounts.length === 0) return null;
  return amountsInWords(amounts.map((amount) => formatAmount(amount)));
}
