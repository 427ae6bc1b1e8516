import { mapToDish, type DishFormFields } from '#domain/dishes/map-to-dish.ts';
import { extractRecipeOffThread } from './extract-off-thread.ts';
import { RecipeFetchError, safeFetchPage, type SafeFetchOptions } from './safe-fetch.ts';

/**
 * Fetches a user-typed recipe URL and returns the dish form's pre-filled fields. The page's
 * final URL (after redirects) is the one recorded as the link, unless the page names a
 * canonical one.
 */
export async function importRecipeFromUrl(
  url: string,
  options?: SafeFetchOptions,
): Promise<DishFormFields> {
  const { finalUrl, html } = await safeFetchPage(url, options);
  const recipe = await extractRecipeOffThread(html, finalUrl);
  // A dish cannot be saved without a name, so a nameless match is no use to the form.
  if (!recipe || !recipe.name.trim()) throw new RecipeFetchError('NO_RECIPE');
  return mapToDish(recipe, finalUrl);
}
