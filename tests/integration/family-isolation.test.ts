// A second family can neither read nor change the first family's data, through REST
// or through Zero, even with a client that forges its context.
import { beforeAll, describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { ShoppingItem } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { eventually, openZero, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

type Member = Awaited<ReturnType<typeof newFamilyMember>>;
let first: Member;
let second: Member;
let firstItem: ShoppingItem;

async function firstFamilyRows() {
  return sql`SELECT id, name, quantity, is_completed FROM shopping_item
             WHERE family_id = ${first.session.family_id} ORDER BY id`;
}

beforeAll(async () => {
  first = await newFamilyMember('First', 'Fay');
  second = await newFamilyMember('Second', 'Sid');
  firstItem = (await first.api.post<ShoppingItem>('/shopping-items', { name: 'secret sauce' }))
    .body;
});

describe('REST', () => {
  it('lists, suggests and reads only the caller’s family', async () => {
    expect((await second.api.get<ShoppingItem[]>('/shopping-items')).body).toEqual([]);
    expect((await second.api.get<string[]>('/shopping-items/autocomplete?q=sec')).body).toEqual([]);
    const family = await second.api.get<{ name: string }>('/family');
    expect(family.body.name).toBe('Second');
  });

  it('cannot change or delete another family’s item', async () => {
    const before = await firstFamilyRows();
    expect(
      (await second.api.patch(`/shopping-items/${firstItem.id}`, { is_completed: true })).status,
    ).toBe(404);
    expect(
      (await second.api.patch(`/shopping-items/${firstItem.id}`, { name: 'mine', quantity: null }))
        .status,
    ).toBe(404);
    expect((await second.api.delete(`/shopping-items/${firstItem.id}`)).status).toBe(404);
    expect((await second.api.delete('/shopping-items')).status).toBe(204);
    expect(await firstFamilyRows()).toEqual(before);
  });
});

describe('Zero', () => {
  it('syncs a family its own items only', async () => {
    const zero = zeroFor(second);
    try {
      await second.api.post('/shopping-items', { name: 'own bread' });
      const items = await eventually(
        () => zero.run(queries.shoppingItems.list(), { type: 'complete' }),
        (rows) => rows.length === 1,
      );
      expect(items.map((i) => i.name)).toEqual(['Own Bread']);
    } finally {
      await zero.close();
    }
  });

  it('a client forging another family’s context sees nothing and changes nothing', async () => {
    const before = await firstFamilyRows();
    const forged = zeroFor(second, {
      familyID: first.session.family_id, // a lie: the server uses the session's family
    });
    try {
      const seen = await forged.run(queries.shoppingItems.list(), { type: 'complete' });
      expect(seen.some((item) => item.family_id === first.session.family_id)).toBe(false);

      const attempts = [
        forged.mutate(mutators.shoppingItem.setCompleted({ id: firstItem.id, is_completed: true })),
        forged.mutate(
          mutators.shoppingItem.edit({ id: firstItem.id, name: 'stolen', quantity: '1' }),
        ),
        forged.mutate(mutators.shoppingItem.remove({ id: firstItem.id })),
        forged.mutate(mutators.shoppingItem.add({ id: firstItem.id, name: 'overwrite' })),
      ];
      // A change to a row the caller's family does not have is a quiet no-op through Zero,
      // the same answer as for a row deleted meanwhile (replay-safe.ts); a create is refused.
      const outcomes = [];
      for (const attempt of attempts) outcomes.push((await attempt.server).type);
      expect(outcomes).toEqual(['success', 'success', 'success', 'error']);
      // An add under a new id lands in the caller's own family, never in the forged one.
      const planted = crypto.randomUUID();
      expect(
        (await forged.mutate(mutators.shoppingItem.add({ id: planted, name: 'planted' })).server)
          .type,
      ).toBe('success');
      const [row] = await sql`SELECT family_id FROM shopping_item WHERE id = ${planted}`;
      expect(row?.family_id).toBe(second.session.family_id);
      forged.mutate(mutators.shoppingItem.removeAll());
      await eventually(
        () =>
          sql`SELECT count(*)::int AS n FROM shopping_item WHERE family_id = ${second.session.family_id}`,
        (rows) => rows[0]?.n === 0,
      );
    } finally {
      await forged.close();
    }
    expect(await firstFamilyRows()).toEqual(before);
  });

  it('refuses a client without a valid session', async () => {
    const stranger = openZero('not-a.session', {
      userID: 'nobody',
      familyID: first.session.family_id,
      familyUserID: null,
    });
    try {
      // The browser's own run is a quiet no-op (it holds no such row); the server refuses
      // the push (401), and the client then waits for new credentials ('needs-auth').
      const attempt = stranger.mutate(mutators.shoppingItem.remove({ id: firstItem.id }));
      const refused = new Promise<string>((resolve) => {
        if (stranger.connection.state.current.name === 'needs-auth') resolve('needs-auth');
        stranger.connection.state.subscribe((state) => {
          if (state.name === 'needs-auth') resolve('needs-auth');
        });
      });
      const outcome = await Promise.race([attempt.server.then((r) => r.type), refused]);
      expect(['error', 'needs-auth']).toContain(outcome);
    } finally {
      await stranger.close();
    }
    expect((await firstFamilyRows()).length).toBe(1);
  });
});
