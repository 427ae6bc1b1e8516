// Amounts of one ingredient: added up when their units agree or convert into each other
// ('3 tbsp' + '1/4 cup' = '7 tbsp'), kept side by side when they do not ('2 cloves + 1 tsp').
import { convertUnit } from 'parse-ingredient';
import { unitDefinition } from './units.ts';

export type Amount = {
  /** parse-ingredient's unit id ('cup', 'gram', 'can'), or null for a plain count. */
  unit: string | null;
  min: number;
  /** The upper end of a range ('2-3 onions'), else null. */
  max: number | null;
};

function kindOf(unit: string): string | null {
  const definition = unitDefinition(unit);
  if (!definition?.conversionFactor || !definition.type) return null;
  return definition.type;
}

function convert(value: number, from: string, to: string): number | null {
  if (from === to) return value;
  const fromKind = kindOf(from);
  if (!fromKind || fromKind !== kindOf(to)) return null;
  return convertUnit(value, from, to);
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

const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
];

/** '1 1/2', '1/3', '2', or '2.35' when no kitchen fraction is near; ASCII, for text messages. */
export function formatNumber(value: number): string {
  let whole = Math.floor(value);
  const rest = value - whole;
  if (rest < 0.02) return String(whole);
  if (rest > 0.98) return String(whole + 1);
  const near = FRACTIONS.find(([fraction]) => Math.abs(fraction - rest) < 0.02);
  if (!near) return String(Math.round(value * 100) / 100);
  whole = Math.max(whole, 0);
  return whole > 0 ? `${whole} ${near[1]}` : near[1];
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

export function formatAmount(amount: Amount): string {
  const number = SYMBOL_UNITS.has(amount.unit ?? '')
    ? (value: number) => String(Math.round(value * 10) / 10)
    : formatNumber;
  const range =
    amount.max !== null && amount.max !== amount.min
      ? `${number(amount.min)}-${number(amount.max)}`
      : number(amount.min);
  if (!amount.unit) return range;
  return `${range} ${unitLabel(amount.unit, (amount.max ?? amount.min) > 1)}`;
}

/** The quantity text of a shopping item: '2 cups + 1 tbsp', or null when nothing was measured. */
export function formatAmounts(amounts: readonly Amount[]): string | null {
  if (amounts.length === 0) return null;
  return amounts.map(formatAmount).join(' + ');
}
