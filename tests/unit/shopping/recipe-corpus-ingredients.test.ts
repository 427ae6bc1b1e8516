// Every ingredient line of the shared recipe corpus (cases/<site>/<name>.json, field
// `ingredients`; tests/support/recipe-corpus.ts finds it): how many parse into a quantity
// and a name. Many pages are not in English; the floor is for all.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shoppingItemsFromLine } from '#domain/shopping/shopping-items-from-line.ts';
import { recipeCorpusCases } from '../../../packages/recipe-reader/tests/support/recipe-corpus.ts';

const casesDir = recipeCorpusCases();

function corpusLines(casesDir: string): string[] {
  const lines: string[] = [];
  for (const site of readdirSync(casesDir)) {
    for (const file of readdirSync(join(casesDir, site))) {
      if (!file.endsWith('.json')) continue;
      const recipe = JSON.parse(readFileSync(join(casesDir, site, file), 'utf8')) as {
        ingredients?: string[] | string;
      };
      const ingredients = recipe.ingredients ?? [];
      lines.push(...(Array.isArray(ingredients) ? ingredients : ingredients.split('\n')));
    }
  }
  return lines.filter((line) => line.trim() !== '');
}

describe.skipIf(casesDir === null)('recipe corpus ingredients', () => {
  it('parses nearly every line into a name, and most into a quantity too', () => {
    const lines = corpusLines(casesDir!);
    const parsed = lines.map((line) => shoppingItemsFromLine(line));
    const named = parsed.filter((items) => items.length > 0).length;
    const measured = parsed.filter((items) => items[0]?.amount).length;
    const shelved = parsed.filter((items) => items[0] && items[0].department !== 'Other').length;
    console.log(
      `recipe corpus: ${lines.length} ingredient lines; ${named} with a name, ` +
        `${measured} with a quantity and a name, ${shelved} with a department other than Other`,
    );
    expect(lines.length).toBeGreaterThan(1000);
    expect(named / lines.length).toBeGreaterThan(0.98);
    expect(measured / lines.length).toBeGreaterThan(0.85);
    // 5,000 lines take seconds on a 2-core machine that others share.
  }, 60_000);
});
