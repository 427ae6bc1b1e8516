import { describe, expect, it } from 'vitest';
import type { ShoppingItem } from '#schema';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';

describe('/shopping-items', () => {
  it('adds with title-casing and a trimmed quantity, then lists', async () => {
    const { api } = await newFamilyMember();
    const added = await api.post<ShoppingItem>('/shopping-items', {
      name: '  greek YOGURT ',
      quantity: ' 2 tubs ',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Greek Yogurt',
      quantity: '2 tubs',
      department: 'Dairy',
      is_completed: false,
    });
    const noQty = await api.post<ShoppingItem>('/shopping-items', {
      name: 'bread',
      quantity: '   ',
    });
    expect(noQty.body.quantity).toBeNull();
    const list = await api.get<ShoppingItem[]>('/shopping-items');
    expect(list.body.map((i) => i.name)).toEqual(['Greek Yogurt', 'Bread']);
  });

  it('toggles, edits, deletes one, and removes all', async () => {
    const { api } = await newFamilyMember();
    const a = (await api.post<ShoppingItem>('/shopping-items', { name: 'apples' })).body;
    const b = (await api.post<ShoppingItem>('/shopping-items', { name: 'pears' })).body;

    expect((await api.patch(`/shopping-items/${a.id}`, { is_completed: true })).status).toBe(204);
    expect(
      (await api.patch(`/shopping-items/${b.id}`, { name: 'ripe pears', quantity: '' })).status,
    ).toBe(204);
    let list = (await api.get<ShoppingItem[]>('/shopping-items')).body;
    expect(list.find((i) => i.id === a.id)?.is_completed).toBe(true);
    expect(list.find((i) => i.id === b.id)).toMatchObject({ name: 'Ripe Pears', quantity: null });

    expect((await api.delete(`/shopping-items/${a.id}`)).status).toBe(204);
    list = (await api.get<ShoppingItem[]>('/shopping-items')).body;
    expect(list.map((i) => i.id)).toEqual([b.id]);

    expect((await api.delete('/shopping-items')).status).toBe(204);
    expect((await api.get<ShoppingItem[]>('/shopping-items')).body).toEqual([]);
  });

  it('refuses bad input with clear 4xx errors and keeps what was saved', async () => {
    const { api } = await newFamilyMember();
    const item = (await api.post<ShoppingItem>('/shopping-items', { name: 'milk' })).body;

    const blank = await api.post<ErrorBody>('/shopping-items', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Item name cannot be empty');
    const blankEdit = await api.patch<ErrorBody>(`/shopping-items/${item.id}`, {
      name: ' ',
      quantity: null,
    });
    expect(blankEdit.body.error.message).toBe('Item name cannot be empty');
    expect((await api.patch(`/shopping-items/${item.id}`, { is_completed: 'yes' })).status).toBe(
      400,
    );
    expect((await api.patch(`/shopping-items/${item.id}`, {})).status).toBe(400);
    expect((await api.post('/shopping-items', { name: 'x'.repeat(500) })).status).toBe(400);
    expect((await api.post('/shopping-items', 'not json')).status).toBe(400);
    expect((await api.patch('/shopping-items/no-such-id', { is_completed: true })).status).toBe(
      404,
    );

    const list = (await api.get<ShoppingItem[]>('/shopping-items')).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Milk', is_completed: false });
  });

  it('suggests past items of the family from 2 characters on', async () => {
    const { api } = await newFamilyMember();
    const basil = (await api.post<ShoppingItem>('/shopping-items', { name: 'fresh basil' })).body;
    await api.post('/shopping-items', { name: 'bay leaves' });
    await api.delete(`/shopping-items/${basil.id}`);

    expect((await api.get<string[]>('/shopping-items/autocomplete?q=b')).body).toEqual([]);
    // Bay Leaves is open on the list, so only the deleted Fresh Basil is offered.
    expect((await api.get<string[]>('/shopping-items/autocomplete?q=ba')).body).toEqual([
      'Fresh Basil',
    ]);
    expect((await api.get<string[]>('/shopping-items/autocomplete?q=%25')).body).toEqual([]);
  });

  it('refuses a cookie-authenticated write from another origin', async () => {
    const { api } = await newFamilyMember();
    const res = await api.request(
      'POST',
      '/shopping-items',
      { name: 'forged' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect((await api.get<ShoppingItem[]>('/shopping-items')).body).toEqual([]);
  });
});
