// A family's stores named, renamed and put in order through the real Zero mutate endpoint
// (docs/shopping.md, "Stores in walking order"): a create sent twice (a phone's outbox
// after being offline) makes one store; a second family with a forged context renames and
// reorders none of them.
import { describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import { newFamilyMember } from './support/api-client.ts';
import { zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

const storesOf = (familyID: string) =>
  sql<{ id: string; name: string }[]>`
    SELECT id, name FROM store WHERE family_id = ${familyID}
    ORDER BY position, created_at, id`;

describe('store names and order', () => {
  it('creates once when sent twice, renames, reorders, and refuses another family', async () => {
    const first = await newFamilyMember('Orderly', 'Ola');
    const second = await newFamilyMember('Outsiders', 'Oskar');
    const familyID = first.session.family_id;
    const lidl = crypto.randomUUID();
    const market = crypto.randomUUID();

    const zero = zeroFor(first);
    try {
      const ok = async (result: { server: Promise<{ type: string }> }) =>
        expect((await result.server).type).toBe('success');
      await ok(zero.mutate(mutators.store.create({ id: lidl, name: 'Lidl' })));
      // The outbox sends a create again after being offline: it lands once, quietly.
      await ok(zero.mutate(mutators.store.create({ id: lidl, name: 'Lidl' })));
      await ok(zero.mutate(mutators.store.create({ id: market, name: 'the market' })));
      await ok(zero.mutate(mutators.store.rename({ id: lidl, name: '  Lidl   Nord ' })));
      await ok(zero.mutate(mutators.store.setStoresOrder({ ids: [market, lidl] })));
      const seen = await zero.run(queries.stores.all(), { type: 'complete' });
      expect(seen.map((store) => store.name)).toEqual(['the market', 'Lidl Nord']);
    } finally {
      await zero.close();
    }
    const saved = await storesOf(familyID!);
    expect(saved).toEqual([
      { id: market, name: 'the market' },
      { id: lidl, name: 'Lidl Nord' },
    ]);

    const forged = zeroFor(second, {
      familyID: first.session.family_id,
      familyUserID: first.session.family_user_id,
    });
    try {
      await forged.mutate(mutators.store.rename({ id: lidl, name: 'Hijacked' })).server;
      await forged.mutate(mutators.store.setStoresOrder({ ids: [lidl, market] })).server;
    } finally {
      await forged.close();
    }
    expect(await storesOf(familyID!)).toEqual(saved);
  });
});
