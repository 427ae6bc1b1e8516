// A dish's tags and the meals' days with the outbox's writes laid over them
// (apply-plan-writes.ts): what a device without signal shows, also after a reload.
import { describe, expect, it } from 'vitest';
import {
  mealsWithPendingMoves,
  tagsWithPending,
} from '#client/offline/outbox/apply-plan-writes.ts';
import type { PendingWrite } from '#client/offline/outbox/pending-writes.ts';

const write = (op: PendingWrite['op'], args: unknown, at = 1) =>
  ({ key: `${op}-${at}`, at, op, args }) as PendingWrite;

describe('plan writes on their way', () => {
  it('adds and removes a dish’s tags by the mutator’s rule, that dish only', () => {
    const writes = [
      write('addDishTag', { dish_id: 'soup', tag: 'Freezer' }),
      write('addDishTag', { dish_id: 'soup', tag: 'freezer' }),
      write('removeDishTag', { dish_id: 'soup', tag: 'QUICK' }),
      write('addDishTag', { dish_id: 'stew', tag: 'spicy' }),
    ];
    expect(tagsWithPending('soup', ['quick', 'kids'], writes)).toEqual(['kids', 'Freezer']);
  });

  it('shows a meal on the day of its latest move, at that move’s version', () => {
    const meals = [
      { meal_id: 'a', meal_date: '2026-11-23', updated_at: 0 },
      { meal_id: 'b', meal_date: '2026-11-24', updated_at: 0 },
    ];
    const writes = [
      write('moveMeal', { meal_id: 'a', meal_date: '2026-11-25', now: 1, expected_updated_at: 0 }),
      write('moveMeal', { meal_id: 'a', meal_date: '2026-11-26', now: 2, expected_updated_at: 0 }),
    ];
    const shown = mealsWithPendingMoves(meals, writes);
    expect(shown.map((meal) => meal.meal_date)).toEqual(['2026-11-26', '2026-11-24']);
    // A move made on the moved meal is sent from the version the first move gives it.
    expect(shown[0]?.updated_at).toBe(2);
  });
});
