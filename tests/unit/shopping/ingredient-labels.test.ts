// The ingredient parser against the hand labels in tests/data/ingredient-labels.json (sites a
// to h, which the parser was tuned on), ingredient-labels-held-out.json (every second English
// site i to z, labelled before the parser was run on them, held out at first and tuned on since)
// and ingredient-labels-held-out-2.json (the other English sites i to z, labelled and committed
// before the parser was run on them, never tuned on). All point at lines of the recipe corpus
// (tests/support/recipe-corpus.ts finds it).
import { describe, expect, it } from 'vitest';
import { scoreIngredientLabels } from '../../../scripts/bench-ingredient-labels.ts';
import { recipeCorpusCases } from '../../support/recipe-corpus.ts';

const casesDir = recipeCorpusCases();

describe.skipIf(casesDir === null)('hand-labelled ingredient lines', () => {
  it('reads the name of at least 95%, and the quantity and unit of at least 95%', () => {
    const scores = scoreIngredientLabels(casesDir!, 'tuned-a-h');
    expect(scores?.lines).toBeGreaterThanOrEqual(300);
    const lines = scores?.lines ?? 1;
    expect((scores?.name ?? 0) / lines).toBeGreaterThanOrEqual(0.95);
    expect((scores?.quantityAndUnit ?? 0) / lines).toBeGreaterThanOrEqual(0.95);
  });

  it('on held-out lines, stays at or above what it measured when first run on them', () => {
    const scores = scoreIngredientLabels(casesDir!, 'tuned-i-z-odd');
    expect(scores?.lines).toBeGreaterThanOrEqual(150);
    const lines = scores?.lines ?? 1;
    const name = (scores?.name ?? 0) / lines;
    const quantityAndUnit = (scores?.quantityAndUnit ?? 0) / lines;
    console.log(
      `held-out ingredient lines: ${lines}, name ${(100 * name).toFixed(1)}%, ` +
        `quantity and unit ${(100 * quantityAndUnit).toFixed(1)}%`,
    );
    // Below the 95% reached on the tuned lines: the first run on these 214 lines read 183
    // names (85.5%) and 194 quantities and units (90.7%). These floors only guard against
    // getting worse; they are not a target the parser was tuned to.
    expect(name).toBeGreaterThanOrEqual(0.85);
    expect(quantityAndUnit).toBeGreaterThanOrEqual(0.9);
  });

  it('on the second held-out set (never tuned on), scores at least 150 lines', () => {
    const scores = scoreIngredientLabels(casesDir!, 'held-out-i-z-even');
    expect(scores?.lines).toBeGreaterThanOrEqual(150);
    const lines = scores?.lines ?? 1;
    console.log(
      `second held-out ingredient lines: ${lines}, ` +
        `name ${((100 * (scores?.name ?? 0)) / lines).toFixed(1)}%, ` +
        `quantity and unit ${((100 * (scores?.quantityAndUnit ?? 0)) / lines).toFixed(1)}%`,
    );
    // No floor yet: the parser is being changed in parallel, and the floor is set once that is merged.
  });
});
