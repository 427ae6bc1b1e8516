// Stores in walking order (docs/shopping.md), through the real Zero mutate endpoint: a
// family names a store, marks an item for it, and the store learns its walk from checks
// made there; a second family, even with a forged context, sees and changes none of it.
import { describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { ShoppingItem } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

type Member = Awaited<ReturnType<typeof newFamilyMember>>;

async function add(member: Member, name: string) {
  const created = await member.api.post<ShoppingItem>('/shopping-items', { name });
  expect(created.status).toBe(201);
  return created.body;
}

const storeRow = async (id: string) =>
  (
    await sql<{ name: string; department_order: string[]; family_id: string }[]>`
      SELECT name, department_order, family_id FROM store WHERE id = ${id}`
  )[0];

describe('stores in walking order', () => {
  it('keeps a family’s stores, marks and walks to the family alone', async () => {
    const first = await newFamilyMember('Walkers', 'Wes');
    const second = await newFamilyMember('Strangers', 'Sam');
    const frozen = await add(first, 'frozen peas');
    const produce = await add(first, 'bananas');
    const own = await add(second, 'bread');

    const zero = zeroFor(first);
    const costco = crypto.randomUUID();
    try {
      const ok = async (result: { server: Promise<{ type: string }> }) =>
        expect((await result.server).type).toBe('success');
      await ok(zero.mutate(mutators.store.create({ id: costco, name: '  Costco ' })));
      await ok(zero.mutate(mutators.store.setItemStore({ item_id: frozen.id, store_id: costco })));
      // Frozen first, then Produce: the walk starts in Frozen, Produce comes right after.
      await ok(
        zero.mutate(
          mutators.shoppingItem.setCompleted({
            id: frozen.id,
            is_completed: true,
            store_id: costco,
            walk: ['Frozen'],
          }),
        ),
      );
      await ok(
        zero.mutate(
          mutators.shoppingItem.setCompleted({
            id: produce.id,
            is_completed: true,
            store_id: costco,
            walk: ['Frozen', 'Produce'],
          }),
        ),
      );
      const stores = await zero.run(queries.stores.all(), { type: 'complete' });
      expect(stores.map((row) => row.name)).toEqual(['Costco']);
    } finally {
      await zero.close();
    }
    const saved = await storeRow(costco);
    expect(saved?.department_order.slice(0, 3)).toEqual(['Frozen', 'Produce', 'Dairy']);
    const [marked] = await sql`SELECT store_id FROM shopping_item WHERE id = ${frozen.id}`;
    expect(marked?.store_id).toBe(costco);

    // The second family, claiming the first one's family, sees none and changes none of it.
    const forged = zeroFor(second, {
      familyID: first.session.family_id,
      familyUserID: first.session.family_user_id,
    });
    const theirs = crypto.randomUUID();
    try {
      const seen = await forged.run(queries.stores.all(), { type: 'complete' });
      expect(seen).toEqual([]);
      await forged.mutate(mutators.store.create({ id: theirs, name: 'Corner shop' })).server;
      const attempts = [
        mutators.store.setOrder({ id: costco, department_order: ['Other', 'Frozen'] }),
        mutators.store.remove({ id: costco }),
        mutators.store.setItemStore({ item_id: frozen.id, store_id: null }),
        mutators.store.setItemStore({ item_id: produce.id, store_id: theirs }),
        mutators.store.setItemStore({ item_id: own.id, store_id: costco }),
        mutators.shoppingItem.setCompleted({
          id: own.id,
          is_completed: true,
          store_id: costco,
          walk: ['Other'],
        }),
        mutators.store.create({ id: costco, name: 'Hijacked' }),
      ];
      for (const attempt of attempts) await forged.mutate(attempt).server;
      // Their own store is theirs, made in their own family.
      await eventually(
        () => storeRow(theirs),
        (row) => row?.family_id === second.session.family_id,
      );
    } finally {
      await forged.close();
    }
    const after = await storeRow(costco);
    expect(after).toEqual({ ...saved });
    const items = await sql<{ id: string; store_id: string | null }[]>`
      SELECT id, store_id FROM shopping_item WHERE id IN (${frozen.id}, ${produce.id}, ${own.id})
      ORDER BY name`;
    expect(Object.fromEntries(items.map((row) => [row.id, row.store_id]))).toEqual({
      [frozen.id]: costco,
      [produce.id]: null,
      [own.id]: null,
    });
  });
});
