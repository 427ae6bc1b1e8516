/**
 * How many ingredient lists read off unseen pages are faithful to the page, beside how many
 * equal the expected list. An expected list is one reading of a page (its structured data on
 * most sites, its visible card on others, each with its quirks), so an extracted list that
 * differs may be as right, or righter. For every page of the three unseen sets whose list was
 * not exact, two judges read the page and the two lists, not told which list was extracted,
 * and said which is faithful: every ingredient line of the recipe as the page (its list or its
 * structured data) says it, and nothing else; notation aside (fractions, spacing, brackets,
 * section headings kept or dropped). Their verdicts are data/judged-ingredient-lists.json,
 * each tied to the two lists it judged by a hash, so a page whose extracted list has changed
 * since counts as not judged (and not faithful):
 *
 *   node scripts/bench-judged-lists.ts
 *
 * The unseen sets are the corpus's held-out fold, and where RECIPE_HELD_OUT_OTHER_CASES and
 * RECIPE_REMOVED_SITES_CASES name their folders, the held-out sites' other pages and the
 * held-out half (fold 0) of the sites recipe-scrapers has removed. Figures only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractRecipe } from '../src/page/extract-recipe.ts';
import { foldOf, HELD_OUT_FOLD } from './bench-folds.ts';
import { corpusPages } from './corpus-pages.ts';
import { bagF1, listOf, norm } from './corpus-scoring.ts';
import { HELD_OUT_OTHER_PAGES_VARIABLE, REMOVED_SITES_VARIABLE } from './outside-folders.ts';

/** What a judge said of the pair: which list is faithful to the page. */
export type Verdict = 'extracted' | 'expected' | 'both' | 'neither';
type JudgedPage = {
  set: UnseenSet;
  case: string;
  extracted: string;
  expected: string;
  verdicts: Verdict[];
};
type UnseenSet = 'held-out fold' | 'held-out sites, other pages' | 'removed sites, held-out half';

const dataFile = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../data/judged-ingredient-lists.json',
);

/** A list as the scorer compares it, order aside, in a few bytes. */
export const listHash = (lines: string[]) =>
  createHash('sha256')
    .update(JSON.stringify(lines.map(norm).sort()))
    .digest('hex')
    .slice(0, 16);

type SetTally = {
  pages: number;
  exact: number;
  /** Faithful by both judges' verdicts, and by at least one. */
  faithfulBoth: number;
  faithfulEither: number;
  /** Expected lists both judges found unfaithful. */
  expectedWrong: number;
  notJudged: number;
};

function judgedTally(
  judged: readonly JudgedPage[],
  set: UnseenSet,
  casesDir: string,
  includeSite: (site: string) => boolean,
): SetTally {
  const bySet = new Map(judged.filter((j) => j.set === set).map((j) => [j.case, j]));
  const tally: SetTally = {
    pages: 0,
    exact: 0,
    faithfulBoth: 0,
    faithfulEither: 0,
    expectedWrong: 0,
    notJudged: 0,
  };
  for (const page of corpusPages(casesDir, includeSite)) {
    tally.pages += 1;
    const expected = listOf(page.expected().ingredients);
    const extracted = extractRecipe(readFileSync(page.html, 'utf8'))?.ingredients ?? [];
    if (bagF1(expected.map(norm), extracted.map(norm)) === 1) {
      tally.exact += 1;
      continue;
    }
    const found = bySet.get(relative(casesDir, page.html));
    if (
      !found ||
      found.extracted !== listHash(extracted) ||
      found.expected !== listHash(expected)
    ) {
      tally.notJudged += 1;
      continue;
    }
    const faithful = found.verdicts.map((v) => v === 'extracted' || v === 'both');
    if (faithful.every(Boolean)) tally.faithfulBoth += 1;
    if (faithful.some(Boolean)) tally.faithfulEither += 1;
    if (found.verdicts.every((v) => v === 'extracted' || v === 'neither')) tally.expectedWrong += 1;
  }
  return tally;
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(of, 1)).toFixed(1)}%`;

/** One line per unseen set that is present. */
export function printJudgedLists(corpusCases: string, env: NodeJS.ProcessEnv = process.env) {
  if (!existsSync(dataFile)) return;
  const { judged } = JSON.parse(readFileSync(dataFile, 'utf8')) as { judged: JudgedPage[] };
  const heldOut = (site: string) => foldOf(site) === HELD_OUT_FOLD;
  const sets: [UnseenSet, string | undefined][] = [
    ['held-out fold', corpusCases],
    ['held-out sites, other pages', env[HELD_OUT_OTHER_PAGES_VARIABLE]],
    ['removed sites, held-out half', env[REMOVED_SITES_VARIABLE]],
  ];
  for (const [set, dir] of sets) {
    if (!dir || !existsSync(dir)) continue;
    const t = judgedTally(
      judged,
      set,
      resolve(dir),
      set === 'held-out sites, other pages' ? () => true : heldOut,
    );
    const faithful = t.exact + t.faithfulBoth;
    console.log(
      `ingredient lists on ${set} (${t.pages} pages): exact ${pct(t.exact, t.pages)}; faithful to ` +
        `the page, exact or judged so by both judges, ${pct(faithful, t.pages)} (by either, ` +
        `${pct(t.exact + t.faithfulEither, t.pages)}); expected lists both judges found ` +
        `unfaithful: ${t.expectedWrong}; not judged (changed since): ${t.notJudged}`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const corpus = resolve(
    process.env.RECIPE_CORPUS ??
      join(dirname(fileURLToPath(import.meta.url)), '../../../../shared/recipe-corpus'),
  );
  if (existsSync(join(corpus, 'cases'))) printJudgedLists(join(corpus, 'cases'));
  else console.log(`recipe corpus not present at ${corpus}, skipped`);
}
