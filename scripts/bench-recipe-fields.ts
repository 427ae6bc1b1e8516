/**
 * How well import keeps a page's yield, category and image, scored like the
 * corpus's own expected fields: the dish's servings against the first number of the expected
 * yield ('4 servings', '16 cookies'; either end of a range the page gives); the category as
 * written (case and spacing aside); a photo where the page has one (and how often it is the
 * same photo). Per fold of sites (scripts/bench-folds.ts), and on the sites outside
 * the corpus when RECIPE_OUTSIDE_CASES names them; misses are listed only for tuning folds:
 *
 *   node scripts/bench-recipe-fields.ts [--show N]
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRecipe } from 'recipe-reader';
import { mapToDish } from '#domain/dishes/map-to-dish.ts';
import { foldOf, FOLDS, HELD_OUT_FOLD } from '../packages/recipe-reader/scripts/bench-folds.ts';
import { corpusPages, type CorpusPage } from '../packages/recipe-reader/scripts/corpus-pages.ts';
import { outsideFolders } from '../packages/recipe-reader/scripts/outside-folders.ts';

type Expected = {
  yields?: string | number;
  category?: string | string[];
  image?: string;
  canonical_url?: string;
};
type Tally = { asked: number; kept: number };
type FieldScores = Record<'servings' | 'category' | 'image' | 'sameImage', Tally>;

const comparable = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .toLowerCase()
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ')
    .trim();

const firstNumber = (text: string | number): number | null => {
  const found = String(text).match(/\d+/);
  return found ? Number(found[0]) : null;
};

/** The three fields' scores over `pages`, with a line per miss. */
function scoreFields(pages: readonly CorpusPage[]): {
  scores: FieldScores;
  misses: string[];
} {
  const scores: FieldScores = {
    servings: { asked: 0, kept: 0 },
    category: { asked: 0, kept: 0 },
    image: { asked: 0, kept: 0 },
    sameImage: { asked: 0, kept: 0 },
  };
  const misses: string[] = [];
  for (const page of pages) {
    const expected = page.expected() as Expected;
    const recipe = readRecipe(readFileSync(page.html, 'utf8'));
    const dish = recipe ? mapToDish(recipe, expected.canonical_url ?? '') : null;
    const checks: [keyof FieldScores, unknown, unknown][] = [];
    const servings = expected.yields ? firstNumber(expected.yields) : null;
    if (servings !== null && servings >= 1 && servings <= 100) {
      // The dish takes a range's lower end ('Serves 4-6' is 4); the expected yields of some
      // sites take its upper end. Either end of the page's range counts as kept.
      const upper = Number(recipe?.yields?.match(/\d+\s*(?:[-–]|to)\s*(\d+)/)?.[1]);
      checks.push(['servings', servings, upper === servings ? servings : (dish?.servings ?? null)]);
    }
    if (expected.category)
      checks.push([
        'category',
        comparable([expected.category].flat().join(',')),
        comparable(dish?.category ?? ''),
      ]);
    if (expected.image) {
      // A page shows several photos of the dish; which one the expected fields name is the
      // site's choice. Kept: a photo at all; the same address is counted beside it.
      const expectedImage = expected.image.replace(/&amp;/g, '&');
      checks.push(['image', 'a photo', dish?.image_url ? 'a photo' : 'none']);
      checks.push(['sameImage', expectedImage, dish?.image_url ?? '']);
    }
    for (const [field, want, got] of checks) {
      scores[field].asked += 1;
      if (want === got) scores[field].kept += 1;
      else misses.push(`${page.site} ${field}: expected ${String(want)}, got ${String(got)}`);
    }
  }
  return { scores, misses };
}

const line = (label: string, { scores }: ReturnType<typeof scoreFields>) => {
  const pct = ({ asked, kept }: Tally) =>
    `${((100 * kept) / Math.max(asked, 1)).toFixed(1)}% of ${asked}`;
  return (
    `${label}: servings ${pct(scores.servings)} · category ${pct(scores.category)} · ` +
    `image ${pct(scores.image)} (the same photo ${pct(scores.sameImage)})`
  );
};

/** One line per fold (and for the sites outside the corpus), after `show` misses of each tuning fold. */
export function printFieldScores(casesDir: string, show = 0): void {
  const all = corpusPages(casesDir);
  for (let fold = 0; fold < FOLDS; fold++) {
    const result = scoreFields(all.filter((p) => foldOf(p.site) === fold));
    const heldOut = fold === HELD_OUT_FOLD;
    if (!heldOut) for (const miss of result.misses.slice(0, show)) console.log(miss);
    console.log(line(`fold ${fold}/${FOLDS}, ${heldOut ? 'held-out' : 'tuning'} sites`, result));
  }
  for (const { dir, label } of outsideFolders())
    console.log(line(label, scoreFields(corpusPages(dir))));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const corpus = resolve(process.env.RECIPE_CORPUS ?? join(repoRoot, '../shared/recipe-corpus'));
  if (!existsSync(join(corpus, 'cases'))) {
    console.log(`recipe corpus not present at ${corpus}, skipped`);
    process.exit(0);
  }
  const showAt = process.argv.indexOf('--show');
  printFieldScores(join(corpus, 'cases'), showAt >= 0 ? Number(process.argv[showAt + 1]) : 0);
}
