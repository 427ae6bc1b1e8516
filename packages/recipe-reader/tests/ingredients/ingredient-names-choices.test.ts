// A choice of two things, or examples after the name: the first (or the example) is bought.
// The lines are made up for the test (none is a labelled line, none copied from a page).
import { describe, expect, it } from 'vitest';
import { ingredientParts } from '../../src/ingredients/parse-ingredient-line.ts';
import { parts } from '../support/ingredient-parts.ts';

describe("ingredient naming: examples after 'such as' and 'like'", () => {
  it.each([
    ['1 lb short pasta such as penne or rigatoni', 'short pasta'],
    ['1/2 cup hard cheese like Pecorino', 'hard cheese'],
    ['2 tbsp neutral oil, such as canola', 'neutral oil'],
    ['1 cup nuts, e.g. walnuts', 'nuts'],
    // Only what the thing is for before them: the first example is bought.
    ['Toppings such as sliced almonds, raisins or sprinkles', 'almonds'],
    ['Optional garnishes like chopped cilantro', 'cilantro'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });

  it.each([
    ['Garnish: parsley', 'parsley'],
    ['For garnish: 2 tbsp chopped chives', 'chives'],
    ['To serve: crusty bread', 'crusty bread'],
  ])("drops what the line is for in front: '%s' → %s", (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });

  it('keeps a header a header', () => {
    expect(ingredientParts('Toppings:')).toBeNull();
  });
});

describe('ingredient naming: a choice of two states', () => {
  it.each([
    ['1 teaspoon dried or fresh basil', 'dried basil'],
    ['1 cup fresh or frozen raspberries', 'raspberries'],
    ['2 cups frozen or fresh corn', 'frozen corn'],
    ['1 tbsp fresh or 1 tsp dried thyme', 'thyme'],
    ['1 tbsp chopped fresh or 1/2 tsp dried dill', 'dill'],
    // A choice of things stays the first thing.
    ['1 cup fresh spinach or kale', 'spinach'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe("ingredient naming: 'and/or', a few dashes, 'you like'", () => {
  it.each([
    ['2 cups chicken broth and/or water', 'chicken broth'],
    ['A few dashes of bitters', 'bitters'],
    ['a couple pinches of salt', 'salt'],
    ['Optional garnish: sesame seeds', 'sesame seeds'],
    ['Any veggies you like', 'veggies'],
    ['Sprinkles that you love', 'Sprinkles'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: herbs by the stem, kinds of a choice, sold strained', () => {
  it.each([
    ['4 stems fresh oregano', 4, 'stem', 'oregano'],
    ['3 branches rosemary', 3, 'branch', 'rosemary'],
    ['3 stem ginger balls, chopped', 3, null, 'stem ginger balls'],
    ['1 packed cup fresh parsley leaves', 1, 'cup', 'parsley'],
    ['½ loosely packed cup basil', 0.5, 'cup', 'basil'],
    ['freshly milled white or black pepper', null, null, 'white pepper'],
    ['1 cup salted or unsalted peanuts', 1, 'cup', 'salted peanuts'],
    ['2 tbsp strained orange juice', 2, 'tablespoon', 'orange juice'],
    ['1 cup strained Greek yogurt', 1, 'cup', 'strained Greek yogurt'],
    ['2 cups hulled raspberries', 2, 'cup', 'raspberries'],
    ['3 tbsp hulled hemp seeds', 3, 'tablespoon', 'hulled hemp seeds'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming: a choice of things, adjectives listed', () => {
  it.each([
    ['2 tbsp margarine or sunflower oil', 'margarine'],
    ['6 cups water or vegetable stock', 'water'],
    ['2 shallots or spring onions', 'shallots'],
    ['1 tbsp honey or agave syrup', 'honey'],
    ['1 red or white onion', 'red onion'],
    ['2 cups beef or chicken stock', 'beef stock'],
    ['3 oz soft, mild goat cheese', 'soft mild goat cheese'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: which choice shares the noun', () => {
  it.each([
    ['sourdough or French baguette', 'sourdough'],
    ['1 cup ricotta or full-fat cottage cheese', 'ricotta'],
    ['2 tbsp tamari or soy sauce', 'tamari'],
    ['1 cup creamy or crunchy almond butter', 'creamy almond butter'],
    ['2 tsp instant or active dry yeast', 'instant dry yeast'],
    ['1/2 cup Pecorino or Parmesan cheese', 'Pecorino cheese'],
    ['3 tbsp olive or rapeseed oil', 'olive oil'],
    ['1 tsp lemon or lime juice', 'lemon juice'],
    ['8 noodles, dry, curly', 'noodles'],
    ['1 block firm or extra firm tofu', 'firm tofu'],
    ['2 tbsp melted butter or sunflower oil', 'butter'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: a thickness first, a fat content in a choice', () => {
  it.each([
    // These were read as '1', '1- to 1 lamb chops' and '15'.
    ['2 (8 ounce) 1 1/2 inch thick rib-eye steaks', 'rib-eye steaks'],
    ['6 (5 ounce) 1- to 1 1/2-inch-thick pork chops', 'pork chops'],
    ['1/2 cup 10% or 18% cream', '10% cream'],
    ['2 cups 1% or whole milk', '1% milk'],
    ['2 cups skim or 1% milk', 'skim milk'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it('adds up every amount of a sum', () => {
    // It read '1 teaspoon flour' as the name, and 1 1/16 cups.
    expect(parts('1 cup + 2 tablespoons + 1 teaspoon bread flour')).toMatchObject({
      name: 'bread flour',
      unit: 'cup',
    });
    expect(parts('1 cup + 2 tablespoons + 1 teaspoon bread flour')?.quantity).toBeCloseTo(
      1 + 2 / 16 + 1 / 48,
    );
  });
});

describe('ingredient naming: a choice of describing words', () => {
  it.each([
    // These were named 'blanched', 'granulated' and 'ground' alone.
    ['1/2 cup blanched or sliced hazelnuts', 'blanched hazelnuts'],
    ['1/4 cup granulated or raw sugar', 'sugar'],
    ['1 cup ground or shredded coconut', 'ground coconut'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: amounts and choices', () => {
  it('reads a size written with a spaced dash as the size of the can', () => {
    expect(parts('2 14.5 – ounce cans diced tomatoes')).toMatchObject({
      quantity: 2,
      unit: 'can',
      name: 'diced tomatoes',
    });
  });

  it.each([
    ['2 cups all-purpose or plain flour', 'flour'],
    ['1 cup self-rising or plain flour', 'self-rising flour'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it('counts a cauliflower or a lettuce by the head', () => {
    expect(parts('1 small cauliflower head')).toMatchObject({ name: 'cauliflower', unit: 'head' });
    expect(parts('2 cos lettuce heads')).toMatchObject({ name: 'cos lettuce', unit: 'head' });
  });
});
