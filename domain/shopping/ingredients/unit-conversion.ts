// Kitchen units converted by convert-units (the widely used conversion library) instead of a
// table of factors of our own: parse-ingredient names the unit, convert-units converts it.
import convert from 'convert-units';

export type MeasurementSystem = 'us' | 'metric';
export const MEASUREMENT_SYSTEMS = ['us', 'metric'] as const;

type Measure = 'mass' | 'volume';

// parse-ingredient's unit ids → convert-units' abbreviations.
const CONVERTIBLE: Record<string, { measure: Measure; abbr: convert.Unit }> = {
  teaspoon: { measure: 'volume', abbr: 'tsp' },
  tablespoon: { measure: 'volume', abbr: 'Tbs' },
  cup: { measure: 'volume', abbr: 'cup' },
  'fluid ounce': { measure: 'volume', abbr: 'fl-oz' },
  pint: { measure: 'volume', abbr: 'pnt' },
  quart: { measure: 'volume', abbr: 'qt' },
  gallon: { measure: 'volume', abbr: 'gal' },
  milliliter: { measure: 'volume', abbr: 'ml' },
  deciliter: { measure: 'volume', abbr: 'dl' },
  liter: { measure: 'volume', abbr: 'l' },
  milligram: { measure: 'mass', abbr: 'mg' },
  gram: { measure: 'mass', abbr: 'g' },
  kilogram: { measure: 'mass', abbr: 'kg' },
  ounce: { measure: 'mass', abbr: 'oz' },
  pound: { measure: 'mass', abbr: 'lb' },
};

const METRIC_UNITS = new Set(['milliliter', 'deciliter', 'liter', 'milligram', 'gram', 'kilogram']);

/** `value` in `from` expressed in `to`, or null when they measure different things. */
export function convertQuantity(value: number, from: string, to: string): number | null {
  if (from === to) return value;
  const a = CONVERTIBLE[from];
  const b = CONVERTIBLE[to];
  if (!a || !b || a.measure !== b.measure) return null;
  return convert(value).from(a.abbr).to(b.abbr);
}

export function isConvertible(unit: string | null): boolean {
  return unit !== null && unit in CONVERTIBLE;
}

/**
 * The unit a cook of `system` would write this amount in: metric shows g/kg and ml/l; US shows
 * tsp, tbsp and cups, ounces and pounds. Units already of the system stay as they are.
 */
export function unitFor(value: number, unit: string, system: MeasurementSystem): string {
  const definition = CONVERTIBLE[unit];
  if (!definition) return unit;
  const metric = METRIC_UNITS.has(unit);
  if ((system === 'metric') === metric) return unit;
  if (system === 'metric') {
    const base = definition.measure === 'mass' ? 'gram' : 'milliliter';
    const amount = convertQuantity(value, unit, base) ?? 0;
    if (amount >= 1000) return definition.measure === 'mass' ? 'kilogram' : 'liter';
    return base;
  }
  if (definition.measure === 'mass') {
    return (convertQuantity(value, unit, 'ounce') ?? 0) >= 16 ? 'pound' : 'ounce';
  }
  const cups = convertQuantity(value, unit, 'cup') ?? 0;
  if (cups >= 0.25) return 'cup';
  if ((convertQuantity(value, unit, 'tablespoon') ?? 0) >= 1) return 'tablespoon';
  return 'teaspoon';
}
