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
