// Synced reads of dish ratings, each filtered by the caller's family.
import { defineQuery } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import { entityId } from '../text/input-rules.ts';
import { familyScope } from '../zero/family-scope.ts';

export const ratingQueries = {
  /** Each member's ratings of each dish, added up (member_dish_stat): suggestions, assistant. */
  byMember: defineQuery(({ ctx }) =>
    zql.member_dish_stat
      .where('family_id', familyScope(ctx))
      .orderBy('dish_id', 'asc')
      .orderBy('family_user_id', 'asc'),
  ),
  forDish: defineQuery(z.object({ dish_id: entityId }), ({ args, ctx }) =>
    zql.dish_rating.where('family_id', familyScope(ctx)).where('dish_id', args.dish_id),
  ),
};
