// The ingredient parser against the hand labels in tests/data/ingredient-labels.json (sites a
// to h) and ingredient-labels-held-out.json (sites i to z, labelled before the parser was run
// on them; held out for that first measurement, tuned on since 2026-11-25). Both point at
// lines of the recipe corpus (tests/support/recipe-corpus.ts finds it).
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

  it('on the 214 lines of sites i to z, stays at what the parser reached when tuned on them', () => {
    const scores = scoreIngredientLabels(casesDir!, 'held-out');
    expect(scores?.lines).toBeGreaterThanOrEqual(150);
    const lines = scores?.lines ?? 1;
    const name = (scores?.name ?? 0) / lines;
    const quantityAndUnit = (scores?.quantityAndUnit ?? 0) / lines;
    console.log(
      `sites i-z ingredient lines: ${lines}, name ${(100 * name).toFixed(1)}%, ` +
        `quantity and unit ${(100 * quantityAndUnit).toFixed(1)}%`,
    );
    // The first run on these 214 lines, before any tuning, read 183 names (85.5%) and 194
    // quantities and units (90.7%). On 2026-11-25, after that measurement, they became tuning
    // data: the parser now reads 211 names (98.6%) and all 214 quantities and units. These
    // floors, just below, guard that; they are no longer a measure of unseen lines.
    expect(name).toBeGreaterThanOrEqual(0.98);
    expect(quantityAndUnit).toBeGreaterThanOrEqual(0.99);
  });
});
