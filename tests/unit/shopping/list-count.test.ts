// The list's heading and the text message count the same things (docs/shopping.md,
// "Counting and the list's buttons"): the items left to buy.
import { describe, expect, it } from 'vitest';
import { itemsToBuy } from '#domain/shopping/list-count.ts';
import { listMessages } from '#domain/shopping/list-message.ts';

describe('one count for the list and the text message', () => {
  it('counts the open items, not the checked ones', () => {
    const item = (name: string, is_completed: boolean) => ({
      name,
      quantity: null,
      department: 'Other',
      is_completed,
    });
    const items = [item('Milk', false), item('Eggs', true), item('Tea', false), item('Jam', true)];
    const toBuy = itemsToBuy(items);
    expect(toBuy.map((row) => row.name)).toEqual(['Milk', 'Tea']);
    const [message] = listMessages(toBuy, 'https://example.test/shopping-list');
    expect(message).toMatch(new RegExp(`^Shopping list \\(${toBuy.length} items\\)`));
  });
});
