import { describe, expect, it } from 'vitest';
import { dishTypeLabel, parseDishFields } from '#domain/dishes/dish-fields.ts';
import { filterDishes } from '#domain/dishes/dish-filter.ts';

describe('parseDishFields', () => {
  it('applies the form defaults', () => {
    expect(parseDishFields({ name: ' Chili ' })).toMatchObject({
      name: 'Chili',
      type: 'Main',
      prep: 'Medium',
      make_ahead: false,
      ingredients: [],
    });
  });

  it('accepts both appetizer spellings and stores App', () => {
    expect(parseDishFields({ name: 'Dip', type: 'Appetizer' }).type).toBe('App');
    expect(parseDishFields({ name: 'Dip', type: 'App' }).type).toBe('App');
    expect(dishTypeLabel('App')).toBe('Appetizer');
  });

  it('trims ingredients and drops empty ones; empty link is null', () => {
    const fields = parseDishFields({ name: 'X', ingredients: [' a ', '  ', 'b'], link: '' });
    expect(fields.ingredients).toEqual(['a', 'b']);
    expect(fields.link).toBeNull();
  });

  it('refuses a blank name and a non-web link', () => {
    expect(() => parseDishFields({ name: ' ' })).toThrow('Dish name is required to save the dish.');
    expect(() => parseDishFields({ name: 'X', link: 'javascript:alert(1)' })).toThrow();
  });
});

describe('filterDishes', () => {
  const dishes = [
    { name: 'tacos', cuisine_type: 'Mexican', type: 'Main' as const },
    { name: 'Bruschetta', cuisine_type: 'Italian', type: 'App' as const },
    { name: 'Caesar Salad', cuisine_type: null, type: 'Side' as const },
  ];

  it('sorts by name and searches name and cuisine in any case', () => {
    expect(filterDishes(dishes, '', 'all').map((d) => d.name)).toEqual([
      'Bruschetta',
      'Caesar Salad',
      'tacos',
    ]);
    expect(filterDishes(dishes, 'MEXI', 'all').map((d) => d.name)).toEqual(['tacos']);
    expect(filterDishes(dishes, 'salad', 'all').map((d) => d.name)).toEqual(['Caesar Salad']);
  });

  it('filters by type', () => {
    expect(filterDishes(dishes, '', 'App').map((d) => d.name)).toEqual(['Bruschetta']);
    expect(filterDishes(dishes, '', 'Side').map((d) => d.name)).toEqual(['Caesar Salad']);
  });
});
