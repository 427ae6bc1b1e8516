// A phone may hold shopping writes its previous build saved while offline in the shop
// (docs/shopping.md): the outbox of this build reads them, in that build's format, and
// sends them through a real Zero client to the real server.
import { describe, expect, it } from 'vitest';
import { createPendingStore } from '#client/offline/outbox/pending-writes.ts';
import { startFamilyOutbox } from '#client/offline/outbox/family-outbox.ts';
import type { ShoppingItem } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { memoryStorage } from '../support/memory-storage.ts';

describe('the shopping outbox', () => {
  it('replays an outbox saved in the previous build’s format', async () => {
    const member = await newFamilyMember('Replayers', 'Rae');
    const soap = (await member.api.post<ShoppingItem>('/shopping-items', { name: 'soap' })).body;
    const [milk, eggs] = [crypto.randomUUID(), crypto.randomUUID()];
    const at = Date.now() - 60_000;
    // As the previous build wrote it to localStorage: { key, at, op, args }, one per write.
    const saved =
      `[{"key":"w1","at":${at},"op":"add","args":{"id":"${milk}","name":"milk","quantity":"2"}},` +
      `{"key":"w2","at":${at + 1},"op":"add","args":{"id":"${eggs}","name":"eggs","quantity":null}},` +
      `{"key":"w3","at":${at + 2},"op":"edit","args":{"id":"${eggs}","name":"brown eggs","quantity":"12"}},` +
      `{"key":"w4","at":${at + 3},"op":"setCompleted","args":{"id":"${milk}","is_completed":true}},` +
      `{"key":"w5","at":${at + 4},"op":"setDepartment","args":{"id":"${eggs}","department":"Bakery"}},` +
      `{"key":"w6","at":${at + 5},"op":"remove","args":{"id":"${soap.id}"}}]`;
    const storage = memoryStorage();
    storage.setItem('fdp.shopping-pending.v1:test', saved);
    const store = createPendingStore(storage, 'fdp.shopping-pending.v1:test');
    expect(store.list().map((write) => write.op)).toEqual([
      'add',
      'add',
      'edit',
      'setCompleted',
      'setDepartment',
      'remove',
    ]);

    const zero = zeroFor(member);
    const outbox = startFamilyOutbox(zero, store);
    try {
      const items = await eventually(
        async () => (await member.api.get<ShoppingItem[]>('/shopping-items')).body,
        (list) => list.length === 2 && list.some((item) => item.department === 'Bakery'),
      );
      expect(
        items.map((item) => [item.name, item.quantity, item.is_completed, item.department]).sort(),
      ).toEqual([
        ['Brown Eggs', '12', false, 'Bakery'],
        ['Milk', '2', true, 'Dairy'],
      ]);
      await eventually(
        () => storage.getItem('fdp.shopping-pending.v1:test'),
        (left) => left === null,
      );
    } finally {
      outbox.stop();
      await zero.close();
    }
  });
});
