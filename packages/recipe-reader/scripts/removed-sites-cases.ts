/**
 * Gathers the pages of sites recipe-scrapers once tested and has since removed, for measuring
 * on sites nothing here ever read: they are in neither the corpus nor that project's current
 * test data, which scripts/outside-cases.ts reads. From a git clone of that project it takes,
 * for each such site, the last stored version of each page and its expected fields, in the
 * corpus's shape (`<site>/<name>.html` beside `<name>.json`):
 *
 *   node scripts/removed-sites-cases.ts RECIPE_SCRAPERS_GIT_DIR OUT_DIR
 *
 * Then `RECIPE_REMOVED_SITES_CASES=OUT_DIR npm run bench:recipes` scores the extractor on
 * them and the parser on label set 10. A page is left out when its expected fields give no
 * title, no ingredient or no method step (nothing to score against), when its HTML repeats
 * another page's byte for byte, when its site is a corpus or current site under another folder
 * name (its expected title is one of theirs), or when it is a made-up fixture (a folder not
 * named like a host). These rules were fixed before the extractor ran on any of these pages,
 * but for the method step: the first run showed two pages with no expected steps, which the
 * scorer counts as misses whatever is read. Nothing of those pages goes in this repository.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The app's checkout, beside which the shared corpus lies (../shared/recipe-corpus).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const corpusCases = join(
  resolve(process.env.RECIPE_CORPUS ?? join(repoRoot, '../shared/recipe-corpus')),
  'cases',
);
const TEST_DATA = 'tests/test_data';
const [gitDir, outDir] = process.argv.slice(2);
if (!gitDir || !outDir || !existsSync(gitDir) || !existsSync(corpusCases)) {
  console.error('usage: node scripts/removed-sites-cases.ts RECIPE_SCRAPERS_GIT_DIR OUT_DIR');
  console.error(`(the corpus is looked for at ${corpusCases})`);
  process.exit(2);
}

// A stored clone may lack a few old objects: git then says so on stderr and exits non-zero
// after printing all it could read, so what it printed is used and a missing file is skipped.
function gitBytes(...args: string[]): Buffer {
  const run = spawnSync('git', ['-C', gitDir!, ...args], { maxBuffer: 1 << 30 });
  return run.stdout;
}
const git = (...args: string[]) => gitBytes(...args).toString('utf8');

type Expected = { title?: unknown; ingredients?: unknown; instructions_list?: unknown };
const hasContent = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
const titleKey = (title: unknown) =>
  String(title ?? '')
    .trim()
    .toLowerCase();

/** Titles of every page the corpus or the project's current test data holds. */
function knownTitles(): Set<string> {
  const titles = new Set<string>();
  const add = (json: string) => {
    try {
      titles.add(titleKey((JSON.parse(json) as Expected).title));
    } catch {
      // A current expected file that does not parse names no title.
    }
  };
  for (const site of readdirSync(corpusCases)) {
    const dir = join(corpusCases, site);
    for (const f of readdirSync(dir))
      if (f.endsWith('.json')) add(readFileSync(join(dir, f), 'utf8'));
  }
  for (const path of git('ls-tree', '-r', '--name-only', 'HEAD', TEST_DATA).split('\n')) {
    if (path.endsWith('.json')) add(git('show', `HEAD:${path}`));
  }
  titles.delete('');
  return titles;
}

const currentSites = new Set(
  git('ls-tree', '--name-only', 'HEAD', `${TEST_DATA}/`)
    .split('\n')
    .map((p) => p.split('/')[2]),
);
const corpusSites = new Set(readdirSync(corpusCases));
const everPaths = [
  ...new Set(
    git('log', '--all', '--format=', '--name-only', '--diff-filter=AM', '--', TEST_DATA).split(
      '\n',
    ),
  ),
].filter((p) => p.split('/').length === 4 && p.endsWith('.testhtml'));
const removedSites = [...new Set(everPaths.map((p) => p.split('/')[2]!))]
  .filter((site) => !currentSites.has(site) && !corpusSites.has(site) && site.includes('.'))
  .sort();

/** The commit that last added or changed a path, on any branch. */
const lastVersion = (path: string) =>
  git('log', '--all', '-1', '--format=%H', '--diff-filter=AM', '--', path).trim();

const titles = knownTitles();
const seenHtml = new Set<string>();
let pages = 0;
const sites = new Set<string>();
for (const site of removedSites) {
  for (const htmlPath of everPaths.filter((p) => p.split('/')[2] === site).sort()) {
    const jsonPath = htmlPath.replace(/\.testhtml$/, '.json');
    const htmlCommit = lastVersion(htmlPath);
    const jsonCommit = lastVersion(jsonPath);
    if (!htmlCommit || !jsonCommit) continue;
    const html = gitBytes('show', `${htmlCommit}:${htmlPath}`);
    const json = git('show', `${jsonCommit}:${jsonPath}`);
    if (html.length === 0 || json === '') continue;
    const expected = JSON.parse(json) as Expected;
    const digest = createHash('sha1').update(html).digest('hex');
    const scorable = [expected.title, expected.ingredients, expected.instructions_list];
    if (!scorable.every(hasContent)) continue;
    if (titles.has(titleKey(expected.title)) || seenHtml.has(digest)) continue;
    seenHtml.add(digest);
    const name = htmlPath.split('/')[3]!.replace(/\.testhtml$/, '');
    mkdirSync(join(outDir, site), { recursive: true });
    writeFileSync(join(outDir, site, `${name}.html`), html);
    writeFileSync(join(outDir, site, `${name}.json`), json);
    pages += 1;
    sites.add(site);
  }
}
console.log(`${pages} pages of ${sites.size} removed sites copied to ${resolve(outDir)}`);
