// The worker's limits (docs/security.md): a page that takes longer than the time limit,
// or nests deeper than browsers do, fails with the spec's import message; a real page
// comes back whole.
import { describe, expect, it } from 'vitest';
import { errorMessages } from '#domain/errors.ts';
import { extractRecipeOffThread } from '#server/recipe-import/extract-off-thread.ts';

const RECIPE = `<script type="application/ld+json">
  {"@type":"Recipe","name":"Plain Soup","recipeIngredient":["water"],"recipeInstructions":"Boil."}
</script>`;

describe('extraction off the main thread', () => {
  it('returns the recipe of an ordinary page', async () => {
    const recipe = await extractRecipeOffThread(RECIPE, 'https://example.com/soup');
    expect(recipe?.name).toBe('Plain Soup');
  });

  it('stops at the time limit with the spec’s failure message', async () => {
    const big = `${RECIPE}${'<p class="step">Stir the pot well.</p>'.repeat(50_000)}`;
    await expect(
      extractRecipeOffThread(big, 'https://example.com/soup', { timeMs: 1, memoryMb: 256 }),
    ).rejects.toThrow(errorMessages.RECIPE_IMPORT_FAILED);
  });

  it('refuses nesting deeper than a browser builds', async () => {
    await expect(
      extractRecipeOffThread(`${RECIPE}${'<div>'.repeat(600)}`, 'https://example.com/soup'),
    ).rejects.toThrow(errorMessages.RECIPE_IMPORT_FAILED);
    const recipe = await extractRecipeOffThread(
      `${RECIPE}${'<div>'.repeat(400)}`,
      'https://example.com/soup',
    );
    expect(recipe?.name).toBe('Plain Soup');
  });
});
