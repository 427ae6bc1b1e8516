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

export function mealsWithPendingMoves<M extends { meal_id: string; meal_date: string }>(
  meals: readonly M[],
  writes: readonly PendingWrite[],
): M[] {
  const days = new Map<string, string>();
  for (const write of writes) {
    if (write.op === 'moveMeal' && write.args.meal_date)
      days.set(write.args.meal_id, write.args.meal_date);
  }
  if (days.size === 0) return [...meals];
  return meals.map((meal) => {
    const day = days.get(meal.meal_id);
    return day ? { ...meal, meal_date: day } : meal;
  });
}
