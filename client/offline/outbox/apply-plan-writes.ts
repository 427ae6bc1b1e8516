// A dish's tags, the meals' days and their deleted dishes with the writes still in the
// outbox laid over them, as the list's rows are (apply-pending-writes.ts): a tag added or
// a meal moved without signal shows at once and through a reload, until the server has
// it. The tag rule is the mutator's own (dish-tags.ts).
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

/**
 * The meals' dishes with a delete still waiting marked as archived: a dish on a meal is
 * archived, not erased, by the delete (dish-archive.ts), so a plan shows it "removed from
 * library" at once and through a reload, until the server has it.
 */
export function dishesWithPendingDeletes<
  M extends { dishes: readonly { dish?: { dish_id: string; archived_at?: number | null } }[] },
>(meals: readonly M[], writes: readonly PendingWrite[]): M[] {
  const deleted = new Map<string, number>();
  for (const write of writes)
    if (write.op === 'deleteDish') deleted.set(write.args.dish_id, write.at);
  if (deleted.size === 0) return [...meals];
  return meals.map((meal) => {
    if (!meal.dishes.some((link) => link.dish && deleted.has(link.dish.dish_id))) return meal;
    const dishes = meal.dishes.map((link) => {
      const at = link.dish ? deleted.get(link.dish.dish_id) : undefined;
      if (!link.dish || at === undefined || link.dish.archived_at != null) return link;
      return { ...link, dish: { ...link.dish, archived_at: at } };
    });
    return { ...meal, dishes };
  });
}
