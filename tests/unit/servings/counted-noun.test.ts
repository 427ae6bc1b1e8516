// A thing counted without a unit takes the count the cook reads on the dish page.
import { describe, expect, it } from 'vitest';
import { scaleIngredientLine } from '#domain/servings/scale-ingredient.ts';

describe('a counted thing takes the count shown', () => {
  it.each([
    ['1 small onion, diced', 2, '2 small onions, diced'],
    ['2 lemons', 0.5, '1 lemon'],
    ['1 Red Pepper (seeded)', 3, '3 Red Peppers (seeded)'],
    ['1 large tomato - chopped', 2, '2 large tomatoes - chopped'],
    ['1 bay leaf', 3, '3 bay leaves'],
    ['1 red or yellow onion', 2, '2 red or yellow onions'],
    ['2 large eggs', 0.5, '1 large egg'],
    ['1 ripe avocado', 1.5, '1½ ripe avocados'],
  ])('%s for ×%d: %s', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor, 'us')).toBe(scaled);
  });

  it.each([
    // Not a thing recipes count, or a word of another language: as written.
    ['1 tsk salt', 2, '2 tsk salt'],
    ['3 jus d’orange', 2, '6 jus d’orange'],
    ['1 zucchini, grated', 2, '2 zucchini, grated'],
    // The count is another's: pieces of it, its zest, a second amount.
    ['2 thin slices lemon', 2, '4 thin slices lemon'],
    ['1 zest from lemon', 2, '2 zest from lemon'],
    ['1 small onion or 1 shallot', 2, '2 small onion or 1 shallot'],
    ['1 egg yolk beaten with water', 2, '2 egg yolk beaten with water'],
    ['1 cucumber or English cucumber', 2, '2 cucumber or English cucumber'],
  ])('%s for ×%d stays %s', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor, 'us')).toBe(scaled);
  });
});

describe('more of it after the name scales too', () => {
  it.each([
    ['1/2 cup sugar, plus 2 tablespoons', 2, '1 cup sugar, plus 4 tbsp'],
    [
      '1 c scooped and leveled, plus 1 tablespoon flour',
      2,
      '2 cups scooped and leveled, plus 2 tbsp flour',
    ],
    [
      '2 chiles in adobo plus 2 tablespoons adobo sauce',
      0.5,
      '1 chiles in adobo plus 1 tbsp adobo sauce',
    ],
    // More as needed is not an amount.
    ['2 cups flour, plus more for dusting', 2, '4 cups flour, plus more for dusting'],
  ])('%s for ×%d: %s', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor, 'us')).toBe(scaled);
  });
});
