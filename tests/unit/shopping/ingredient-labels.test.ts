// The ingredient parser against the hand labels in tests/data/ingredient-labels.json, when
// the recipe corpus is checked out beside this repository (RECIPE_CORPUS points elsewhere).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreIngredientLabels } from '../../../scripts/bench-ingredient-labels.ts';

const corpus = resolve(
  process.env.RECIPE_CORPUS ?? join(import.meta.dirname, '../../../../shared/recipe-corpus'),
);
const casesDir = join(corpus, 'cases');

describe.skipIf(!existsSync(casesDir))('hand-labelled ingredient lines', () => {
  it('reads the name of at least 95%, and the quantity and unit of at least 95%', () => {
    const scores = scoreIngredientLabels(casesDir);
    expect(scores?.lines).toBeGreaterThanOrEqual(300);
    const lines = scores?.lines ?? 1;
    expect((scores?.name ?? 0) / lines).toBeGreaterThanOrEqual(0.95);
    expect((scores?.quantityAndUnit ?? 0) / lines).toBeGreaterThanOrEqual(0.95);
  });
});
