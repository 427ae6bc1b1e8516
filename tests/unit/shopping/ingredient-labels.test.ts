// The ingredient parser against the hand labels in tests/data/ingredient-labels.json, which
// point at lines of the recipe corpus (tests/support/recipe-corpus.ts finds it).
import { describe, expect, it } from 'vitest';
import { scoreIngredientLabels } from '../../../scripts/bench-ingredient-labels.ts';
import { recipeCorpusCases } from '../../support/recipe-corpus.ts';

const casesDir = recipeCorpusCases();

describe.skipIf(casesDir === null)('hand-labelled ingredient lines', () => {
  it('reads the name of at least 95%, and the quantity and unit of at least 95%', () => {
    const scores = scoreIngredientLabels(casesDir!);
    expect(scores?.lines).toBeGreaterThanOrEqual(300);
    const lines = scores?.lines ?? 1;
    expect((scores?.name ?? 0) / lines).toBeGreaterThanOrEqual(0.95);
    expect((scores?.quantityAndUnit ?? 0) / lines).toBeGreaterThanOrEqual(0.95);
  });
});
