// A dish's tags, the meals' days and their deleted dishes with the outbox's writes laid over them
// (apply-plan-writes.ts): what a device without signal shows, also after a reload.
import { describe, expect, it } from 'vitest';
import {
  dishesWithPendingDeletes,
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

  it('marks a dish whose delete is on its way as removed, on every meal that has it', () => {
    const chili = { dish_id: 'chili', archived_at: null };
    const soup = { dish_id: 'soup', archived_at: null };
    const meals = [
      { meal_id: 'a', dishes: [{ dish: chili }, { dish: soup }] },
      { meal_id: 'b', dishes: [{ dish: soup }] },
    ];
    const shown = dishesWithPendingDeletes(meals, [write('deleteDish', { dish_id: 'chili' }, 7)]);
    expect(shown[0]?.dishes.map((link) => link.dish.archived_at)).toEqual([7, null]);
    expect(shown[1]).toBe(meals[1]);
    // One already archived keeps its own time.
    const archived = [{ meal_id: 'c', dishes: [{ dish: { dish_id: 'chili', archived_at: 3 } }] }];
    const kept = dishesWithPendingDeletes(archived, [write('deleteDish', { dish_id: 'chili' }, 7)]);
    expect(kept[0]?.dishes[0]?.dish.archived_at).toBe(3);
  });
});
