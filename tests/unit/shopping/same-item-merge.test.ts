// The same item twice makes one row (docs/shopping.md, "The same item twice"): the rule that
// finds the open item of a name, and the quantity rule shared with the refresh from meals.
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeQuantities } from '#domain/shopping/merge-quantities.ts';
import { addLanded, mergedInto, openItemNamed } from '#domain/shopping/same-item.ts';
import { mergeQuantitiesNow, quantityMerger } from '#domain/shopping/quantity-merger.ts';
import { shoppingNeeds } from '#domain/shopping/merge-ingredients.ts';
import { applyPendingWrites } from '#client/pages/shopping/offline/apply-pending-writes.ts';
import { createPendingStore } from '#client/offline/outbox/pending-writes.ts';

describe('mergeQuantities', () => {
  it('adds amounts as the refresh from meals does, and keeps words side by side', () => {
    expect(mergeQuantities('2', '3')).toBe('5');
    expect(mergeQuantities('1 lb', '8 oz')).toBe('1 1/2 lb');
    expect(mergeQuantities('3 tbsp', '1/4 cup')).toBe('7 tbsp');
    expect(mergeQuantities('2 cloves + 1 tsp', '1 clove')).toBe('3 cloves and 1 tsp');
    expect(mergeQuantities('2 cans', '1 can')).toBe('3 cans');
    expect(mergeQuantities('big one', '2')).toBe('big one + 2');
    expect(mergeQuantities(null, '2')).toBe('2');
    expect(mergeQuantities('2', '  ')).toBe('2');
    expect(mergeQuantities(null, null)).toBeNull();
  });

  it('gives what the refresh gives for the same two amounts', () => {
    const [need] = shoppingNeeds([
      { dish_id: 'a', ingredients: ['1 lb sprinkles'] },
      { dish_id: 'b', ingredients: ['8 oz sprinkles'] },
    ]);
    expect(mergeQuantities('1 lb', '8 oz')).toBe(need?.quantity);
  });
});

describe('openItemNamed', () => {
  const item = (id: string, name: string, is_completed = false) => ({
    id,
    name,
    quantity: null,
    is_completed,
  });

  it('finds the open item of the same name to buy, not a checked one', () => {
    const items = [item('a', 'Sprinkles', true), item('b', 'Sprinkles'), item('c', 'Milk')];
    expect(openItemNamed(items, '  sprinkle ')?.id).toBe('b');
    expect(openItemNamed(items, 'Bread')).toBeNull();
    expect(openItemNamed([item('a', 'Sprinkles', true)], 'Sprinkles')).toBeNull();
    expect(openItemNamed(items, '   ')).toBeNull();
  });

  it('remembers the merged add, so that it lands once', () => {
    const merged = { ...item('b', 'Sprinkles'), ...mergedInto(item('b', 'Sprinkles'), 'n', '2') };
    expect(merged.quantity).toBe('2');
    expect(addLanded([merged], 'n')).toBe(true);
    expect(addLanded([merged], 'other')).toBe(false);
  });
});

describe('the rule loaded on first use', () => {
  it('stands side by side until loaded, then is the rule', async () => {
    expect(mergeQuantitiesNow('1 lb', '8 oz')).toBe('1 lb + 8 oz');
    expect(mergeQuantitiesNow(null, '2')).toBe('2');
    expect((await quantityMerger())('1 lb', '8 oz')).toBe('1 1/2 lb');
    expect(mergeQuantitiesNow('1 lb', '8 oz')).toBe('1 1/2 lb');
  });
});

describe('an add of an open name while offline (the outbox laid over the list)', () => {
  beforeAll(async () => {
    await quantityMerger();
  });

  const storage = new Map<string, string>();
  const memory = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  } as Storage;

  it('shows one row with the quantities merged, and merges it once', () => {
    const store = createPendingStore(memory, 'merge');
    const write = store.add({ op: 'add', args: { id: 'n', name: 'sprinkles', quantity: '2' } });
    type Row = {
      id: string;
      name: string;
      quantity: string | null;
      department: 'Other';
      is_completed: boolean;
      created_at: number;
      merged_ids?: readonly string[] | null;
    };
    const newRow = (fields: { quantity?: string | null }) => ({ ...fields, quantity: null }) as Row;
    const rows: Row[] = [
      {
        id: 'a',
        name: 'Sprinkles',
        quantity: '1',
        department: 'Other',
        is_completed: false,
        created_at: 1,
      },
    ];
    const shown = applyPendingWrites(rows, [write], newRow);
    expect(shown.map((row) => [row.id, row.quantity])).toEqual([['a', '3']]);
    // Once the mutator has merged it, the overlay does not merge it again.
    const synced: Row[] = [{ ...rows[0]!, quantity: '3', merged_ids: ['n'] }];
    expect(applyPendingWrites(synced, [write], newRow).map((r) => r.quantity)).toEqual(['3']);
  });
});
