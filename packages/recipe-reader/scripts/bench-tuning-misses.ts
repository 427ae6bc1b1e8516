/**
 * Lists the tuning folds' misses (never the held-out fold's), with expected and extracted
 * lines side by side, for looking at failures while improving the extractor:
 *
 *   node scripts/bench-tuning-misses.ts [--field ingredients|instructions|title] [--site S]
 *
 * Scores like the corpus's score.mjs (same normalisation), but in-process and per field. Pages
 * of the held-out fold (scripts/bench-folds.ts) are skipped before they are even read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractRecipe } from '../src/page/extract-recipe.ts';
import { flattenSteps } from '../src/page/types.ts';
import { foldOf, HELD_OUT_FOLD } from './bench-folds.ts';
import { corpusPages } from './corpus-pages.ts';
import { bagF1, listOf, norm, words } from './corpus-scoring.ts';

// The app's checkout, beside which the shared corpus lies (../shared/recipe-corpus).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const corpus = resolve(process.env.RECIPE_CORPUS ?? join(repoRoot, '../shared/recipe-corpus'));
const casesDir = join(corpus, 'cases');
if (!existsSync(casesDir)) {
  console.log(`recipe corpus not present at ${corpus}, skipped`);
  process.exit(0);
}
const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const onlyField = flag('--field');
const onlySite = flag('--site');

let pages = 0;
const missCount = { title: 0, ingredients: 0, instructions: 0 };
const tuningSite = (site: string) =>
  foldOf(site) !== HELD_OUT_FOLD && (!onlySite || site === onlySite);
type Expected = {
  title?: string;
  ingredients?: string[] | string;
  instructions_list?: string[];
  instructions?: string;
};
for (const page of corpusPages(casesDir, tuningSite)) {
  pages++;
  const expected = page.expected() as Expected;
  const got = extractRecipe(readFileSync(page.html, 'utf8'));
  const out: string[] = [];
  if ((!onlyField || onlyField === 'title') && norm(got?.name) !== norm(expected.title)) {
    missCount.title++;
    out.push(`  title: expected ${JSON.stringify(expected.title)}`);
    out.push(`            got ${JSON.stringify(got?.name)}`);
  }
  const expIng = listOf(expected.ingredients).map(norm);
  const gotIng = (got?.ingredients ?? []).map(norm);
  if ((!onlyField || onlyField === 'ingredients') && bagF1(expIng, gotIng) < 1) {
    missCount.ingredients++;
    const gotSet = new Set(gotIng);
    const expSet = new Set(expIng);
    out.push(`  ingredients (${expIng.length} expected, ${gotIng.length} got):`);
    for (const l of expIng) if (!gotSet.has(l)) out.push(`    - ${l}`);
    for (const l of gotIng) if (!expSet.has(l)) out.push(`    + ${l}`);
  }
  const expSteps: string[] = expected.instructions_list ?? [expected.instructions ?? ''];
  const gotSteps = got ? flattenSteps(got.instructionSections) : [];
  const f1 = bagF1(words(expSteps.join('\n')), words(gotSteps.join('\n')));
  if ((!onlyField || onlyField === 'instructions') && f1 < 0.9) {
    missCount.instructions++;
    out.push(
      `  instructions F1 ${f1.toFixed(2)} (${expSteps.length} expected, ${gotSteps.length} got):`,
    );
    for (const s of expSteps) out.push(`    - ${norm(s).slice(0, 160)}`);
    for (const s of gotSteps) out.push(`    + ${norm(s).slice(0, 160)}`);
  }
  if (out.length) console.log(`${relative(casesDir, page.html)}\n${out.join('\n')}`);
}
console.log(
  `tuning folds: ${pages} pages · misses: title ${missCount.title} · ingredients ${missCount.ingredients} · instructions ${missCount.instructions}`,
);
