import { describe, expect, it } from 'vitest';
import { applyPendingWrites } from '#client/pages/shopping/offline/apply-pending-writes.ts';
import { createPendingStore } from '#client/offline/outbox/pending-writes.ts';
import { memoryStorage } from '../../support/memory-storage.ts';

describe('pending shopping writes', () => {
  it('survive a reload (a new store on the same storage) until the server has them', () => {
    const storage = memoryStorage();
    const first = createPendingStore(storage, 'k');
    const write = first.add({ op: 'setCompleted', args: { id: 'milk', is_completed: true } });
    const reopened = createPendingStore(storage, 'k');
    expect(reopened.list()).toEqual([write]);
    reopened.remove(write.key);
    expect(createPendingStore(storage, 'k').list()).toEqual([]);
  });

  it('keep only the latest check or edit of an item', () => {
    const store = createPendingStore(memoryStorage(), 'k');
    store.add({ op: 'setCompleted', args: { id: 'milk', is_completed: true } });
    store.add({ op: 'setCompleted', args: { id: 'eggs', is_completed: true } });
    store.add({ op: 'setCompleted', args: { id: 'milk', is_completed: false } });
    expect(store.list().map((w) => [w.op, w.args])).toEqual([
      ['setCompleted', { id: 'eggs', is_completed: true }],
      ['setCompleted', { id: 'milk', is_completed: false }],
    ]);
  });

  it('keep one move of a meal, from the first version, naming the moves before it', () => {
    const store = createPendingStore(memoryStorage(), 'k');
    const move = (meal_date: string, now: number, expected_updated_at: number) =>
      store.add({ op: 'moveMeal', args: { meal_id: 'm', meal_date, now, expected_updated_at } });
    move('2026-11-23', 11, 10);
    move('2026-11-24', 12, 11);
    move('2026-11-25', 13, 12);
    expect(store.list().map((w) => w.args)).toEqual([
      {
        meal_id: 'm',
        meal_date: '2026-11-25',
        now: 13,
        expected_updated_at: 10,
        own_versions: [11, 12],
      },
    ]);
  });

  it('tell subscribers, and start empty on unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    const store = createPendingStore(storage, 'k');
    expect(store.list()).toEqual([]);
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.add({ op: 'remove', args: { id: 'x' } });
    expect(calls).toBe(1);
  });

  it('leave out a saved write this build cannot send (an unknown op, args that do not read)', () => {
    const storage = memoryStorage();
    const good = { key: 'a', at: 1, op: 'remove', args: { id: 'x' } };
    storage.setItem(
      'k',
      JSON.stringify([
        good,
        { key: 'b', at: 2, op: 'renameEverything', args: {} },
        { key: 'c', at: 3, op: 'setCompleted', args: { id: 'y', is_completed: 'yes' } },
        'junk',
      ]),
    );
    expect(createPendingStore(storage, 'k').list()).toEqual([good]);
  });
});

describe('applyPendingWrites', () => {
  const row = (id: string, name: string, is_completed = false) => ({
    id,
    name,
    quantity: null,
    department: 'Other' as const,
    is_completed,
    created_at: 1,
  });
  const store = createPendingStore(memoryStorage(), 'k');

  it('shows checks, edits, adds and removals that have not landed yet', () => {
    const writes = [
      store.add({ op: 'setCompleted', args: { id: 'a', is_completed: true } }),
      store.add({ op: 'edit', args: { id: 'b', name: 'green APPLES', quantity: ' 6 ' } }),
      store.add({ op: 'add', args: { id: 'n', name: 'bread', quantity: null } }),
      store.add({ op: 'remove', args: { id: 'c' } }),
      store.add({ op: 'removeItems', args: { ids: ['d'] } }),
    ];
    const rows = [row('a', 'Milk'), row('b', 'Apples'), row('c', 'Soap'), row('d', 'Tea')];
    const shown = applyPendingWrites(rows, writes, (fields) => fields);
    expect(shown.map((r) => [r.id, r.name, r.quantity, r.department, r.is_completed])).toEqual([
      ['a', 'Milk', null, 'Other', true],
      ['b', 'Green Apples', '6', 'Produce', false],
      ['n', 'Bread', null, 'Bakery', false],
    ]);
  });

  it('adds nothing twice once the synced row is there, and skips what the server would refuse', () => {
    const writes = [
      store.add({ op: 'add', args: { id: 'a', name: 'milk', quantity: null } }),
      store.add({ op: 'add', args: { id: 'z', name: '   ', quantity: null } }),
    ];
    const shown = applyPendingWrites([row('a', 'Milk')], writes, (fields) => fields);
    expect(shown.map((r) => r.id)).toEqual(['a']);
  });
});
