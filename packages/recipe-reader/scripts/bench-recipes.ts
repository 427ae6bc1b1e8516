/**
 * Benchmarks the recipe extractor against the shared corpus of saved recipe pages, when it is
 * checked out beside this repository (../shared/recipe-corpus): runs the corpus scorer over the
 * batch CLI, then times `extractRecipe` in-process on every page and prints the median and p95.
 *
 *   node scripts/bench-recipes.ts [--cases DIR]
 *
 * Pages the corpus does not hold, gathered by scripts/outside-cases.ts, add their scores and a
 * label set each: RECIPE_OUTSIDE_CASES=DIR (first pages of sites outside the corpus; label set
 * 7), RECIPE_OUTSIDE_OTHER_CASES=DIR (their other pages, --other-pages; set 8) and
 * RECIPE_HELD_OUT_OTHER_CASES=DIR (pages of the held-out sites, --held-out-other-pages; set 9),
 * and RECIPE_REMOVED_SITES_CASES=DIR (sites recipe-scrapers has removed, from
 * scripts/removed-sites-cases.ts; set 10).
 *
 * Without the corpus it says so and exits 0, so it is safe to run anywhere.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractRecipe } from '../src/page/extract-recipe.ts';
import { FOLDS, foldDirectories, HELD_OUT_FOLD } from './bench-folds.ts';
import { printIngredientLabelScores } from './bench-ingredient-labels.ts';
import { printLabellerAgreement } from './bench-label-agreement.ts';
import { printJudgedLists } from './bench-judged-lists.ts';
import { corpusPages } from './corpus-pages.ts';
import { outsideFolders } from './outside-folders.ts';

// The app's checkout, beside which the shared corpus lies (../shared/recipe-corpus).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
// RECIPE_CORPUS points elsewhere, e.g. from a worktree that is not beside shared/.
const corpus = resolve(process.env.RECIPE_CORPUS ?? join(repoRoot, '../shared/recipe-corpus'));
const scorer = join(corpus, 'score.mjs');

const args = process.argv.slice(2);
const casesFlag = args.indexOf('--cases');
const casesArg = casesFlag >= 0 ? args[casesFlag + 1] : undefined;
const casesDir = casesArg ? resolve(casesArg) : join(corpus, 'cases');

if (!existsSync(scorer) || !existsSync(casesDir)) {
  console.log(`recipe corpus not present at ${corpus}, skipped`);
  process.exit(0);
}

// BENCH_SHORT=1 (npm run bench:ci): no scoring run, and only the first pages are timed.
const short = process.env.BENCH_SHORT === '1';

// 1. Accuracy, leave sites out: the corpus's own scorer drives the batch CLI on each fold of
// sites (scripts/bench-folds.ts). The extractor has no rule for any site, so every fold is
// scored as unseen sites; fold 0 is held out from tuning and is the figure that counts.
function runScorer(dir: string): string {
  const score = spawnSync(
    process.execPath,
    [
      scorer,
      '--cases',
      dir,
      '--show',
      '0',
      '--',
      process.execPath,
      join(import.meta.dirname, 'recipe-extract.ts'),
    ],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (score.status !== 0) process.stderr.write(score.stderr);
  return score.stdout.trim();
}

/** A folder's folds of sites, each scored on its own; fold 0 is held out. */
function printByFold(dir: string, label: string): void {
  const folds = foldDirectories(dir);
  try {
    for (const [fold, foldDir] of folds.dirs.entries()) {
      const which = fold === HELD_OUT_FOLD ? 'held out' : 'tuning';
      console.log(`${label}, fold ${fold}/${FOLDS} (${which}):\n${runScorer(foldDir)}\n`);
    }
  } finally {
    folds.cleanup();
  }
}

if (!short) {
  const folds = foldDirectories(casesDir);
  try {
    for (const [fold, dir] of folds.dirs.entries()) {
      const label = fold === HELD_OUT_FOLD ? 'held-out sites (never tuned on)' : 'tuning sites';
      console.log(`fold ${fold}/${FOLDS}, ${label}:\n${runScorer(dir)}\n`);
    }
  } finally {
    folds.cleanup();
  }
  console.log(`all sites:\n${runScorer(casesDir)}\n`);
  // Pages the corpus does not hold (scripts/outside-cases.ts gathers them): more measures, each
  // labelled with whether it was tuned on (scripts/outside-folders.ts).
  for (const { dir, label, byFold } of outsideFolders()) {
    console.log(`${label}:\n${runScorer(dir)}\n`);
    if (byFold) printByFold(dir, label);
  }
}

// 2. The ingredient parser against hand labels: the ten sets of
// data/ingredient-labels*.json, eight tuned on and two never (scripts/bench-ingredient-
// labels.ts says which were held out first and until when; the unseen ones print figures only).
printIngredientLabelScores(casesDir);
printLabellerAgreement(casesDir);

// 3. On unseen pages, how many ingredient lists are faithful to the page as judged, beside how
// many equal the expected list (scripts/bench-judged-lists.ts). The yield, category and photo
// a dish keeps are the app's mapping: its scripts/bench-recipe-fields.ts, after this in
// `npm run bench:recipes`.
if (!short) printJudgedLists(casesDir);

// 4. Speed: time extraction alone (file reading excluded) on every page, after a warm-up pass
// so JIT compilation does not count against the first pages.
const pages = corpusPages(casesDir)
  .slice(0, short ? 20 : undefined)
  .map((page) => readFileSync(page.html, 'utf8'));
for (const html of pages) extractRecipe(html);
const times = pages
  .map((html) => {
    const start = performance.now();
    extractRecipe(html);
    return performance.now() - start;
  })
  .sort((a, b) => a - b);

const percentile = (p: number): number =>
  times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
console.log(
  `extraction time over ${times.length} pages: median ${percentile(50).toFixed(1)} ms · ` +
    `p95 ${percentile(95).toFixed(1)} ms · max ${percentile(100).toFixed(1)} ms`,
);
