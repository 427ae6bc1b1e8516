// The ingredient parser against the hand labels in tests/data/ingredient-labels.json (sites a
// to h, which the parser was tuned on), ingredient-labels-held-out.json (every second English
// site i to z, labelled before the parser was run on them, held out at first and tuned on since)
// and ingredient-labels-held-out-2.json (the other English sites i to z, labelled and committed
// before the parser was run on them, held out until measured and tuned on since 2026-11-25)
// and ingredient-labels-held-out-3.json (the 6th and 8th lines of 110 evenly spaced sites a
// to z of those sets, labelled and committed before the parser was run on them, never tuned
// on). All point at lines of the recipe corpus
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

  it('on the 214 lines of odd sites i to z, stays at what the parser reached when tuned on them', () => {
    const scores = scoreIngredientLabels(casesDir!, 'tuned-i-z-odd');
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

  it('on the 214 lines of even sites i to z, stays at what the parser reached when tuned on them', () => {
    const scores = scoreIngredientLabels(casesDir!, 'tuned-i-z-even');
    expect(scores?.lines).toBeGreaterThanOrEqual(150);
    const lines = scores?.lines ?? 1;
    console.log(
      `even sites i-z ingredient lines: ${lines}, ` +
        `name ${((100 * (scores?.name ?? 0)) / lines).toFixed(1)}%, ` +
        `quantity and unit ${((100 * (scores?.quantityAndUnit ?? 0)) / lines).toFixed(1)}%`,
    );
    // Held out until measured on 2026-11-25, after the parser's round on the other sets: 189
    // names (88.3%) and 210 quantities and units (98.1%). After that measurement, the same day,
    // they became tuning data: general naming rules (state words such as 'ripe', purposes such
    // as 'for juicing', counted units after the name, makers' possessives) now read 211 names
    // (98.6%) and all 214 quantities and units. These floors, just below, guard that; they are
    // no longer a measure of unseen lines.
    expect((scores?.name ?? 0) / lines).toBeGreaterThanOrEqual(0.98);
    expect((scores?.quantityAndUnit ?? 0) / lines).toBeGreaterThanOrEqual(0.99);
  });

  it('on the third held-out set (later lines of labelled sites a to z, never tuned on), stays where it was measured', () => {
    const scores = scoreIngredientLabels(casesDir!, 'held-out-3-later-lines');
    expect(scores?.lines).toBeGreaterThanOrEqual(200);
    const lines = scores?.lines ?? 1;
    // Measured on 2026-11-25: 190 names (88.8%) and 211 quantities and units (98.6%) with the
    // parser of the first round, 193 (90.2%) and 211 (98.6%) after the second round, which was
    // tuned on the other sets only. Floors just below, so that a change which helps the tuned
    // sets cannot quietly cost unseen lines.
    console.log(
      `third held-out ingredient lines: ${lines}, ` +
        `name ${((100 * (scores?.name ?? 0)) / lines).toFixed(1)}%, ` +
        `quantity and unit ${((100 * (scores?.quantityAndUnit ?? 0)) / lines).toFixed(1)}%`,
    );
    expect((scores?.name ?? 0) / lines).toBeGreaterThanOrEqual(0.9);
    expect((scores?.quantityAndUnit ?? 0) / lines).toBeGreaterThanOrEqual(0.98);
  });
});
