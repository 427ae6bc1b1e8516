// What the label benches share: a hand label, the corpus line it points at, and how a name
// and an amount are compared (names after the product's normalisation: case, plurals,
// canonical names; quantities within 0.01, in the same unit).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalName } from '../src/ingredients/canonical-name.ts';
import { ingredientKey } from '../src/ingredients/ingredient-name.ts';

export type Label = {
  case: string;
  line: number;
  quantity: number | null;
  unit: string | null;
  name: string;
};

export const nameKey = (name: string) => ingredientKey(canonicalName(name));

export function expectedLines(casesDir: string, file: string): string[] {
  const expected = JSON.parse(readFileSync(join(casesDir, file), 'utf8')) as {
    ingredients?: string[] | string;
  };
  const list = expected.ingredients ?? [];
  return Array.isArray(list) ? list : list.split('\n').filter((l) => l.trim());
}

type Amount = { quantity: number | null; unit: string | null };

/** The same quantity (within 0.01) in the same unit. */
export function sameAmount(a: Amount, b: Amount): boolean {
  const quantityOk =
    a.quantity === null || b.quantity === null
      ? a.quantity === b.quantity
      : Math.abs(a.quantity - b.quantity) < 0.01;
  return quantityOk && a.unit === b.unit;
}
