// Sizes, colours, praise, ripeness and other describing words around a name.
// The lines are made up for the test (none is a labelled line, none copied from a page).
import { describe, expect, it } from 'vitest';
import { ingredientParts } from '../../src/ingredients/parse-ingredient-line.ts';
import { parts } from '../support/ingredient-parts.ts';

describe('ingredient naming: hyphenated describing words', () => {
  it.each([
    ['2 bone-in, skin-on chicken thighs', 'bone-in skin-on chicken thighs'],
    ['1 cup gluten-free, dairy-free chocolate chips', 'gluten-free dairy-free chocolate chips'],
    ['1/4 cup fresh-squeezed lime juice', 'lime juice'],
    ['1 cup freshly-grated parmesan', 'parmesan'],
    ['4 slices stale bread', 'bread'],
    ['2 cups day-old bread, cubed', 'bread'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: provenance, praise and ripeness', () => {
  it.each([
    ['1/4 cup local honey', 'honey'],
    ['1 lb wild-caught salmon', 'salmon'],
    ['1 lb sustainably sourced cod', 'cod'],
    ['2 cups seasonal vegetables', 'vegetables'],
    ['non-GMO corn tortillas', 'corn tortillas'],
    ['1/4 cup 100% pure maple syrup', 'pure maple syrup'],
    ['1 lb beautiful heirloom tomatoes', 'heirloom tomatoes'],
    ['1 cup decent red wine', 'red wine'],
    ['1/4 cup real maple syrup', 'maple syrup'],
    ['4 large very ripe bananas', 'bananas'],
    ['2 firm-ripe pears', 'pears'],
    // Kinds, not praise.
    ['1 cup Great Northern beans', 'Great Northern beans'],
    ['1 cup natural yogurt', 'natural yogurt'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: orange as a colour, second thoughts', () => {
  it.each([
    ['1 red, orange, or yellow bell pepper', 'red bell pepper'],
    ['orange and yellow peppers', 'peppers'],
    ['1 orange, zested', 'orange'],
    ['1 orange bell pepper', 'orange bell pepper'],
    ['a pinch or two of salt', 'salt'],
    ['1 cup or so of stock', 'stock'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: more of the same, sizes written apart', () => {
  it.each([
    ['Extra parmesan, for serving', 'parmesan'],
    ['More cheese for topping', 'cheese'],
    ['Additional salt to taste', 'salt'],
    ['1 cup reserved pasta water', 'pasta water'],
    ['3 extra large eggs', 'eggs'],
    ['2 XL eggs', 'eggs'],
    ['2 cups bite size pretzels', 'pretzels'],
    // Kinds.
    ['1 cup extra sharp cheddar', 'extra sharp cheddar'],
    ['1 block extra-firm tofu', 'extra-firm tofu'],
    ['2 tbsp extra virgin olive oil', 'olive oil'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: sizes and pieces', () => {
  it.each([
    ['2 medium-size leeks', 'leeks'],
    ['3 medium size pears', 'pears'],
    ['12 taco-size flour tortillas', 'flour tortillas'],
    ['2 cups thin strips green bell pepper', 'green bell pepper'],
    ['6 large, thin slices of gruyere cheese', 'gruyere cheese'],
    ['1/4 cup shavings of parmesan', 'parmesan'],
    ['a few shakes of hot sauce', 'hot sauce'],
    // Round things are not rounds cut from them.
    ['1 pound round steak', 'round steak'],
    ['4 round bread rolls', 'round bread rolls'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: sizes before units, ribs and spears, what a line is for', () => {
  it.each([
    ['3 medium-size cloves garlic', 3, 'clove', 'garlic'],
    ['2 plump shallot cloves', 2, 'clove', 'shallot'],
    ['10 asparagus spears', 10, 'spear', 'asparagus'],
    ['3 celery ribs, sliced', 3, 'rib', 'celery'],
    ['1 rib of celery', 1, 'rib', 'celery'],
    ['2 rib eye steaks', 2, null, 'rib eye steaks'],
    ['1 standing rib roast', 1, null, 'standing rib roast'],
    ['20 wafer thin slices salami', 20, null, 'salami'],
    ['2 tbsp iced water', 2, 'tablespoon', 'water'],
    ['1 cup pre-crumbled goat cheese', 1, 'cup', 'goat cheese'],
    ['Juice and pulp from 2 oranges', 2, null, 'oranges'],
    ['3 pork chops totalling about 2 lb', 3, null, 'pork chops'],
    ['2 lb apples to make about 5 cups', 2, 'pound', 'apples'],
    ['Steamed rice as an accompaniment', null, null, 'rice'],
    ['6 corn tortillas used for tacos', 6, null, 'corn tortillas'],
    ['1/3 cup slivered or sliced almonds', 1 / 3, 'cup', 'slivered almonds'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    const found = parts(line);
    expect(found?.name).toBe(name);
    expect(found?.unit).toBe(unit);
    if (quantity === null) expect(found?.quantity).toBeNull();
    else expect(found?.quantity).toBeCloseTo(quantity, 3);
  });
});

describe('ingredient naming: sizes of a measure, each of, of any kind', () => {
  it.each([
    ['lg handful of spinach', 1, 'handful', 'spinach'],
    ['a healthy pinch of chilli flakes', 1, 'pinch', 'chilli flakes'],
    ['2 good pinches of saffron', 2, 'pinch', 'saffron'],
    ['A pat of butter', 1, 'pat', 'butter'],
    ['A wineglass of sherry', 1, 'wineglass', 'sherry'],
    ['Pinch each of cumin and coriander', 1, 'pinch', 'cumin and coriander'],
    ['Pinch of salt or dash of soy sauce', 1, 'pinch', 'salt'],
    ['fresh herbs of any kind', null, null, 'herbs'],
    ['2 cups rye bread of good quality', 2, 'cup', 'rye bread'],
    ['Stems from a bunch of coriander', 1, 'bunch', 'coriander'],
    ['A mixture of salad leaves', null, null, 'salad leaves'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming: sizes and a spice read as a unit', () => {
  it.each([
    // These were read as '1' and as no name at all.
    ['8 ounces 1/4-inch thick udon noodles', 'udon noodles'],
    ['6 whole cloves (optional)', 'cloves'],
    ['24 eight-inch bamboo skewers', 'bamboo skewers'],
    ['3 pounds pork loin, trimmed and tied', 'pork loin'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it('reads cloves with nothing after them as garlic when they are cut up', () => {
    expect(parts('3 cloves, minced')).toMatchObject({ name: 'garlic', unit: 'clove' });
    expect(parts('4 whole cloves, lightly crushed')).toMatchObject({ name: 'cloves', unit: null });
  });
});

describe('ingredient naming: describing words joined or strengthened', () => {
  it.each([
    // Each was read as no name and left off the list.
    ['24 very fresh, shucked clams', 'clams'],
    ['1 cup cooked or drained, rinsed canned lentils', 'canned lentils'],
    ['1 knob fresh or thawed, frozen ginger', 'frozen ginger'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it('leaves the other choice for the line before off the list', () => {
    expect(parts('OR 3 tablespoons maple syrup')).toBeNull();
    expect(parts('orange juice')?.name).toBe('orange juice');
  });
});

describe('ingredient naming: measures and sizes around the name', () => {
  it.each([
    ['1 tbsp tbsp sesame oil', 'sesame oil', 'tablespoon'],
    ['1 pt pint blueberries', 'blueberries', 'pint'],
    ['6 unpeeled cloves garlic, smashed', 'garlic', 'clove'],
    ['1 inch-long knob of ginger, grated', 'ginger', 'knob'],
    ['½ c scooped and leveled bread flour', 'bread flour', 'cup'],
    ['1 c scooped and leveled, plus 2 tablespoons rye flour', 'rye flour', 'cup'],
    ['a few ounces of pecorino, grated', 'pecorino', null],
    ['6 freshly shucked clams in the half shell', 'clams', null],
  ])('%s → %s in %s', (line, name, unit) => {
    expect(parts(line)).toMatchObject({ name, unit });
  });
});

describe('ingredient naming: a can named by its size', () => {
  it.each([
    // These were 28 of 'ounce can crushed tomatoes' and 16 of 'ounce jar mild'.
    ['28-ounce can fire-roasted tomatoes', 'fire-roasted tomatoes', 'can'],
    ['15-oz jar marinara sauce', 'marinara sauce', 'jar'],
    ['6 cups heated vegetable stock', 'vegetable stock', 'cup'],
  ])('%s → %s in %s', (line, name, unit) => {
    expect(parts(line)).toMatchObject({ name, unit });
  });
});

describe('ingredient naming: kinds, sizes and quotes', () => {
  it.each([
    ['1 cup steel cut oats', 'steel cut oats'],
    ['3 tbsp ice cold water', 'water'],
    ['2 cups broccoli “rice”', 'broccoli rice'],
    ['1 lb large or larger prawns', 'prawns'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: praise', () => {
  it.each([
    ['3 tbsp good olive oil', 'olive oil'],
    ['100 g good-quality milk chocolate', 'milk chocolate'],
    ['1 cup high quality vegetable stock', 'vegetable stock'],
    ['your favourite crackers', 'crackers'],
    ['4 fluffy dinner rolls', 'dinner rolls'],
    ['1 cup creamy Greek yogurt', 'Greek yogurt'],
    // The kind sold, not praise.
    ['2 tbsp creamy peanut butter', 'creamy peanut butter'],
    ['1/4 cup creamy Caesar dressing', 'creamy Caesar dressing'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: edible', () => {
  it.each([
    ['1 sheet edible gold leaf', 'gold leaf'],
    ['24 edible sugar pearls', 'sugar pearls'],
    ['edible flowers, to decorate', 'edible flowers'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: adjectives listed with commas', () => {
  it.each([
    ['1/2 cup smoked, salted almonds', 'smoked salted almonds'],
    ['1 green, yellow, or red bell pepper, diced', 'green bell pepper'],
    ['1 cup sweetened, shredded coconut', 'sweetened coconut'],
    // A noun first: what follows the comma is preparation.
    ['2 onions, sliced', 'onions'],
    ['1/2 cup seed, mixed', 'seed'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: colours joined by and', () => {
  it.each([
    ['1 tbsp black and white sesame seeds', 'sesame seeds'],
    ['2 red and yellow bell peppers, sliced', 'bell peppers'],
    ['1 tsp red, green and blue sprinkles', 'sprinkles'],
    ['salt and black pepper', 'salt and black pepper'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: describing words without a hyphen', () => {
  it.each([
    ['6 free range eggs', 'eggs'],
    ['1 jar store bought pesto', 'pesto'],
    ['500 g grass fed beef mince', 'beef mince'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: sizes in one hyphenated word', () => {
  it.each([
    ['2 large 10-inch tortillas', 'tortillas'],
    ['1 unbaked 9-inch pie shell', 'pie shell'], // 'unbaked' goes too since round 7
    ['2 8-serving sponge flan cases', 'sponge flan cases'],
    ['8 6-in. corn tortillas', 'corn tortillas'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: -sized', () => {
  it.each([
    ['1 thumb-sized piece of ginger, grated', 1, 'piece', 'ginger'],
    ['4 medium-sized lemons', 4, null, 'lemons'],
    ['20 bite-sized pretzels', 20, null, 'pretzels'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});
