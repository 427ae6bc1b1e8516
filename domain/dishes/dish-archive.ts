// Deleting a dish that meals use archives it instead (decision, see docs/architecture.md "Dish library"):
// past meals, their ratings, stats and Top Dishes keep the dish and its name; the library,
// the meal dialog's picker and suggestions leave it out. Planned meals keep it too, marked
// as removed from the library, so nobody's plan silently turns into 'TBD'. A dish no meal
// ever used is really deleted.
import { defineQuery, type Transaction } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import { familyScope } from '../zero/family-scope.ts';

export const dishUseQueries = {
  withArchived: defineQuery(({ ctx }) =>
    zql.dish.where('family_id', familyScope(ctx)).orderBy('name', 'asc').orderBy('dish_id', 'asc'),
  ),
  /** The meals a dish is on, newest first: the delete confirmation names them. */
  usedBy: defineQuery(z.object({ dish_id: z.string().check(z.maxLength(64)) }), ({ args, ctx }) =>
    zql.meal
      .where('family_id', familyScope(ctx))
      .whereExists('dishes', (links) =>
        links.where('dish_id', args.dish_id).where('family_id', familyScope(ctx)),
      )
      .related('dishes', (links) =>
        links
          .where('family_id', familyScope(ctx))
          .orderBy('position', 'asc')
          .related('dish', (dish) => dish.where('family_id', familyScope(ctx))),
      )
      .orderBy('meal_date', 'desc')
      .orderBy('meal_id', 'asc'),
  ),
};

/** Archives the dish when a meal uses it, else deletes it. The caller checked the family. */
export async function archiveOrDelete(tx: Transaction, familyID: string, dishID: string) {
  const used = await tx.run(
    zql.meal_dish.where('dish_id', dishID).where('family_id', familyID).one(),
  );
  if (used) {
    const now = Date.now();
    await tx.mutate.dish.update({ dish_id: dishID, archived_at: now, updated_at: now });
  } else {
    await tx.mutate.dish.delete({ dish_id: dishID });
  }
}

/** Whether the dish is out of the library (archived). */
export function isArchived(dish: { archived_at?: number | null | undefined }): boolean {
  return dish.archived_at !== undefined && dish.archived_at !== null;
}
