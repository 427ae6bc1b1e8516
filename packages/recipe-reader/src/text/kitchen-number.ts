// Numbers as a cook writes them: '4½', '1¼ cups', '⅓'. Thirds and eighths too; anything not
// near a kitchen fraction keeps up to two decimals.

// Each kitchen fraction as screens write it and as a text message can.
const FRACTIONS: ReadonlyArray<readonly [number, string, string]> = [
  [1 / 8, '⅛', '1/8'],
  [1 / 4, '¼', '1/4'],
  [1 / 3, '⅓', '1/3'],
  [3 / 8, '⅜', '3/8'],
  [1 / 2, '½', '1/2'],
  [5 / 8, '⅝', '5/8'],
  [2 / 3, '⅔', '2/3'],
  [3 / 4, '¾', '3/4'],
  [7 / 8, '⅞', '7/8'],
];

function writtenNumber(value: number, near: number, ascii: boolean): string {
  const whole = Math.max(Math.floor(value), 0);
  const rest = value - Math.floor(value);
  if (rest < near) return String(Math.floor(value));
  if (rest > 1 - near) return String(Math.floor(value) + 1);
  const fraction = FRACTIONS.find(([f]) => Math.abs(f - rest) < near);
  if (!fraction) return String(Math.round(value * 100) / 100);
  const text = ascii ? fraction[2] : fraction[1];
  if (whole === 0) return text;
  return ascii ? `${whole} ${text}` : `${whole}${text}`;
}

/** '4½', '1¼', '⅓', or '2.43' when no kitchen fraction is near: for screens. */
export function kitchenNumber(value: number): string {
  return writtenNumber(value, 0.03, false);
}

/** '1 1/2', '1/3', '2', or '2.35' when no kitchen fraction is near; ASCII, for text messages. */
export function formatNumber(value: number): string {
  return writtenNumber(value, 0.02, true);
}

// What a cook can measure: spoons and cups come in eighths and thirds, but nobody weighs out
// 9⅞ oz or cracks ⅜ of an egg. Steps of the fraction part, by size and by what is counted.
const MEASURED_STEPS = [0, ...FRACTIONS.map(([fraction]) => fraction), 1];
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
