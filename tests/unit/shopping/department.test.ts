import { describe, expect, it } from 'vitest';
import { departmentFor } from '#domain/shopping/department.ts';
import { groupShoppingItems } from '#domain/shopping/group-shopping-items.ts';

describe('departmentFor', () => {
  it.each([
    ['Bananas', 'Produce'],
    ['Bell Peppers', 'Produce'],
    ['Frozen Peas', 'Frozen'],
    ['Chicken Stock', 'Pantry'],
    ['Chicken Thighs', 'Meat & Fish'],
    ['Greek Yogurt', 'Dairy'],
    ['Eggs', 'Dairy'],
    ['Sourdough Bread', 'Bakery'],
    ['Orange Juice', 'Drinks'],
    ['Paper Towels', 'Household'],
    ['Birthday Candles', 'Other'],
  ])('%s → %s', (name, department) => {
    expect(departmentFor(name)).toBe(department);
  });
});

describe('departmentFor with what a recipe says about the package', () => {
  it.each([
    ['Tuna', 'can', 'Pantry'],
    ['Diced Tomatoes', 'can', 'Pantry'],
    ['Roasted Red Peppers', 'jar', 'Pantry'],
    ['Beer', 'can', 'Drinks'],
    ['Tomatoes', 'clove', 'Produce'],
    ['Cream Cheese', 'package', 'Dairy'],
    ['Crème Fraîche', null, 'Dairy'],
    ['Vodka', null, 'Drinks'],
    ['Puff Pastry', 'sheet', 'Frozen'],
  ])('%s in a %s → %s', (name, packaging, department) => {
    expect(departmentFor(name, { packaging })).toBe(department);
  });
});

describe('groupShoppingItems', () => {
  const item = (name: string, is_completed = false) => ({
    name,
    department: departmentFor(name),
    is_completed,
  });

  it('groups by category in aisle order, open items first', () => {
    const groups = groupShoppingItems(
      [item('Milk', true), item('Apples'), item('Butter'), item('Soap')],
      'category',
    );
    expect(groups.map((g) => g.title)).toEqual(['Produce', 'Dairy', 'Household']);
    expect(groups[1]?.items.map((i) => i.name)).toEqual(['Butter', 'Milk']);
  });

  it('groups by dish with items from no dish last', () => {
    const groups = groupShoppingItems(
      [{ ...item('Soap') }, { ...item('Basil'), dishes: [{ name: 'Pesto' }] }],
      'dish',
    );
    expect(groups.map((g) => g.title)).toEqual(['Pesto', 'Other Items']);
  });

  it('lists an item for two dishes under each of them', () => {
    const garlic = { ...item('Garlic'), dishes: [{ name: 'Pesto' }, { name: 'Chili' }] };
    const groups = groupShoppingItems([garlic], 'dish');
    expect(groups.map((g) => [g.title, g.items.length])).toEqual([
      ['Chili', 1],
      ['Pesto', 1],
    ]);
  });
});
