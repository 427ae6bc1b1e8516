/**
 * Everything the reader returns for every page of the corpus, and how every ingredient line
 * (the extracted ones and the ones a person read off the page) parses, as one JSON file:
 * `node scripts/corpus-snapshot.ts OUT.json`. Run before and after a change that should not
 * change behaviour, then compare the two files (`cmp before.json after.json`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { extractRecipe } from '../src/page/extract-recipe.ts';
import { ingredientParts, parseIngredientLine } from '../src/ingredients/parse-ingredient-line.ts';

const corpus = resolve(
  process.env.RECIPE_CORPUS ?? join(import.meta.dirname, '../../../../shared/recipe-corpus'),
  'cases',
);
const out = process.argv[2];
if (!out) throw new Error('usage: node corpus-snapshot.ts OUT.json');

const pages: Record<string, unknown> = {};
for (const site of readdirSync(corpus).sort()) {
  const dir = join(corpus, site);
  if (!statSync(dir).isDirectory()) continue;
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(join(dir, file), 'utf8');
    const expected = JSON.parse(readFileSync(join(dir, file.replace(/\.html$/, '.json')), 'utf8'));
    const url = typeof expected.canonical_url === 'string' ? expected.canonical_url : undefined;
    const recipe = extractRecipe(html, url);
    const personLines: unknown = expected.ingredients;
    const lines = [
      ...(recipe?.ingredients ?? []),
      ...(Array.isArray(personLines) ? personLines.map(String) : []),
    ];
    pages[`${site}/${file}`] = {
      recipe,
      lines: lines.map((line) => ({
        line,
        parts: ingredientParts(line),
        parsed: parseIngredientLine(line),
      })),
    };
  }
}
writeFileSync(out, JSON.stringify(pages, null, 1));
