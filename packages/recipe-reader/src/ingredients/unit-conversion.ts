// Kitchen units converted by parse-ingredient, the parser that names them: its unit table
// carries each unit's factor, so no table of our own is needed. (convert-units was tried:
// its 2.x release needs Node's `global` in the browser bundle.)
import { convertUnit, unitsOfMeasure } from 'parse-ingredient';

/** The units a cook measures in: cups and ounces, or grams and millilitres. */
export type MeasurementSystem = 'us' | 'metric';

const MEASURED = new Set(['mass', 'volume']);

function measureOf(unit: string): string | null {
  const definition = unitsOfMeasure[unit];
  if (!definition?.conversionFactor || !definition.type) return null;
  return MEASURED.has(definition.type) ? definition.type : null;
}

const SPOONS = new Set(['teaspoon', 'tablespoon']);

const METRIC_UNITS = new Set(['milliliter', 'deciliter', 'liter', 'milligram', 'gram', 'kilogram']);

export const isMetric = (unit: string): boolean => METRIC_UNITS.has(unit);

/** A unit that weighs or measures volume (cup, g, oz), not one that counts (can, clove). */
export const isMeasure = (unit: string): boolean => measureOf(unit) !== null;

/** A unit of weight: grams, kilograms, ounces, pounds. */
export const isWeight = (unit: string): boolean => measureOf(unit) === 'mass';

/** `value` in `from` expressed in `to`, or null when they measure different things. */
export function convertQuantity(value: number, from: string, to: string): number | null {
  if (from === to) return value;
  const measure = measureOf(from);
  if (!measure || measure !== measureOf(to)) return null;
  return convertUnit(value, from, to);
}

// A unit of the right system that reads oddly at this size, and the one a cook would use:
// '⅞ lb' is 14 oz, '⅛ cup' is 2 tbsp, '1500 g' is 1.5 kg. [unit, below, smaller, at or above, larger]
const TIDY: ReadonlyArray<readonly [string, number, string | null, number, string | null]> = [
  ['pound', 1, 'ounce', Infinity, null],
  ['ounce', 0, null, 16, 'pound'],
  ['cup', 0.25, 'tablespoon', Infinity, null],
  ['tablespoon', 1, 'teaspoon', 16, 'cup'],
  ['teaspoon', 0, null, 3, 'tablespoon'],
  ['kilogram', 1, 'gram', Infinity, null],
  ['gram', 0, null, 1000, 'kilogram'],
  ['liter', 1, 'milliliter', Infinity, null],
  ['milliliter', 0, null, 1000, 'liter'],
];

function tidyUnit(value: number, unit: string): string {
  const rule = TIDY.find(([name]) => name === unit);
  if (!rule) return unit;
  const [, below, smaller, atLeast, larger] = rule;
  if (smaller && value < below) return smaller;
  if (larger && value >= atLeast) return larger;
  return unit;
}

/**
 * The unit a cook of `system` would write this amount in: metric shows g/kg and ml/l; US shows
 * tsp, tbsp and cups, ounces and pounds. A unit of the system stays unless the amount reads
 * oddly in it (a scaled '⅞ lb' becomes 14 oz).
 */
export function unitFor(value: number, unit: string, system: MeasurementSystem): string {
  const measure = measureOf(unit);
  if (!measure) return unit;
  const metric = METRIC_UNITS.has(unit);
  if ((system === 'metric') === metric) return tidyUnit(value, unit);
  if (system === 'metric') {
    // Metric kitchens measure with spoons too: '1 tbsp oil', not '15 ml oil'.
    if (SPOONS.has(unit) && (convertQuantity(value, unit, 'tablespoon') ?? 0) < 4) {
      return (convertQuantity(value, unit, 'teaspoon') ?? 0) < 3 ? 'teaspoon' : 'tablespoon';
    }
    const base = measure === 'mass' ? 'gram' : 'milliliter';
    const amount = convertQuantity(value, unit, base) ?? 0;
    if (amount >= 1000) return measure === 'mass' ? 'kilogram' : 'liter';
    return base;
  }
  if (measure === 'mass') {
    return (convertQuantity(value, unit, 'ounce') ?? 0) >= 16 ? 'pound' : 'ounce';
  }
  const cups = convertQuantity(value, unit, 'cup') ?? 0;
  if (cups >= 0.25) return 'cup';
  if ((convertQuantity(value, unit, 'tablespoon') ?? 0) >= 1) return 'tablespoon';
  return 'teaspoon';
}
