/**
 * Gathers pages of recipe sites that are not in the corpus, for measuring on sites nothing was
 * ever tuned on. The corpus (../shared/recipe-corpus) is one page per site of recipe-scrapers'
 * test data; that project's test folder holds more sites. This copies, for each site of it the
 * corpus does not have, the site's first page (by file name) with its expected fields, in the
 * corpus's shape (`<site>/<name>.html` beside `<name>.json`):
 *
 *   node scripts/outside-cases.ts RECIPE_SCRAPERS/tests/test_data OUT_DIR [MODE]
 *
 * Then `RECIPE_OUTSIDE_CASES=OUT_DIR npm run bench:recipes` scores the extractor on those
 * sites and the parser on label set 7. With `--other-pages` it copies instead every page of
 * those sites but the first, for `RECIPE_OUTSIDE_OTHER_CASES` (label set 8, and the extractor
 * on pages of unseen sites that set 7's measure never read). With `--held-out-other-pages` it
 * copies the pages of the corpus's held-out sites (fold 0, scripts/bench-folds.ts) that the
 * corpus does not hold, for `RECIPE_HELD_OUT_OTHER_CASES` (label set 9, and the extractor on
 * other pages of the held-out sites). Nothing of those pages goes in this repository.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldOf, HELD_OUT_FOLD } from './bench-folds.ts';

// The app's checkout, beside which the shared corpus lies (../shared/recipe-corpus).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const corpusCases = join(
  resolve(process.env.RECIPE_CORPUS ?? join(repoRoot, '../shared/recipe-corpus')),
  'cases',
);
const [testData, outDir, mode] = process.argv.slice(2);
const MODES = ['--first-pages', '--other-pages', '--held-out-other-pages'];
const chosenMode = mode ?? '--first-pages';
if (
  !testData ||
  !outDir ||
  !MODES.includes(chosenMode) ||
  !existsSync(testData) ||
  !existsSync(corpusCases)
) {
  console.error(
    `usage: node scripts/outside-cases.ts RECIPE_SCRAPERS_TEST_DATA OUT_DIR [${MODES.join('|')}]`,
  );
  console.error(`(the corpus is looked for at ${corpusCases})`);
  process.exit(2);
}

let sites = 0;
let pages = 0;
/** The pages of a site to copy, by name, or null to skip the site. */
function chosenPages(site: string, names: string[]): string[] | null {
  const inCorpus = existsSync(join(corpusCases, site));
  if (chosenMode === '--held-out-other-pages') {
    if (!inCorpus || foldOf(site) !== HELD_OUT_FOLD) return null;
    const held = new Set(readdirSync(join(corpusCases, site)).map((f) => f.replace(/\.\w+$/, '')));
    return names.filter((name) => !held.has(name));
  }
  if (inCorpus) return null;
  // The first page (by file name) is what set 7 and the outside measure read, whether or not
  // its HTML is there, so --other-pages never hands out a page those measures could reach.
  return chosenMode === '--other-pages' ? names.slice(1) : names.slice(0, 1);
}

for (const site of readdirSync(testData).sort()) {
  const from = join(testData, site);
  if (!statSync(from).isDirectory()) continue;
  const names = readdirSync(from)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  const chosen = chosenPages(site, names);
  if (!chosen) continue;
  const present = chosen.filter((name) => existsSync(join(from, `${name}.testhtml`)));
  if (present.length === 0) continue;
  const to = join(outDir, site);
  mkdirSync(to, { recursive: true });
  for (const name of present) {
    copyFileSync(join(from, `${name}.testhtml`), join(to, `${name}.html`));
    copyFileSync(join(from, `${name}.json`), join(to, `${name}.json`));
    pages += 1;
  }
  sites += 1;
}
console.log(`${pages} pages of ${sites} sites copied to ${resolve(outDir)}`);
