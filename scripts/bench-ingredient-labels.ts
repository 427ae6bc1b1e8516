// Scores the ingredient parser against hand labels (tests/data/ingredient-labels.json): each
// label points at a line of a corpus page's expected ingredients and says its quantity, unit
// and name. Name: equal after the product's normalisation (case, plurals, canonical names).
// Quantity and unit: both equal (quantities within 0.01).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalName } from '../domain/shopping/ingredients/canonical-name.ts';
import { ingredientKey } from '../domain/shopping/ingredients/ingredient-name.ts';
import { ingredientParts } from '../domain/shopping/ingredients/parse-ingredient-line.ts';

type Label = {
  case: string;
  line: number;
  quantity: number | null;
  unit: string | null;
  name: string;
};

const labelsFile = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../tests/data/ingredient-labels.json',
);

export type LabelScores = {
  lines: number;
  name: number;
  quantityAndUnit: number;
  misses: string[];
};

const nameKey = (name: string) => ingredientKey(canonicalName(name));

function expectedLines(casesDir: string, file: string): string[] {
  const expected = JSON.parse(readFileSync(join(casesDir, file), 'utf8')) as {
    ingredients?: string[] | string;
  };
  const list = expected.ingredients ?? [];
  return Array.isArray(list) ? list : list.split('\n').filter((l) => l.trim());
}

export function scoreIngredientLabels(casesDir: string): LabelScores | null {
  if (!existsSync(casesDir)) return null;
  const { labels } = JSON.parse(readFileSync(labelsFile, 'utf8')) as { labels: Label[] };
  const scores: LabelScores = { lines: 0, name: 0, quantityAndUnit: 0, misses: [] };
  for (const label of labels) {
    const text = expectedLines(casesDir, label.case)[label.line];
    if (text === undefined) continue;
    scores.lines += 1;
    const parts = ingredientParts(text);
    const nameOk = nameKey(parts?.name ?? '') === nameKey(label.name);
    const quantity = parts?.quantity ?? null;
    const quantityOk =
      label.quantity === null
        ? quantity === null
        : quantity !== null && Math.abs(quantity - label.quantity) < 0.01;
    const unitOk = (parts?.unit ?? null) === label.unit;
    if (nameOk) scores.name += 1;
    if (quantityOk && unitOk) scores.quantityAndUnit += 1;
    if (!nameOk || !quantityOk || !unitOk) {
      scores.misses.push(
        `${label.case}#${label.line}: got ${quantity ?? '-'} ${parts?.unit ?? '-'} "${parts?.name ?? ''}", ` +
          `labelled ${label.quantity ?? '-'} ${label.unit ?? '-'} "${label.name}"`,
      );
    }
  }
  return scores;
}

export function printIngredientLabelScores(casesDir: string, show = 0): void {
  const scores = scoreIngredientLabels(casesDir);
  if (!scores) return;
  const pct = (n: number) => `${((100 * n) / Math.max(scores.lines, 1)).toFixed(1)}%`;
  for (const miss of scores.misses.slice(0, show)) console.log(miss);
  console.log(
    `ingredient parser on ${scores.lines} hand-labelled lines: name ${pct(scores.name)} · ` +
      `quantity and unit ${pct(scores.quantityAndUnit)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const corpus = resolve(
    process.env.RECIPE_CORPUS ??
      join(dirname(fileURLToPath(import.meta.url)), '../../shared/recipe-corpus'),
  );
  printIngredientLabelScores(join(corpus, 'cases'), Number(process.argv[2] ?? 400));
}
