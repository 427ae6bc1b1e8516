// A store's walk learned from a phone's offline trip (docs/shopping.md, "Stores in walking
// order"): Lidl's walk set by hand (Bakery, Produce, Dairy), the phone checks three Produce
// items, reloads, checks Mushrooms then Eggs, all offline; meanwhile another member checks
// Eggs with 'Any store'. Back online the phone's outbox replays its checks through a real
// Zero client: the walk is Produce, Dairy, Bakery, in whatever order the checks land, and
// the store's last check is dated by the phone's clock.
import { describe, expect, it } from 'vitest';
import { createPendingStore } from '#client/offline/outbox/pending-writes.ts';
import { startFamilyOutbox } from '#client/offline/outbox/family-outbox.ts';
import { noteCheck } from '#client/pages/shopping/stores/walk-trip.ts';
import type { Department } from '#domain/shopping/department.ts';
import { mutators } from '#domain/zero/mutators.ts';
import type { ShoppingItem } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { joinFamily } from './support/meal-fixtures.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';
import { memoryStorage } from '../support/memory-storage.ts';

const sql = testDatabase();
const MINUTE = 60_000;

type Walk = { department_order: string[]; last_checked_at: string | null };
const walkOf = async (id: string) =>
  (await sql<Walk[]>`SELECT department_order, last_checked_at FROM store WHERE id = ${id}`)[0]!;

/** The trip as the phone made it, then its checks landing in the order `landing` gives. */
async function offlineTrip(landing: (made: number[]) => number[]) {
  const phone = await newFamilyMember('Walkers', 'Pia');
  const other = await joinFamily(sql, phone, 'Oli');
  const names = ['lettuce', 'tomatoes', 'carrots', 'mushrooms', 'eggs', 'frozen peas'];
  const items: ShoppingItem[] = [];
  for (const name of names) {
    items.push((await phone.api.post<ShoppingItem>('/shopping-items', { name })).body);
  }
  const [eggs, peas] = [items[4]!, items[5]!];
  const lidl = crypto.randomUUID();
  const zero = zeroFor(phone);
  const otherZero = zeroFor(other);
  try {
    await zero.mutate(mutators.store.create({ id: lidl, name: 'Lidl' })).server;
    await zero.mutate(
      mutators.store.setOrder({ id: lidl, department_order: ['Bakery', 'Produce', 'Dairy'] }),
    ).server;

    // The phone, offline at Lidl: three Produce items, a reload, Mushrooms, then Eggs.
    const device = memoryStorage();
    const start = Date.now() - 20 * MINUTE;
    const made = items.slice(0, 5).map((item, index) => ({
      op: 'setCompleted' as const,
      args: {
        id: item.id,
        is_completed: true,
        store_id: lidl,
        ...noteCheck(device, lidl, item.department as Department, start + index * MINUTE),
      },
    }));
    expect(made.map((write) => write.args.walk)).toEqual([
      ['Produce'],
      ['Produce'],
      ['Produce'],
      ['Produce'],
      ['Produce', 'Dairy'],
    ]);

    // Meanwhile, at home with 'Any store': Eggs and the peas, which teach no walk.
    for (const item of [eggs, peas]) {
      const done = await otherZero.mutate(
        mutators.shoppingItem.setCompleted({ id: item.id, is_completed: true }),
      ).server;
      expect(done.type).toBe('success');
    }

    const pending = createPendingStore(memoryStorage(), 'outbox');
    for (const index of landing(made.map((_, i) => i))) pending.add(made[index]!);
    const outbox = startFamilyOutbox(zero, pending);
    try {
      await eventually(
        async () => pending.list().length,
        (left) => left === 0,
      );
    } finally {
      outbox.stop();
    }
    return { walk: await walkOf(lidl), eggsCheckedAt: made[4]!.args.checked_at };
  } finally {
    await zero.close();
    await otherZero.close();
  }
}

describe('a walk learned from an offline trip', () => {
  it('follows the order of the checks on the phone, not of their arrival', async () => {
    for (const landing of [
      (made: number[]) => made,
      (made: number[]) => [...made].reverse(),
      // Eggs first, as when Zero sends its own queue ahead of the outbox.
      () => [4, 0, 1, 2, 3],
    ]) {
      const { walk, eggsCheckedAt } = await offlineTrip(landing);
      expect(walk.department_order.slice(0, 4)).toEqual([
        'Produce',
        'Dairy',
        'Bakery',
        'Meat & Fish',
      ]);
      // Dated by the phone's clock, not by when it reached the server.
      expect(Number(walk.last_checked_at)).toBe(eggsCheckedAt);
    }
  });
});
