import { describe, expect, it } from 'vitest';
import type { ShoppingNeed } from '#domain/shopping/merge-ingredients.ts';
import { mealItemId } from '#domain/shopping/meal-item-id.ts';
import { planRefresh, type ListedItem } from '#domain/shopping/refresh-plan.ts';

const need = (key: string, quantity: string | null, dish_ids: string[]) => ({
  id: `meals-${key}`,
  key,
  name: key.charAt(0).toUpperCase() + key.slice(1),
  quantity,
  department: 'Produce' as ShoppingNeed['department'],
  dish_ids,
});

const item = (overrides: Partial<ListedItem> & { id: string; name: string }): ListedItem => ({
  quantity: null,
  department: 'Produce',
  is_completed: false,
  source: 'meals',
  ...overrides,
});

describe('planRefresh', () => {
  it('adds what the planned dishes need, linked to every dish', () => {
    const plan = planRefresh([], [], [need('onion', '3', ['chili', 'salad'])]);
    expect(plan.insert.map((i) => i.id)).toEqual(['meals-onion']);
    expect(plan.link).toEqual([
      { item_id: 'meals-onion', dish_id: 'chili' },
      { item_id: 'meals-onion', dish_id: 'salad' },
    ]);
  });

  it('changes nothing when run again on its own result', () => {
    const needs = [need('onion', '3', ['chili'])];
    const items = [item({ id: 'meals-onion', name: 'Onion', quantity: '3' })];
    const links = [{ item_id: 'meals-onion', dish_id: 'chili' }];
    expect(planRefresh(items, links, needs)).toEqual({
      insert: [],
      update: [],
      remove: [],
      link: [],
      unlink: [],
    });
  });

  it('follows the plan for its own open items: new amounts, dishes, and removal', () => {
    const items = [
      item({ id: 'meals-onion', name: 'Onion', quantity: '3' }),
      item({ id: 'meals-basil', name: 'Basil' }),
    ];
    const links = [
      { item_id: 'meals-onion', dish_id: 'chili' },
      { item_id: 'meals-basil', dish_id: 'pesto' },
    ];
    const plan = planRefresh(items, links, [need('onion', '1', ['salad'])]);
    expect(plan.update.map((i) => [i.id, i.quantity])).toEqual([['meals-onion', '1']]);
    expect(plan.remove).toEqual(['meals-basil']);
    expect(plan.link).toEqual([{ item_id: 'meals-onion', dish_id: 'salad' }]);
    expect(plan.unlink).toEqual([{ item_id: 'meals-onion', dish_id: 'chili' }]);
  });

  it('keeps items a person checked, edited or added, and adds no copy of them', () => {
    const items = [
      item({ id: 'meals-onion', name: 'Onion', quantity: '3', is_completed: true }),
      item({ id: 'meals-garlic', name: 'Garlic Bulb', source: 'manual' }),
      item({ id: 'hand-1', name: 'Milk', source: 'manual' }),
      item({ id: 'meals-gone', name: 'Gone', is_completed: true }),
    ];
    const plan = planRefresh(
      items,
      [],
      [
        need('onion', '5', ['chili']),
        need('garlic', '2 cloves', ['chili']),
        need('milk', '1 cup', ['pancakes']),
      ],
    );
    expect(plan.insert).toEqual([]);
    expect(plan.update).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it('drops its own open copy of something a person has since put on the list', () => {
    const items = [
      item({ id: 'meals-milk', name: 'Milk', quantity: '1 cup' }),
      item({ id: 'hand-1', name: 'milk', source: 'manual' }),
    ];
    const plan = planRefresh(items, [], [need('milk', '1 cup', ['pancakes'])]);
    expect(plan.remove).toEqual(['meals-milk']);
    expect(plan.insert).toEqual([]);
  });

  it('gives an ingredient one id per family, which depends on the family’s secret', async () => {
    expect(await mealItemId('s1', 'family-a', 'onion')).toBe(
      await mealItemId('s1', 'family-a', 'onion'),
    );
    expect(await mealItemId('s1', 'family-a', 'onion')).not.toBe(
      await mealItemId('s1', 'family-b', 'onion'),
    );
    expect(await mealItemId('s1', 'family-a', 'onion')).not.toBe(
      await mealItemId('s2', 'family-a', 'onion'),
    );
    expect((await mealItemId('s1', 'family-a', 'x'.repeat(500))).length).toBeLessThanOrEqual(64);
  });
});
