/**
 * Prints what each markup source reads off one tuning-fold page (JSON-LD, microdata, plugin
 * markup, HTML fallback), to see why the merge chose the list it did:
 *
 *   node scripts/bench-page-sources.ts SITE [ingredients|instructions]
 *
 * Refuses held-out sites (scripts/bench-folds.ts), which must not be looked at while tuning.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractHtmlFallback } from '../src/page/html-fallback.ts';
import { descendants, parseHtml } from '../src/page/html-tree.ts';
import { extractJsonLd } from '../src/page/json-ld.ts';
import { pickMainRecipe } from '../src/page/merge-sources.ts';
import { extractMicrodata } from '../src/page/microdata.ts';
import { readPageMeta } from '../src/page/page-meta.ts';
import { extractPluginMarkup } from '../src/page/plugin-markup.ts';
import { flattenSteps } from '../src/page/types.ts';
import { foldOf, HELD_OUT_FOLD } from './bench-folds.ts';

// The app's checkout, beside which the shared corpus lies (../shared/recipe-corpus).
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const corpus = resolve(process.env.RECIPE_CORPUS ?? join(repoRoot, '../shared/recipe-corpus'));
const [site, field = 'ingredients'] = process.argv.slice(2);
if (!site || foldOf(site) === HELD_OUT_FOLD) {
  console.error('usage: node scripts/bench-page-sources.ts SITE (a site of a tuning fold)');
  process.exit(2);
}
const dir = join(corpus, 'cases', site);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
  const root = parseHtml(readFileSync(join(dir, file), 'utf8'));
  const all = descendants(root);
  const meta = readPageMeta(all);
  const sources = {
    jsonLd: pickMainRecipe(extractJsonLd(meta.jsonLd), meta),
    microdata: extractMicrodata(root),
    plugin: extractPluginMarkup(root, all),
    html: extractHtmlFallback(root, meta, all),
  };
  console.log(`== ${file}`);
  for (const [name, source] of Object.entries(sources)) {
    const lines =
      field === 'instructions'
        ? flattenSteps(source?.instructionSections ?? [])
        : (source?.ingredients ?? []);
    console.log(`-- ${name} (${lines.length})`);
    for (const line of lines) console.log(`   ${JSON.stringify(line).slice(0, 200)}`);
  }
}
