/**
 * Gathers pages of recipe sites that are not in the corpus, for measuring on sites nothing was
 * ever tuned on. The corpus (../shared/recipe-corpus) is one page per site of recipe-scrapers'
 * test data; that project's test folder holds more sites. This copies, for each site of it the
 * corpus does not have, the site's first page (by file name) with its expected fields, in the
 * corpus's shape (`<site>/<name>.html` beside `<name>.json`):
 *
 *   node scripts/outside-cases.ts RECIPE_SCRAPERS/tests/test_data OUT_DIR
 *
 * Then `RECIPE_OUTSIDE_CASES=OUT_DIR npm run bench:recipes` scores the extractor on those
 * sites and the parser on label set 7. Nothing of those pages goes in this repository.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const corpusCases = join(
  resolve(process.env.RECIPE_CORPUS ?? join(repoRoot, '../shared/recipe-corpus')),
  'cases',
);
const [testData, outDir] = process.argv.slice(2);
if (!testData || !outDir || !existsSync(testData) || !existsSync(corpusCases)) {
  console.error('usage: node scripts/outside-cases.ts RECIPE_SCRAPERS_TEST_DATA OUT_DIR');
  console.error(`(the corpus is looked for at ${corpusCases})`);
  process.exit(2);
}

let sites = 0;
for (const site of readdirSync(testData).sort()) {
  const from = join(testData, site);
  if (!statSync(from).isDirectory() || existsSync(join(corpusCases, site))) continue;
  const first = readdirSync(from)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort()[0];
  if (!first || !existsSync(join(from, `${first}.testhtml`))) continue;
  const to = join(outDir, site);
  mkdirSync(to, { recursive: true });
  copyFileSync(join(from, `${first}.testhtml`), join(to, `${first}.html`));
  copyFileSync(join(from, `${first}.json`), join(to, `${first}.json`));
  sites += 1;
}
console.log(`${sites} sites outside the corpus copied to ${resolve(outDir)}`);
