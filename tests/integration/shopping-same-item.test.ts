// The same item twice (docs/shopping.md): on the server, an add of a name already open
// adds to that item, with the quantities merged by the refresh's rule, and lands once.
import { describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import type { ShoppingItem } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { zeroFor } from './support/zero-client.ts';

describe('adding a name already open on the list', () => {
  it('adds to that item, and an add sent twice lands once', async () => {
    const member = await newFamilyMember('Twice', 'Tess');
    const first = await member.api.post<ShoppingItem>('/shopping-items', {
      name: 'Sprinkles',
      quantity: '1 lb',
    });
    const second = await member.api.post<ShoppingItem>('/shopping-items', {
      name: 'sprinkles',
      quantity: '8 oz',
    });
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.quantity).toBe('1 1/2 lb');

    const zero = zeroFor(member);
    try {
      const add = mutators.shoppingItem.add({
        id: crypto.randomUUID(),
        name: 'Sprinkle',
        quantity: '8 oz',
      });
      expect((await zero.mutate(add).server).type).toBe('success');
      // The same add again (a replay after being offline) changes nothing more.
      expect((await zero.mutate(add).server).type).toBe('success');
    } finally {
      await zero.close();
    }
    const items = (await member.api.get<ShoppingItem[]>('/shopping-items')).body;
    expect(items.map((item) => [item.name, item.quantity])).toEqual([['Sprinkles', '2 lb']]);
  });
});
