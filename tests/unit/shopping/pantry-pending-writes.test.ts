// The pantry's writes laid over the list while they wait in the offline outbox.
import { describe, expect, it } from 'vitest';
import { applyPendingWrites } from '#client/pages/shopping/offline/apply-pending-writes.ts';
import { createPendingStore } from '#client/offline/outbox/pending-writes.ts';
import type { Department } from '#domain/shopping/department.ts';

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

const row = (id: string, name: string, source: 'meals' | 'manual', key: string | null = null) => ({
  id,
  name,
  quantity: null as string | null,
  department: 'Pantry' as Department,
  is_completed: false,
  created_at: 1,
  source,
  ingredient_key: key,
});

describe('pantry writes on their way', () => {
  const store = createPendingStore(storage(), 'k');
  const rows = [row('soy', 'Soy Sauce', 'meals', 'soy sauce'), row('egg', 'Eggs', 'meals', 'egg')];
  const show = (writes: ReturnType<typeof store.add>[]) =>
    applyPendingWrites(rows, writes, (fields) => ({
      ...fields,
      quantity: fields.quantity ?? null,
      source: 'manual' as const,
      ingredient_key: null,
    })).map((r) => r.name);

  it('“We have it” takes the line off; its Undo puts it back', () => {
    const had = store.add({ op: 'weHaveIt', args: { item_id: 'soy' } });
    expect(show([had])).toEqual(['Eggs']);
    const undo = store.add({
      op: 'undoWeHaveIt',
      args: {
        item_id: 'soy-again',
        name: 'soy sauce',
        quantity: null,
        ingredient_key: 'soy sauce',
        was_running_out: false,
      },
    });
    expect(show([had, undo])).toEqual(['Eggs', 'Soy Sauce']);
  });

  it('a Yes takes off the refreshed line; a No adds one unless it is open already', () => {
    const args = { name: 'x', quantity: null, item_id: 'n' };
    const yes = store.add({
      op: 'pantryAnswer',
      args: { ...args, ingredient_key: 'egg', have: true },
    });
    const noSoy = store.add({
      op: 'pantryAnswer',
      args: { ...args, name: 'soy sauce', ingredient_key: 'soy sauce', have: false },
    });
    const noTofu = store.add({
      op: 'pantryAnswer',
      args: { ...args, name: 'tofu', ingredient_key: 'tofu', have: false },
    });
    expect(show([yes, noSoy, noTofu])).toEqual(['Soy Sauce', 'Tofu']);
  });
});
