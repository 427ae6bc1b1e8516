import { describe, expect, it } from 'vitest';
import { addAmount, formatAmounts, type Amount, formatNumber } from 'recipe-reader';
import { shoppingNeeds } from '#domain/shopping/merge-ingredients.ts';

const amount = (min: number, unit: string | null, max: number | null = null): Amount => ({
  unit,
  min,
  max,
});

describe('amounts', () => {
  it('adds the same unit, converts compatible ones, and keeps others apart', () => {
    expect(formatAmounts(addAmount([amount(2, 'cup')], amount(1, 'cup')))).toBe('3 cups');
    expect(formatAmounts(addAmount([amount(3, 'tablespoon')], amount(0.25, 'cup')))).toBe('7 tbsp');
    expect(formatAmounts(addAmount([amount(1, 'pound')], amount(8, 'ounce')))).toBe('1 1/2 lb');
    expect(formatAmounts(addAmount([amount(500, 'gram')], amount(1, 'kilogram')))).toBe('1500 g');
    expect(formatAmounts(addAmount([amount(2, 'clove')], amount(1, 'teaspoon')))).toBe(
      '2 cloves and 1 tsp',
    );
    expect(formatAmounts(addAmount([amount(1, 'cup')], amount(100, 'gram')))).toBe(
      '1 cup and 100 g',
    );
    expect(formatAmounts(addAmount([amount(2, null)], amount(1, null)))).toBe('3');
  });

  it('adds ranges end to end', () => {
    expect(formatAmounts(addAmount([amount(2, null, 3)], amount(1, null)))).toBe('3-4');
  });

  it('writes kitchen fractions in plain ASCII', () => {
    expect(formatNumber(0.5)).toBe('1/2');
    expect(formatNumber(1.333)).toBe('1 1/3');
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(0.999)).toBe('1');
    expect(formatNumber(1.17)).toBe('1.17');
  });

  it('writes a sum as a cook measures it, in plain ASCII', () => {
    // 1/2 cup + 1/3 cup is 0.83 cup: seven eighths of a cup on the list, not '0.83 cup'.
    expect(formatAmounts(addAmount([amount(0.5, 'cup')], amount(1 / 3, 'cup')))).toBe('7/8 cup');
    expect(formatAmounts([amount(9.92, 'ounce')])).toBe('10 oz');
    expect(formatAmounts([amount(2.4, null)])).toBe('2 1/2');
  });

  it('buys whole what the shop sells whole, after scaling and adding up', () => {
    const needs = shoppingNeeds([
      {
        dish_id: 'a',
        ingredients: [
          '3 eggs',
          '1 (14 oz) can tomatoes',
          '1/2 onion',
          '4 cloves garlic',
          '2 cups rice',
          '1 bunch basil',
          '1/2 head romaine lettuce',
        ],
        factor: 7 / 6,
      },
      { dish_id: 'b', ingredients: ['1/2 onion', '2 cans chickpeas'], factor: 1.1 },
    ]);
    const quantity = (key: string) => needs.find((n) => n.key === key)?.quantity;
    expect(quantity('egg')).toBe('4'); // 3.5 eggs
    expect(quantity('tomato')).toBe('1 can'); // 1.17 cans: a little over is the cook's call
    expect(quantity('onion')).toBe('1'); // 0.58 + 0.55 onions
    expect(quantity('chickpea')).toBe('2 cans'); // 2.2 cans
    expect(quantity('garlic')).toBe('5 cloves'); // 4.75: a cook uses whole cloves
    expect(quantity('rice')).toBe('2 1/3 cups');
    expect(quantity('basil')).toBe('1 bunch'); // 1.17 bunches
    expect(quantity('romaine lettuce')).toBe('1 head'); // 0.58 of a head
  });

  it('says nothing when nothing was measured', () => {
    expect(formatAmounts([])).toBeNull();
  });
});

describe('shoppingNeeds', () => {
  it('merges the same ingredient across dishes and remembers every dish', () => {
    const needs = shoppingNeeds([
      { dish_id: 'chili', ingredients: ['2 onions, diced', '1 lb ground beef', 'Salt to taste'] },
      { dish_id: 'salad', ingredients: ['1 red onion', '1 onion', '1/2 tsp salt'] },
    ]);
    expect(needs).toEqual([
      {
        key: 'onion',
        name: 'Onions',
        quantity: '3',
        department: 'Produce',
        dish_ids: ['chili', 'salad'],
      },
      {
        key: 'ground beef',
        name: 'Ground Beef',
        quantity: '1 lb',
        department: 'Meat & Fish',
        dish_ids: ['chili'],
      },
      {
        key: 'salt',
        name: 'Salt',
        quantity: '1/2 tsp',
        department: 'Pantry',
        dish_ids: ['chili', 'salad'],
      },
      {
        key: 'red onion',
        name: 'Red Onion',
        quantity: '1',
        department: 'Produce',
        dish_ids: ['salad'],
      },
    ]);
  });

  it('counts a dish planned twice twice', () => {
    const pancakes = { dish_id: 'pancakes', ingredients: ['2 eggs', '1 cup milk'] };
    const needs = shoppingNeeds([pancakes, pancakes]);
    expect(needs.map((need) => [need.name, need.quantity, need.dish_ids])).toEqual([
      ['Eggs', '4', ['pancakes']],
      ['Milk', '2 cups', ['pancakes']],
    ]);
  });

  it('ignores headings and lines with nothing to buy', () => {
    expect(shoppingNeeds([{ dish_id: 'd', ingredients: ['For the glaze:', '', '  '] }])).toEqual(
      [],
    );
  });
});
