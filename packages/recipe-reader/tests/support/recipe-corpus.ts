// Where the shared recipe corpus is: ../shared/recipe-corpus beside this repository, or
// RECIPE_CORPUS. A test that needs it fails loudly when it is not there, so that a missing
// corpus never passes for a passing test; RECIPE_CORPUS=none says this machine has none
// (.ci/run sets it, with a warning, when it cannot find one) and skips those tests.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The app's checkout, beside which the shared corpus lies.
const repoRoot = resolve(import.meta.dirname, '../../../..');

/** The corpus's cases folder, or null when RECIPE_CORPUS=none. */
export function recipeCorpusCases(): string | null {
  if (process.env.RECIPE_CORPUS === 'none') return null;
  const corpus = resolve(process.env.RECIPE_CORPUS || join(repoRoot, '../shared/recipe-corpus'));
  const cases = join(corpus, 'cases');
  if (!existsSync(cases)) {
    throw new Error(
      `No recipe corpus at ${corpus}. Check it out beside this repository ` +
        `(../shared/recipe-corpus), point RECIPE_CORPUS at it, or set RECIPE_CORPUS=none ` +
        `to skip the tests that need it.`,
    );
  }
  return cases;
}
