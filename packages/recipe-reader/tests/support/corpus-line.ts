// A line of a corpus page's expected ingredient list, by page and index, so that tests read
// real lines without copying page text into the project (the corpus's README asks that).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recipeCorpusCases } from './recipe-corpus.ts';

export const corpusCases = recipeCorpusCases();

/** `page` is `<site>/<name>` under the corpus's cases folder. */
export function corpusLine(page: string, index: number): string {
  const expected = JSON.parse(readFileSync(join(corpusCases!, `${page}.json`), 'utf8')) as {
    ingredients: string[] | string;
  };
  const lines = Array.isArray(expected.ingredients)
    ? expected.ingredients
    : expected.ingredients.split('\n').filter((line) => line.trim() !== '');
  const line = lines[index];
  if (line === undefined) throw new Error(`${page} has no ingredient line ${index}`);
  return line;
}
