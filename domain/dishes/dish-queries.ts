// Synced reads of the dish library, each filtered by the caller's family.
import { defineQuery } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import { entityId } from '../text/input-rules.ts';
import { familyScope } from '../zero/family-scope.ts';
import { dishUseQueries } from './dish-archive.ts';

export const dishQueries = {
  list: defineQuery(({ ctx }) =>
    zql.dish
      .where('family_id', familyScope(ctx))
      .where('archived_at', 'IS', null)
      .orderBy('name', 'asc')
      .orderBy('dish_id', 'asc'),
  ),
  byId: defineQuery(z.object({ dish_id: entityId }), ({ args, ctx }) =>
    zql.dish.where('dish_id', args.dish_id).where('family_id', familyScope(ctx)).one(),
  ),
  // Archived dishes too: Top Dishes and history keep them (dish-archive.ts).
  withArchived: dishUseQueries.withArchived,
  // Each rated dish's rating count and sum: averages without every rating row.
  ratingStats: defineQuery(({ ctx }) =>
    zql.dish_stat.where('family_id', familyScope(ctx)).orderBy('dish_id', 'asc'),
  ),
  /** The latest date each dish was on a meal, past or planned (dish_served). */
  lastServed: defineQuery(({ ctx }) =>
    zql.dish_served.where('family_id', familyScope(ctx)).orderBy('dish_id', 'asc'),
  ),
  usedBy: dishUseQueries.usedBy,
};
