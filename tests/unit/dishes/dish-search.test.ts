import { describe, expect, it } from 'vitest';
import { filterDishes } from '#domain/dishes/dish-filter.ts';
import { pickableDishes } from '#domain/dishes/dish-picker.ts';
import { matchesSearch } from '#domain/dishes/dish-search.ts';
import { familyTags, tagInput, withoutTag, withTag } from '#domain/dishes/dish-tags.ts';
import { z } from '#domain/zod-mini.ts';

const dal = {
  dish_id: 'd1',
  name: 'Dal',
  type: 'Main' as const,
  cuisine_type: 'Indian',
  ingredients: ['1 cup red lentils', '2 Tomatoes, chopped', '1 tsp cumin'],
  tags: ['quick', 'Kids love it'],
};
const stew = {
  dish_id: 'd2',
  name: 'Chicken stew',
  type: 'Main' as const,
  cuisine_type: null,
  ingredients: ['6 boneless chicken thighs', '2 carrots'],
  tags: ['freezer'],
};
const salad = {
  dish_id: 'd3',
  name: 'Green salad',
  type: 'Side' as const,
  ingredients: ['1 head lettuce'],
  tags: ['quick'],
};
const dishes = [dal, stew, salad];
const names = (list: readonly { name: string }[]) => list.map((d) => d.name);

describe('matchesSearch', () => {
  it('finds a dish by an ingredient in any case and number', () => {
    expect(matchesSearch(dal, 'lentil')).toBe(true);
    expect(matchesSearch(dal, 'LENTILS')).toBe(true);
    expect(matchesSearch(dal, 'Red Lentils')).toBe(true);
    expect(matchesSearch(dal, 'tomato')).toBe(true);
    expect(matchesSearch(stew, 'chicken thigh')).toBe(true);
    expect(matchesSearch(stew, 'Chicken Thighs')).toBe(true);
    expect(matchesSearch(stew, 'carrot')).toBe(true);
  });

  it('matches the start of words while typing, and phrases in order', () => {
    expect(matchesSearch(dal, 'lent')).toBe(true);
    expect(matchesSearch(stew, 'thighs chicken')).toBe(false);
    expect(matchesSearch(dal, 'entil')).toBe(false);
    expect(matchesSearch(dal, 'chicken')).toBe(false);
  });

  it("finds a dish by the family's tags", () => {
    expect(matchesSearch(dal, 'kids love it')).toBe(true);
    expect(matchesSearch(dal, 'kids love')).toBe(true);
    expect(matchesSearch(stew, 'Freezer')).toBe(true);
    expect(matchesSearch(stew, 'quick')).toBe(false);
  });

  it('still finds by name, cuisine and type', () => {
    expect(matchesSearch(stew, 'ew')).toBe(true);
    expect(matchesSearch(dal, 'indi')).toBe(true);
    expect(matchesSearch(salad, 'side')).toBe(true);
    expect(matchesSearch({ ...salad, type: 'App' }, 'appetizer')).toBe(true);
    expect(matchesSearch(salad, '   ')).toBe(true);
  });
});

describe('the library and the picker search alike', () => {
  it('combines the search with the type and tag filters', () => {
    expect(names(filterDishes(dishes, 'quick', 'all'))).toEqual(['Dal', 'Green salad']);
    expect(names(filterDishes(dishes, 'quick', 'Side'))).toEqual(['Green salad']);
    expect(names(filterDishes(dishes, '', 'all', ['QUICK']))).toEqual(['Dal', 'Green salad']);
    expect(names(filterDishes(dishes, 'lentils', 'all', ['quick']))).toEqual(['Dal']);
    expect(names(filterDishes(dishes, '', 'all', ['quick', 'freezer']))).toEqual([]);
  });

  it('offers in the picker what the library finds', () => {
    expect(names(pickableDishes(dishes, 'chicken thighs', []))).toEqual(['Chicken stew']);
    expect(names(pickableDishes(dishes, 'quick', ['d1']))).toEqual(['Green salad']);
  });
});

describe('tags', () => {
  it('are trimmed, one line and short', () => {
    expect(z.parse(tagInput, '  kids   love it ')).toBe('kids love it');
    expect(() => z.parse(tagInput, '   ')).toThrow();
    expect(() => z.parse(tagInput, 'a\nb')).toThrow();
    expect(() => z.parse(tagInput, 'x'.repeat(41))).toThrow();
  });

  it('are one tag whatever the case, and at most 20 a dish', () => {
    expect(withTag(['Quick'], 'quick')).toEqual(['Quick']);
    expect(withTag(['Quick'], 'freezer')).toEqual(['Quick', 'freezer']);
    expect(withoutTag(['Quick', 'freezer'], 'QUICK')).toEqual(['freezer']);
    const full = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(() => withTag(full, 'one more')).toThrow('at most 20 tags');
  });

  it("suggests the family's tags, most used first", () => {
    expect(familyTags(dishes)).toEqual(['quick', 'freezer', 'Kids love it']);
  });
});
