/**
 * Batch recipe extraction: `node scripts/recipe-extract.ts FILE...` prints one JSON line per
 * file, in argument order. A file that cannot be read or holds no recipe still gets a line
 * (with empty fields and an `error`), so line N always belongs to file N.
 */
import { readFileSync } from 'node:fs';
import { extractRecipe } from '../src/page/extract-recipe.ts';
import { flattenSteps } from '../src/page/types.ts';

interface OutputLine {
  name: string;
  ingredients: string[];
  instructions: string[];
  description?: string;
  total_time_minutes?: number;
  yields?: string;
  cuisine?: string;
  category?: string;
  image?: string;
  link?: string;
  error?: string;
}

function extractFile(path: string): OutputLine {
  try {
    const recipe = extractRecipe(readFileSync(path, 'utf8'));
    if (!recipe) return { name: '', ingredients: [], instructions: [], error: 'no recipe found' };
    return {
      name: recipe.name,
      ingredients: recipe.ingredients,
      instructions: flattenSteps(recipe.instructionSections),
      description: recipe.description,
      total_time_minutes: recipe.totalTimeMinutes,
      yields: recipe.yields,
      cuisine: recipe.cuisine,
      category: recipe.category,
      image: recipe.image,
      link: recipe.url,
    };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { name: '', ingredients: [], instructions: [], error: message };
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: node scripts/recipe-extract.ts FILE...\n');
  process.exit(2);
}
for (const file of files) {
  // JSON.stringify drops undefined fields, leaving only what was found.
  process.stdout.write(JSON.stringify(extractFile(file)) + '\n');
}
