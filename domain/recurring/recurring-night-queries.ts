// The family's recurring nights, Sunday first.
import { defineQuery } from '@rocicorp/zero';
import { zql } from '#schema';
import { familyScope } from '../zero/family-scope.ts';

export const recurringNightQueries = {
  list: defineQuery(({ ctx }) =>
    zql.recurring_night.where('family_id', familyScope(ctx)).orderBy('weekday', 'asc'),
  ),
};
