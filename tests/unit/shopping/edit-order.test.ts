import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '#domain/errors.ts';
import { editTime, refuseEarlierEdit } from '#domain/shopping/edit-order.ts';

describe('the order of two edits of an item', () => {
  it('counts an edit as made when its device says, but never after now', () => {
    expect(editTime(1_000, 5_000)).toBe(1_000);
    expect(editTime(9_000, 5_000)).toBe(5_000);
    expect(editTime(undefined, 5_000)).toBe(5_000);
  });

  it('refuses an edit made before the saved one, naming it as typed and as it is now', () => {
    const item = { name: 'Oat Milk', quantity: '2 l', edited_at: 2_000 };
    let refused: unknown;
    try {
      refuseEarlierEdit(item, 1_000, { name: 'Goat Cheese', quantity: null });
    } catch (error) {
      refused = error;
    }
    expect(errorCodeOf(refused)).toBe('ITEM_EDITED_LATER');
    expect((refused as Error).message).toBe(
      'Your change to “Goat Cheese” was not saved: someone changed this item to “Oat Milk (2 l)” after you did.',
    );
  });

  const typed = { name: 'Eggs' };
  it('lets an edit made later, at the same time, or of a never edited item through', () => {
    expect(() => refuseEarlierEdit({ name: 'Milk', edited_at: 2_000 }, 3_000, typed)).not.toThrow();
    expect(() => refuseEarlierEdit({ name: 'Milk', edited_at: 2_000 }, 2_000, typed)).not.toThrow();
    expect(() => refuseEarlierEdit({ name: 'Milk', edited_at: null }, 1, typed)).not.toThrow();
  });
});
