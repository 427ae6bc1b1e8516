// Issue 13, point 11: items from recipes that read wrong on a shopping list.
import { describe, expect, it } from 'vitest';
import { shoppingNeeds } from '#domain/shopping/merge-ingredients.ts';
import { shoppingItemsFromLine } from '#domain/shopping/shopping-items-from-line.ts';

const one = (line: string) => shoppingItemsFromLine(line)[0];

describe('recipe lines as shopping items', () => {
  it('never lists a sentence from a line in another language', () => {
    const item = one(
      'Zwei Esslöffel Olivenöl zum Anbraten in der Pfanne erhitzen und dann die Zwiebeln',
    );
    expect(item?.name.split(' ').length ?? 0).toBeLessThanOrEqual(6);
    expect(item?.name).toBe('Zwei Esslöffel Olivenöl');
  });

  it('keeps a long product name on the list, cut to its first words', () => {
    // Eight words and no linking word: it used to be left off the list as a sentence.
    const item = one('2 cups Honey Nut Cheerios Whole Grain Oat Breakfast Cereal');
    expect(item?.name).toBe('Honey Nut Cheerios Whole Grain Oat');
  });

  it('drops price tags', () => {
    expect(one('1 lb ground beef ($6.99)')?.name).toBe('Ground Beef');
    expect(one('1 lb ground beef $6.99')?.name).toBe('Ground Beef');
    expect(one('2 avocados €2,50')?.name).toBe('Avocados');
  });

  it('merges "Yellow Onions" and "Onion"', () => {
    const needs = shoppingNeeds([
      { dish_id: 'a', ingredients: ['2 Yellow Onions, diced'] },
      { dish_id: 'b', ingredients: ['1 onion'] },
    ]);
    expect(needs).toHaveLength(1);
    expect(needs[0]?.quantity).toBe('3');
    expect(needs[0]?.dish_ids).toEqual(['a', 'b']);
  });

  it('puts lemon juice in Produce and tomato purée in the Pantry', () => {
    expect(one('2 tbsp lemon juice')?.department).toBe('Produce');
    expect(one('1 tbsp lime juice')?.department).toBe('Produce');
    expect(one('3 tbsp tomato purée')?.department).toBe('Pantry');
    expect(one('1 cup orange juice')?.department).toBe('Drinks');
  });
});
