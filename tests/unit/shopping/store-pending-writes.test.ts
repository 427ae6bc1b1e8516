// The store writes laid over the family's stores while they wait in the offline outbox
// (apply-store-writes.ts): what a phone without signal shows, also after a reload.
import { describe, expect, it } from 'vitest';
import { applyStoreWrites } from '#client/pages/shopping/offline/apply-store-writes.ts';
import { createPendingStore } from '#client/offline/outbox/pending-writes.ts';
import type { Store } from '#schema';

const storage = (): Storage => {
  const data = new Map<string, string>();
  return {
    length: 0,
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
};

const store = (id: string, name: string, position: number): Store => ({
  id,
  family_id: 'f',
  name,
  department_order: [],
  last_department: null,
  last_checked_at: null,
  position,
  created_at: position,
  updated_at: position,
});

describe('store writes on their way', () => {
  it('shows a store made, renamed, reordered and its walk set, once each', () => {
    const pending = createPendingStore(storage(), 'k');
    pending.add({ op: 'createStore', args: { id: 'lidl', name: '  Lidl ' } });
    pending.add({ op: 'createStore', args: { id: 'lidl', name: 'Lidl' } });
    pending.add({ op: 'renameStore', args: { id: 'costco', name: 'Costco  North' } });
    pending.add({ op: 'setStoreOrder', args: { id: 'lidl', department_order: ['Frozen'] } });
    pending.add({ op: 'setStoresOrder', args: { ids: ['costco', 'lidl'] } });
    pending.add({ op: 'setStoresOrder', args: { ids: ['lidl', 'costco'] } });
    // The later order replaces the earlier one still waiting.
    expect(pending.list().filter((write) => write.op === 'setStoresOrder')).toHaveLength(1);

    const shown = applyStoreWrites([store('costco', 'Costco', 5)], pending.list());
    expect(shown.map((row) => row.name)).toEqual(['Lidl', 'Costco North']);
    expect(shown[0]?.department_order[0]).toBe('Frozen');
  });

  it('removes a store, and learns a walk from the trip a check carries, the same twice', () => {
    const pending = createPendingStore(storage(), 'k');
    pending.add({
      op: 'setCompleted',
      args: { id: 'peas', is_completed: true, store_id: 'costco', walk: ['Frozen'] },
    });
    pending.add({
      op: 'setCompleted',
      args: { id: 'milk', is_completed: true, store_id: 'costco', walk: ['Frozen', 'Dairy'] },
    });
    // Checked with 'Any store': it teaches no store's walk.
    pending.add({ op: 'setCompleted', args: { id: 'bread', is_completed: true } });
    pending.add({ op: 'removeStore', args: { id: 'aldi' } });
    const synced = [store('costco', 'Costco', 1), store('aldi', 'Aldi', 2)];
    const shown = applyStoreWrites(synced, pending.list());
    expect(shown.map((row) => row.id)).toEqual(['costco']);
    expect(shown[0]?.department_order.slice(0, 3)).toEqual(['Frozen', 'Dairy', 'Produce']);
    // Zero's own run of the checks already taught it (before a reload): the same again.
    const learned = {
      ...store('costco', 'Costco', 1),
      department_order: shown[0]!.department_order,
    };
    expect(applyStoreWrites([learned], pending.list())[0]?.department_order).toEqual(
      shown[0]?.department_order,
    );
  });
});
