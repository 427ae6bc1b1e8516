// The ingredient parser against the hand labels of data/ingredient-labels*.json, which
// point at lines of the recipe corpus (tests/support/recipe-corpus.ts finds it). Each set was
// labelled and committed before the parser was run on it; the figures of each, and whether it
// has been tuned on since, are in scripts/bench-ingredient-labels.ts and the README.
import { describe, expect, it } from 'vitest';
import { scoreIngredientLabels } from '../../scripts/bench-ingredient-labels.ts';
import { labellerAgreement } from '../../scripts/bench-label-agreement.ts';
import { recipeCorpusCases } from '../support/recipe-corpus.ts';
import {
  FIRST_PAGES_VARIABLE,
  HELD_OUT_OTHER_PAGES_VARIABLE,
  OTHER_PAGES_VARIABLE,
  REMOVED_SITES_VARIABLE,
} from '../../scripts/outside-folders.ts';

const casesDir = recipeCorpusCases();

// [set, at least this many lines, name floor, quantity-and-unit floor]. Floors sit just below
// the figures measured on 2026-11-25, so that a change which helps the tuned sets cannot
// quietly cost the others:
// - tuned-a-h: the goal was 95% of each; measured 98.2%, 100.0%, now 99.1%, 100.0%;
// - tuned-i-z-odd: first run 85.5%, 90.7%; tuned on since, now 98.6%, 100.0%;
// - tuned-i-z-even: first run 88.3%, 98.1%; tuned on since, now 99.5%, 100.0%;
// - tuned-later-lines: never tuned on until 2026-11-25, when it read 88.8%, 98.6% before the
//   second round of naming rules and 90.2%, 98.6% after it; tuned on since, 96.7%, 99.5% after
//   the third round, now 97.7%, 100.0%;
// - tuned-3rd-10th-lines: never tuned on until 2026-11-25, when it read 91.3%, 98.6% before
//   the third round of naming rules and 91.3%, 98.6% after it; tuned on since (the fourth
//   round was drawn from its misses), now 100.0%, 100.0%;
// - tuned-1st-5th-lines: never tuned on until 2026-11-26: 91.8%, 97.6% before the fourth round
//   of naming rules, 93.5%, 98.3% after it, 93.8%, 99.3% after the fifth; tuned on since (the
//   seventh round was drawn from its misses), now 97.3%, 99.7%;
// - tuned-outside-first-pages: lines of the first pages of sites outside the corpus, never tuned
//   on until 2026-11-26: 90.7%, 98.8% when first measured (before the seventh round), 91.0%,
//   98.8% after it; tuned on since (the eighth round was drawn from its misses), now 96.3%,
//   99.4%. Checked only where RECIPE_OUTSIDE_CASES names its pages (scripts/outside-cases.ts);
// - tuned-outside-other-pages: lines of the other pages of those sites, never tuned on until
//   2026-11-26: 94.0%, 98.9% with the parser of the seventh round, 94.3%, 98.9% after the
//   eighth; tuned on since (the ninth round was drawn from its misses), now 97.2%, 99.4%.
//   Checked only where RECIPE_OUTSIDE_OTHER_CASES names its pages (outside-cases.ts
//   --other-pages);
// - held-out-9-held-out-sites-other-pages: lines of the held-out sites' pages the corpus does
//   not hold, never tuned on: 95.4%, 98.6% with the parser of the seventh round, 95.7%, 98.6%
//   after the eighth and after the ninth (each measured once, 2026-11-26); its failures print
//   no line, so it stays unseen. Checked only where RECIPE_HELD_OUT_OTHER_CASES names its pages
//   (outside-cases.ts --held-out-other-pages);
// - held-out-10-removed-sites: lines of sites recipe-scrapers has removed, which nothing here
//   ever read: 92.6%, 97.6% when first measured (2026-11-26, twelfth session); the tenth
//   round was drawn from its fold 1 and 2 sites' misses (fold 0's were never looked at), now
//   94.1%, 98.9%. Checked only where RECIPE_REMOVED_SITES_CASES names its pages
//   (scripts/removed-sites-cases.ts).
const FLOORS = [
  ['tuned-a-h', 300, 0.99, 0.99],
  ['tuned-i-z-odd', 150, 0.98, 0.99],
  ['tuned-i-z-even', 150, 0.99, 0.99],
  ['tuned-later-lines', 200, 0.97, 0.99],
  ['tuned-3rd-10th-lines', 200, 0.99, 0.99],
  ['tuned-1st-5th-lines', 280, 0.97, 0.99],
] as const;

// [set, the variable naming its pages' folder, at least this many lines, floors as above].
const OUTSIDE_FLOORS = [
  ['tuned-outside-first-pages', FIRST_PAGES_VARIABLE, 300, 0.96, 0.99],
  ['tuned-outside-other-pages', OTHER_PAGES_VARIABLE, 340, 0.97, 0.99],
  ['held-out-9-held-out-sites-other-pages', HELD_OUT_OTHER_PAGES_VARIABLE, 360, 0.95, 0.98],
  ['held-out-10-removed-sites', REMOVED_SITES_VARIABLE, 370, 0.93, 0.98],
] as const;

describe.skipIf(casesDir === null)('hand-labelled ingredient lines', () => {
  it.each(FLOORS)(
    '%s: at least %i lines, names %f, quantity and unit %f',
    (set, least, name, amount) => {
      const scores = scoreIngredientLabels(casesDir!, set);
      expect(scores?.lines).toBeGreaterThanOrEqual(least);
      const lines = scores?.lines ?? 1;
      expect((scores?.name ?? 0) / lines).toBeGreaterThanOrEqual(name);
      expect((scores?.quantityAndUnit ?? 0) / lines).toBeGreaterThanOrEqual(amount);
    },
  );

  it.each(OUTSIDE_FLOORS)(
    '%s (pages from %s): at least %i lines, names %f, quantity and unit %f',
    (set, variable, least, name, amount) => {
      const dir = process.env[variable];
      if (!dir) return; // the pages are not in the repository: see scripts/outside-cases.ts
      const scores = scoreIngredientLabels(dir, set);
      expect(scores?.lines).toBeGreaterThanOrEqual(least);
      const lines = scores?.lines ?? 1;
      expect((scores?.name ?? 0) / lines).toBeGreaterThanOrEqual(name);
      expect((scores?.quantityAndUnit ?? 0) / lines).toBeGreaterThanOrEqual(amount);
    },
  );

  // Set 6 labelled twice, blind: the labellers agree on 95.5% of names and 99.7% of amounts;
  // the parser named 94.2% of the lines both labellers name alike while the set was held out
  // (97.5% since it is tuned on).
  it('held-out-6 labelled twice: the labellers mostly agree, and the parser with them', () => {
    const agreement = labellerAgreement(casesDir!);
    expect(agreement?.lines).toBe(291);
    const { lines, namesAgree, amountsAgree, parserNameWhereAgreed } = agreement!;
    expect(namesAgree / lines).toBeGreaterThanOrEqual(0.95);
    expect(amountsAgree / lines).toBeGreaterThanOrEqual(0.99);
    expect(parserNameWhereAgreed / namesAgree).toBeGreaterThanOrEqual(0.94);
  });
});
