import { describe, expect, it } from 'vitest';
import { MAX_TEXTED_ITEMS, textedItems } from '#domain/shopping/texted-items.ts';

describe('the items of a text to the list', () => {
  it('splits on commas, semicolons and lines, an amount in front being the quantity', () => {
    expect(textedItems('milk, 2 dozen eggs, dish soap')).toEqual([
      { name: 'milk', quantity: null },
      { name: 'eggs', quantity: '2 dozen' },
      { name: 'dish soap', quantity: null },
    ]);
    expect(textedItems('an onion; 3 cans of tomatoes\n1 1/2 lb beef ,, 6 bananas')).toEqual([
      { name: 'onion', quantity: null },
      { name: 'tomatoes', quantity: '3 cans' },
      { name: 'beef', quantity: '1 1/2 lb' },
      { name: 'bananas', quantity: '6' },
    ]);
  });

  it('takes at most a list’s worth of items, and nothing from a blank text', () => {
    expect(textedItems(' , \n ')).toEqual([]);
    const many = Array.from({ length: 40 }, (_, i) => `item ${i}`).join(', ');
    expect(textedItems(many)).toHaveLength(MAX_TEXTED_ITEMS);
  });
});
