/**
 * Gathers pages of recipe sites that are not in the corpus, for measuring on sites nothing was
 * ever tuned on. The corpus (../shared/recipe-corpus) is one page per site of recipe-scrapers'
 * test data; that project's test folder holds more sites. This copies, for each site of it the
 * corpus does not have, the site's first page (by file name) with its expected fields, in the
 * corpus's shape (`<site>/<name>.html` beside `<name>.json`):
 *
 *   node scripts/outside-cases.ts RECIPE_SCRAPERS/tests/test_data OUT_DIR [--other-pages]
 *
 * Then `RECIPE_OUTSIDE_CASES=OUT_DIR npm run bench:recipes` scores the extractor on those
 * sites and the parser on label set 7. With `--other-pages` it copies instead every page of
 * those sites but the first, for `RECIPE_OUTSIDE_OTHER_CASES` (label set 8, and the extractor
 * on pages of unseen sites that set 7's measure never read). Nothing of those pages goes in
 * this repository.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpusCases = join(
  resolve(process.env.RECIPE_CORPUS ?? join(repoRoot, '../shared/recipe-corpus')),
  'cases',
);
const [testData, outDir, mode] = process.argv.slice(2);
const otherPages = mode === '--other-pages';
if (!testData || !outDir || !existsSync(testData) || !existsSync(corpusCases)) {
  console.error(
    'usage: node scripts/outside-cases.ts RECIPE_SCRAPERS_TEST_DATA OUT_DIR [--other-pages]',
  );
  console.error(`(the corpus is looked for at ${corpusCases})`);
  process.exit(2);
}

let sites = 0;
let pages = 0;
for (const site of readdirSync(testData).sort()) {
  const from = join(testData, site);
  if (!statSync(from).isDirectory() || existsSync(join(corpusCases, site))) continue;
  const names = readdirSync(from)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  // The first page (by file name) is what set 7 and the outside measure read, whether or not
  // its HTML is there, so --other-pages never hands out a page those measures could reach.
  const chosen = otherPages ? names.slice(1) : names.slice(0, 1);
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
console.log(`${pages} pages of ${sites} sites outside the corpus copied to ${resolve(outDir)}`);
