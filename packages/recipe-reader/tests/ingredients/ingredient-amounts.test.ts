// Amounts of a line: after the name, in words, in brackets, added up, counted by the whole.
// The lines are made up for the test (none is a labelled line, none copied from a page).
import { describe, expect, it } from 'vitest';
import { parts } from '../support/ingredient-parts.ts';

describe('ingredient amounts: an amount after the name', () => {
  it.each([
    // The other system's amount again: dropped.
    ['1/2 pound dark chocolate chips 225 gr', 0.5, 'pound', 'dark chocolate chips'],
    ['1 cup rolled oats 90g', 1, 'cup', 'rolled oats'],
    // More of the same after a '+': added.
    ['1/2 cup maple syrup + 1 tbsp', 0.5625, 'cup', 'maple syrup'],
    ['2 cups flour + 2 tablespoons', 2.125, 'cup', 'flour'],
    ['1 cup milk + 1 egg', 1, 'cup', 'milk'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: size ranges, packages after a weight, balls', () => {
  it.each([
    ['2 small-to-medium cloves garlic, minced', 2, 'clove', 'garlic'],
    ['3 medium-large potatoes', 3, null, 'potatoes'],
    ['2 small to medium onions', 2, null, 'onions'],
    ['16 ounces can diced tomatoes', 16, 'ounce', 'diced tomatoes'],
    ['14 oz can crushed tomatoes', 14, 'ounce', 'crushed tomatoes'],
    ['2 cups diced tomatoes', 2, 'cup', 'tomatoes'],
    ['1 mozzarella ball', 1, 'ball', 'mozzarella'],
    ['2 oz burrata ball, torn', 2, 'ounce', 'burrata'],
    ['12 cheese balls', 12, null, 'cheese balls'],
    // After another unit a part of the plant stays what is measured.
    ['Handful of parsley stalks', 1, 'handful', 'parsley stalks'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: British packs, sheets, plus', () => {
  it.each([
    ['150g pot natural yogurt', 150, 'gram', 'natural yogurt'],
    ['250g punnet strawberries', 250, 'gram', 'strawberries'],
    ['½ x 20g pack coriander', 0.5, 'pack', 'coriander'],
    ['1 ready-rolled puff pastry sheet', 1, 'sheet', 'ready-rolled puff pastry'],
    ['4 nori sheets', 4, 'sheet', 'nori'],
    ['1 cup flour plus 2 tablespoons', 1.125, 'cup', 'flour'],
    ['2 cups sugar plus 1 tbsp for sprinkling', 2, 'cup', 'sugar'],
    // A yolk is bought as an egg (since round 8), so three eggs are bought.
    ['2 eggs plus 1 yolk', 3, null, 'eggs'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: zest or juice of a fruit counted in brackets', () => {
  it.each([
    ['Lime zest (from two limes)', 2, null, 'Lime'],
    ['lemon juice (juice of 1 large lemon)', 1, null, 'lemon'],
    // An amount of the juice itself is what is measured.
    ['2 tbsp lemon juice (from 1 lemon)', 2, 'tablespoon', 'lemon juice'],
    ['lemon zest (from the lemon above)', null, null, 'lemon zest'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: the amount after the name, before a note', () => {
  it.each([
    ['Tomato - 2 (finely chopped)', 2, null, 'Tomato'],
    ['Rice - 1 cup (soaked for 30 minutes)', 1, 'cup', 'Rice'],
    ['Green chillies - 2, slit', 2, null, 'Green chillies'],
    ['Quinoa 1 1/2 cups (rinsed)', 1.5, 'cup', 'Quinoa'],
    ['3 nos onion', 3, null, 'onion'],
    ['Onion - 2 nos', 2, null, 'Onion'],
    // A number inside the name is not its amount.
    [
      'Zucchini noodles from 2 zucchini (spiralized)',
      null,
      null,
      'Zucchini noodles from 2 zucchini',
    ],
    ['2 no-bake crusts', 2, null, 'no-bake crusts'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: quarters and thirds in words, parts of what is counted', () => {
  it.each([
    ['a quarter cup of oil', 0.25, 'cup', 'oil'],
    ['three-quarters of a cup sugar', 0.75, 'cup', 'sugar'],
    ['quarter of a cabbage', 0.25, null, 'cabbage'],
    ['two thirds cup flour', 2 / 3, 'cup', 'flour'],
    ['seeds from 1 pomegranate', 1, null, 'pomegranate'],
    ['leaves from 4 sprigs mint', 4, 'sprig', 'mint'],
    ['a few cloves of garlic', null, null, 'garlic'],
    ['several sprigs thyme', null, null, 'thyme'],
    ['a little olive oil', null, null, 'olive oil'],
    ['2 heads Little Gem lettuce', 2, 'head', 'Little Gem lettuce'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    const found = parts(line);
    expect(found?.quantity ?? null).toBeCloseTo(quantity ?? 0, 2);
    if (quantity === null) expect(found?.quantity).toBeNull();
    expect(found && { unit: found.unit, name: found.name }).toEqual({ unit, name });
  });
});

describe("ingredient amounts: '4 x 150g fillets', big, deep frying", () => {
  it.each([
    ['4 x 150g salmon fillets', 4, null, 'salmon fillets'],
    ['1 x 2kg chicken', 1, null, 'chicken'],
    ['2 x 400g tins chopped tomatoes', 2, 'tin', 'chopped tomatoes'],
    ['1 big onion', 1, null, 'onion'],
    ['Oil for deep frying', null, null, 'Oil'],
    ['Vegetable oil, for shallow-frying', null, null, 'Vegetable oil'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: fullness before the number, optional in front, minus', () => {
  it.each([
    ['heaping 1/2 cup sugar', 0.5, 'cup', 'sugar'],
    ['Scant 1 cup milk', 1, 'cup', 'milk'],
    ['~2 cups flour', 2, 'cup', 'flour'],
    ['Level teaspoon salt', 1, 'teaspoon', 'salt'],
    ['(optional) 1 tsp chili flakes', 1, 'teaspoon', 'chili flakes'],
    ['*optional* chopped nuts', null, null, 'nuts'],
    ['1 cup minus 2 tbsp flour', 0.875, 'cup', 'flour'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: a decimal comma', () => {
  it.each([
    ['1,5 kg potatoes', 1.5, 'kilogram', 'potatoes'],
    ['2,5 dl cream', 2.5, 'deciliter', 'cream'],
    ['1,000 g flour', 1000, 'gram', 'flour'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: a section named in front, + more', () => {
  it.each([
    ['For the dressing: 1/4 cup olive oil', 0.25, 'cup', 'olive oil'],
    ['Sauce: 2 tbsp soy sauce', 2, 'tablespoon', 'soy sauce'],
    // A name before its amount stays the name.
    ['Sugar: 1 cup, sifted', 1, 'cup', 'Sugar'],
    ['Eggs: 2', 2, null, 'Eggs'],
    ['1 tbsp oil + more for frying', 1, 'tablespoon', 'oil'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: a size after an amount after the name', () => {
  it.each([
    ['Onion: 1 large, diced', 1, null, 'Onion'],
    ['Eggs: 2 large', 2, null, 'Eggs'],
    ['Tomatoes - 3 medium (chopped)', 3, null, 'Tomatoes'],
    ['Garlic: 3 cloves, minced', 3, 'clove', 'Garlic'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: a part measured by counting the whole', () => {
  it.each([
    ['Finely grated zest of 2 lemons', 2, null, 'lemons'],
    ['juice of ½ lime', 0.5, null, 'lime'],
    ['Zest of one small orange', 1, null, 'orange'],
    ['grated zest and juice of a grapefruit', 1, null, 'grapefruit'],
    ['juice of half a lemon', 0.5, null, 'lemon'],
    ['Juice of 3 large or 4 small limes', 3, null, 'limes'],
    ['leaves from a few sprigs of basil', null, null, 'basil'],
    // A unit written short and again in full counts once.
    ['1 tsp teaspoon vanilla extract', 1, 'teaspoon', 'vanilla extract'],
    ['¼ c cup honey', 0.25, 'cup', 'honey'],
    ['3 lb pounds new potatoes', 3, 'pound', 'new potatoes'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts', () => {
  it('reads a whole number and a fraction joined by a hyphen as one and a fraction', () => {
    expect(parts('1-½ cups rolled oats')).toMatchObject({ quantity: 1.5, unit: 'cup' });
    expect(parts('2-¼ cups milk')).toMatchObject({ quantity: 2.25, unit: 'cup' });
  });
});

describe('ingredient amounts', () => {
  it.each([
    ['2 servings cooked quinoa', 2, 'serving', 'quinoa'],
    ['1 TBSPTablespoon soy sauce', 1, 'tablespoon', 'soy sauce'],
    ['2 tspTeaspoons ground cumin', 2, 'teaspoon', 'ground cumin'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toMatchObject({ quantity, unit, name });
  });
});

describe('ingredient amounts: more of the same in brackets', () => {
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

describe('ingredient amounts: halves in words', () => {
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

describe("ingredient amounts: zest and juice without 'of'", () => {
  it.each([
    ['zest 2 limes', 2, null, 'limes'],
    ['juice ½ lemon', 0.5, null, 'lemon'],
    ['2 tbsp lemon juice', 2, 'tablespoon', 'lemon juice'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts: a size before a unit without a number', () => {
  it.each([
    ['Small bunch of mint', 1, 'bunch', 'mint'],
    ['Generous pinch of sea salt', 1, 'pinch', 'salt'],
    ['Large eggs', null, null, 'eggs'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});
