// Units a line is measured in: spellings, abbreviations, how things are sold or cut, and a
// measure word that is only a word of the name.
// The lines are made up for the test (none is a labelled line, none copied from a page).
import { describe, expect, it } from 'vitest';
import { parts } from '../support/ingredient-parts.ts';

describe('ingredient units: tbs, tbl and gr', () => {
  it.each([
    ['3 tbs dill, chopped', 3, 'tablespoon', 'dill'],
    ['2 Tbl. olive oil', 2, 'tablespoon', 'olive oil'],
    ['1 tbls honey', 1, 'tablespoon', 'honey'],
    ['200 gr flour', 200, 'gram', 'flour'],
    ['1 green pepper', 1, null, 'green pepper'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units: balls', () => {
  it.each([
    ['2 balls fresh mozzarella', 2, 'ball', 'mozzarella'],
    ['1 ball pizza dough', 1, 'ball', 'pizza dough'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units: other counted measures, a size in inches first', () => {
  it.each([
    ['1 knob butter', 1, 'knob', 'butter'],
    ['2 splashes of hot sauce', 2, 'splash', 'hot sauce'],
    ['1 wedge brie', 1, 'wedge', 'brie'],
    ['1 batch pie crust (recipe below)', 1, 'batch', 'pie crust'],
    ['1 recipe homemade pizza dough', 1, 'recipe', 'pizza dough'],
    ['2 bouillon cubes', 2, null, 'bouillon cubes'],
    ['2 cube steaks', 2, null, 'cube steaks'],
    ['1 pack glass noodles', 1, 'pack', 'glass noodles'],
    ['1-inch piece fresh ginger', 1, 'piece', 'ginger'],
    ['2 inch piece of turmeric, peeled', 1, 'piece', 'turmeric'],
    ['1 inch ginger', 1, 'inch', 'ginger'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units: more spellings, sizes cut short, 1-1/2', () => {
  it.each([
    ['1 tblsp oil', 1, 'tablespoon', 'oil'],
    ['1 tspn salt', 1, 'teaspoon', 'salt'],
    ['1 dsp honey', 1, 'dessertspoon', 'honey'],
    ['500 grms flour', 500, 'gram', 'flour'],
    ['1 lt milk', 1, 'liter', 'milk'],
    ['1 sm onion', 1, null, 'onion'],
    ['2 lg eggs', 2, null, 'eggs'],
    ['1 med. zucchini', 1, null, 'zucchini'],
    ['1 lg clove garlic', 1, 'clove', 'garlic'],
    ['1 tbsp heaped sugar', 1, 'tablespoon', 'sugar'],
    ['1-1/2 cups flour', 1.5, 'cup', 'flour'],
    ['2-3/4 cups sugar', 2.75, 'cup', 'sugar'],
    ['1-2 cups broth', 1, 'cup', 'broth'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units: how things are sold or cut', () => {
  it.each([
    ['1 rack of baby back ribs', 1, 'rack', 'baby back ribs'],
    ['2 links sausage', 2, 'link', 'sausage'],
    ['1 tube polenta', 1, 'tube', 'polenta'],
    ['1 log goat cheese', 1, 'log', 'goat cheese'],
    ['4 cobs corn', 4, 'cob', 'corn'],
    ['1 sleeve graham crackers', 1, 'sleeve', 'graham crackers'],
    ['1 pouch tuna', 1, 'pouch', 'tuna'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units: measures poured, broken or grated by eye', () => {
  it.each([
    ['2 glasses red wine', 2, 'glass', 'red wine'],
    ['150g glass noodles', 150, 'gram', 'glass noodles'],
    ['2 parts gin', 2, 'part', 'gin'],
    ['3 nests rice noodles', 3, 'nest', 'rice noodles'],
    ['2 twists orange peel', 2, 'twist', 'orange peel'],
    ['4 gelatine leaves, soaked', 4, 'leaf', 'gelatine'],
    ['1 large orange, zest only', 1, null, 'orange'],
    ['grating of nutmeg', null, null, 'nutmeg'],
    ['salt as desired', null, null, 'salt'],
    ['8 croutons made with rye bread', 8, null, 'croutons'],
    ['Oil for deep fat frying', null, null, 'Oil'],
    ['10 very fine slices fennel', 10, null, 'fennel'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units: a measure word that is a word of the name', () => {
  it.each([
    ['lump crabmeat', null, null, 'lump crabmeat'],
    ['Glass noodles', null, null, 'glass noodles'],
    ['Rib eye steak', null, null, 'rib eye steak'],
    ['Twists of orange peel', 1, 'twist', 'orange peel'],
    ['a pat of butter', 1, 'pat', 'butter'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units', () => {
  it.each([
    ['1 bar of dark chocolate', 1, 'bar', 'dark chocolate'],
    ['2 large bars white chocolate', 2, 'bar', 'white chocolate'],
    ['2 granola bars', 2, null, 'granola bars'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units: British, Indian and old American spellings', () => {
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

describe('ingredient units: tubs and blocks', () => {
  it.each([
    ['1 tub ricotta', 1, 'tub', 'ricotta'],
    ['1 (8 oz) block cream cheese, softened', 1, 'block', 'cream cheese'],
    ['500g tub Greek yoghurt', 500, 'gram', 'Greek yoghurt'],
    ['8 oz block cheddar, grated', 8, 'ounce', 'cheddar'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});
