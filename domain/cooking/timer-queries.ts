// The family's kitchen timers, oldest first: every device shows and rings them.
import { defineQuery } from '@rocicorp/zero';
import { zql } from '#schema';
import { familyScope } from '../zero/family-scope.ts';

export const timerQueries = {
  list: defineQuery(({ ctx }) =>
    zql.kitchen_timer
      .where('family_id', familyScope(ctx))
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc'),
  ),
};
