// A dish's tags and the meals' days with the writes still in the outbox laid over them, as
// the list's rows are (apply-pending-writes.ts): a tag added or a meal moved without signal
// shows at once and through a reload, until the server has it. The tag rule is the
// mutator's own (dish-tags.ts).
import { withoutTag, withTag } from '#domain/dishes/dish-tags.ts';
import type { PendingWrite } from './pending-writes.ts';

export function tagsWithPending(
  dishID: string,
  tags: readonly string[],
  writes: readonly PendingWrite[],
): string[] {
  let result = [...tags];
  for (const write of writes) {
    if (write.op !== 'addDishTag' && write.op !== 'removeDishTag') continue;
    if (write.args.dish_id !== dishID) continue;
    try {
      result =
        write.op === 'addDishTag'
          ? withTag(result, write.args.tag)
          : withoutTag(result, write.args.tag);
    } catch {
      // Too many tags: the server refuses it too.
    }
  }
  return result;
}

/**
 * Each meal on the day of its latest move still waiting, at the version that move will
 * give it (the mutator's `updated_at` is the move's time): a second move made meanwhile is
 * sent from that version, so after a reload both land in order instead of the second being
 * refused as made from an older version.
 */
export function mealsWithPendingMoves<
  M extends { meal_id: string; meal_date: string; updated_at: number },
>(meals: readonly M[], writes: readonly PendingWrite[]): M[] {
  const moves = new Map<string, { day: string; at: number }>();
  for (const write of writes) {
    if (write.op === 'moveMeal' && write.args.meal_date)
      moves.set(write.args.meal_id, { day: write.args.meal_date, at: write.args.now ?? write.at });
  }
  if (moves.size === 0) return [...meals];
  return meals.map((meal) => {
    const move = moves.get(meal.meal_id);
    if (!move) return meal;
    return { ...meal, meal_date: move.day, updated_at: Math.max(meal.updated_at, move.at) };
  });
}
