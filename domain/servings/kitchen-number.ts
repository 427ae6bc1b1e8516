// Numbers as a cook writes them: '4½', '1¼ cups', '⅓'. Thirds and eighths too; anything not
// near a kitchen fraction keeps up to two decimals.

const FRACTIONS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [3 / 8, '⅜'],
  [1 / 2, '½'],
  [5 / 8, '⅝'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [7 / 8, '⅞'],
];

export function kitchenNumber(value: number): string {
  const whole = Math.floor(value);
  const rest = value - whole;
  if (rest < 0.03) return String(whole);
  if (rest > 0.97) return String(whole + 1);
  const near = FRACTIONS.find(([fraction]) => Math.abs(fraction - rest) < 0.03);
  if (!near) return String(Math.round(value * 100) / 100);
  return whole > 0 ? `${whole}${near[1]}` : near[1];
}

// What a cook can measure: spoons and cups come in eighths and thirds, but nobody weighs out
// 9⅞ oz or cracks ⅜ of an egg. Steps of the fraction part, by size and by what is counted.
const MEASURED_STEPS = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];
const COUNTED_STEPS = [0, 1 / 4, 1 / 2, 3 / 4, 1];
const HALF_STEPS = [0, 1 / 2, 1];

/**
 * A scaled amount rounded to what a cook would measure ('0.7 cup' is ⅔ cup, '9.92 oz' is
 * 10 oz, '3⅜ eggs' is 3¼): eighths and thirds of a measure under 5, quarters of a counted
 * thing, halves from 5 and whole numbers from 20. A positive amount never rounds to nothing.
 */
export function measurableAmount(value: number, counted: boolean): number {
  if (!(value > 0)) return value;
  if (value >= 20) return Math.round(value);
  const steps = value >= 5 ? HALF_STEPS : counted ? COUNTED_STEPS : MEASURED_STEPS;
  const whole = Math.floor(value);
  const rest = value - whole;
  // Ties go to the smaller step: a cook rounds a scaled recipe down, not up.
  const step = steps.reduce((best, s) =>
    Math.abs(s - rest) < Math.abs(best - rest) - 1e-9 ? s : best,
  );
  return whole + step > 0 ? whole + step : steps[1]!;
}
