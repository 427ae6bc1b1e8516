// Naming rules of the third round, on lines made up for the test (none is a labelled line).
import { describe, expect, it } from 'vitest';
import { ingredientParts } from '../../../domain/shopping/ingredients/parse-ingredient-line.ts';
import { parts } from '../../support/ingredient-parts.ts';

describe('ingredient naming, round 3', () => {
  it.each([
    ['cumin powder as required', 'cumin powder'],
    ['oil as per taste', 'oil'],
    ['2 cups water, as per need', 'water'],
    ['ghee as necessary', 'ghee'],
  ])("drops 'as required' and its kin: %s → %s", (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it.each([
    ['1 can crushed pineapple with juice', 'crushed pineapple'],
    ['2 cans black beans with their liquid', 'black beans'],
    ['1 (15 oz) can peaches with the juices', 'peaches'],
  ])("drops 'with juices' kept from a can: %s → %s", (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: praise', () => {
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

describe('ingredient units, round 3', () => {
  it.each([
    ['1 bar of dark chocolate', 1, 'bar', 'dark chocolate'],
    ['2 large bars white chocolate', 2, 'bar', 'white chocolate'],
    ['2 granola bars', 2, null, 'granola bars'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe("ingredient naming, round 3: makers' names", () => {
  it.each([
    ['1 cup King Arthur bread flour', 'bread flour'],
    ['2 tbsp Kikkoman soy sauce', 'soy sauce'],
    ['1 can Thai Kitchen coconut milk', 'coconut milk'],
    ['1 bag The Green Valley Co rocket', 'rocket'],
    ['2 cups Ghirardelli semi-sweet chocolate chips', 'semi-sweet chocolate chips'],
    // Only the brand: it is the product.
    ['2 tbsp Kikkoman', 'Kikkoman'],
    // Not a company: 'Food' ends a kind.
    ['1 Angel Food Cake', 'Angel Food Cake'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: butter kept cold', () => {
  it.each([
    ['100 g chilled unsalted butter, cubed', 'butter'],
    ['1/2 cup frozen butter, grated', 'butter'],
    ['6 tbsp ice-cold salted butter', 'butter'],
    // Bought frozen.
    ['1 cup frozen peas', 'frozen peas'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: sold prepared', () => {
  it.each([
    ['1 tsp toasted sesame oil, for drizzling', 'toasted sesame oil'],
    ['1/4 cup toasted sesame seeds', 'sesame seeds'],
    ['1 cup medium grain rice', 'medium grain rice'],
    ['1/2 cup toasted walnuts', 'walnuts'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: pepper powder', () => {
  it.each([
    ['1 tsp black pepper powder', 'black pepper'],
    ['pepper powder as required', 'pepper'],
    ['1/4 tsp white pepper powder', 'white pepper'],
    ['1 tbsp Korean red pepper powder', 'Korean red pepper powder'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: zest from', () => {
  it.each([
    ['zest from a lime', 'lime'],
    ['juice from 1 orange', 'orange'],
    ['the zest and juice from one lemon', 'lemon'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: edible', () => {
  it.each([
    ['1 sheet edible gold leaf', 'gold leaf'],
    ['24 edible sugar pearls', 'sugar pearls'],
    ['edible flowers, to decorate', 'edible flowers'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: adjectives listed with commas', () => {
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

describe('ingredient naming, round 3: colours joined by and', () => {
  it.each([
    ['1 tbsp black and white sesame seeds', 'sesame seeds'],
    ['2 red and yellow bell peppers, sliced', 'bell peppers'],
    ['1 tsp red, green and blue sprinkles', 'sprinkles'],
    ['salt and black pepper', 'salt and black pepper'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe("ingredient naming, round 3: a starter's state", () => {
  it.each([
    ['150 g active sourdough starter', 'sourdough starter'],
    ['1/2 cup bubbly, fed starter', 'starter'],
    ['2 1/4 tsp active dry yeast', 'active dry yeast'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient amounts, round 3: more of the same in brackets', () => {
  it.each([
    ['1/2 cup flour (plus 2 tablespoons)', 0.625, 'cup'],
    ['1 tbsp sugar (+1 tsp)', 4 / 3, 'tablespoon'],
    // What the more is for, or the same amount again: not added.
    ['1/2 cup sugar (plus 2 tbsp for sprinkling)', 0.5, 'cup'],
    ['1/2 cup butter (8 tablespoons)', 0.5, 'cup'],
  ])('%s → %f %s', (line, quantity, unit) => {
    const found = parts(line);
    expect(found?.quantity).toBeCloseTo(quantity);
    expect(found?.unit).toBe(unit);
  });
});

describe('ingredient units, round 3: British, Indian and old American spellings', () => {
  it.each([
    ['1 litre vegetable stock', 1, 'liter', 'vegetable stock'],
    ['500 millilitres milk', 500, 'milliliter', 'milk'],
    ['250 mls double cream', 250, 'milliliter', 'double cream'],
    ['200 gms paneer', 200, 'gram', 'paneer'],
    ['1 pkt instant noodles', 1, 'packet', 'instant noodles'],
    ['4 fl. oz. rum', 4, 'fluid ounce', 'rum'],
    ['2 T. butter', 2, 'tablespoon', 'butter'],
    ['1 t. baking soda', 1, 'teaspoon', 'baking soda'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units, round 3: tubs and blocks', () => {
  it.each([
    ['1 tub ricotta', 1, 'tub', 'ricotta'],
    ['1 (8 oz) block cream cheese, softened', 1, 'block', 'cream cheese'],
    ['500g tub Greek yoghurt', 500, 'gram', 'Greek yoghurt'],
    ['8 oz block cheddar, grated', 8, 'ounce', 'cheddar'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 3: describing words without a hyphen', () => {
  it.each([
    ['6 free range eggs', 'eggs'],
    ['1 jar store bought pesto', 'pesto'],
    ['500 g grass fed beef mince', 'beef mince'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: more of the same without a comma', () => {
  it.each([
    ['100 g icing sugar plus extra for dusting', 'icing sugar'],
    ['2 tbsp flour and a little more for the board', 'flour'],
    ['salt and extra virgin olive oil', 'salt and olive oil'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: how it is packed', () => {
  it.each([
    ['2 cups loosely packed baby spinach', 'baby spinach'],
    ['1 cup firmly packed dark brown sugar', 'dark brown sugar'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient amounts, round 3: halves in words', () => {
  it.each([
    ['half a cucumber, sliced', 0.5, null, 'cucumber'],
    ['Juice of half a lime', 0.5, null, 'lime'],
    ['a half cup cream', 0.5, 'cup', 'cream'],
    ['one and a half cups rice', 1.5, 'cup', 'rice'],
    ['3 and a half tbsp honey', 3.5, 'tablespoon', 'honey'],
    ['1 cup half and half', 1, 'cup', 'half and half'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 3: sizes in one hyphenated word', () => {
  it.each([
    ['2 large 10-inch tortillas', 'tortillas'],
    ['1 unbaked 9-inch pie shell', 'pie shell'], // 'unbaked' goes too since round 7
    ['2 8-serving sponge flan cases', 'sponge flan cases'],
    ['8 6-in. corn tortillas', 'corn tortillas'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: cooled, warmed, thawed', () => {
  it.each([
    ['2 cups cooked and cooled basmati rice', 'basmati rice'],
    ['1/2 cup warmed milk', 'milk'],
    ['1 cup thawed frozen corn', 'frozen corn'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 3: a step written after the name', () => {
  it.each([
    ['1 tbsp cornflour mixed with 2 tbsp cold water', 'cornflour'],
    ['1 tsp saffron dissolved in hot milk', 'saffron'],
    ['1 cup mixed nuts', 'mixed nuts'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe("ingredient amounts, round 3: zest and juice without 'of'", () => {
  it.each([
    ['zest 2 limes', 2, null, 'limes'],
    ['juice ½ lemon', 0.5, null, 'lemon'],
    ['2 tbsp lemon juice', 2, 'tablespoon', 'lemon juice'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 3: -sized', () => {
  it.each([
    ['1 thumb-sized piece of ginger, grated', 1, 'piece', 'ginger'],
    ['4 medium-sized lemons', 4, null, 'lemons'],
    ['20 bite-sized pretzels', 20, null, 'pretzels'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts, round 3: a size before a unit without a number', () => {
  it.each([
    ['Small bunch of mint', 1, 'bunch', 'mint'],
    ['Generous pinch of sea salt', 1, 'pinch', 'salt'],
    ['Large eggs', null, null, 'eggs'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 3: no-amount measures', () => {
  it.each([
    ['a good glug of olive oil', 'olive oil'],
    ['a dollop of crème fraîche', 'crème fraîche'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});
