// Synced reads of the shopping list, each filtered by the caller's family.
import { defineQuery } from '@rocicorp/zero';
import { zql } from '#schema';
import type { AuthContext } from '../auth-context.ts';
import { familyScope } from '../zero/family-scope.ts';

/** Checked items a list screen shows (and syncs): the latest ones, at most this many. */
export const CHECKED_ITEMS_SHOWN = 100;

/** The family's items with their dishes (also the family's only), before any filter. */
function familyItems(ctx: AuthContext | undefined) {
  const familyID = familyScope(ctx);
  return zql.shopping_item
    .where('family_id', familyID)
    .related('dishes', (dishes) => dishes.where('family_id', familyID));
}

export const shoppingItemQueries = {
  list: defineQuery(({ ctx }) =>
    familyItems(ctx).orderBy('created_at', 'asc').orderBy('id', 'asc'),
  ),
  // What the list screens show: every open item, and only the most recently checked
  // ones, so a family with years of done items does not sync them all to each device.
  open: defineQuery(({ ctx }) =>
    familyItems(ctx).where('is_completed', false).orderBy('created_at', 'asc').orderBy('id', 'asc'),
  ),
  recentlyChecked: defineQuery(({ ctx }) =>
    familyItems(ctx)
      .where('is_completed', true)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CHECKED_ITEMS_SHOWN),
  ),
};

// The family's own departments for item names (department-choice.ts): synced so that an
// item added on the list page lands in its department at once.
export const departmentChoiceQueries = {
  all: defineQuery(({ ctx }) => zql.department_choice.where('family_id', familyScope(ctx))),
};
