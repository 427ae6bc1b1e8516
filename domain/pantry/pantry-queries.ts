// The family's staples and this week's pantry check answers, synced to every device.
import { defineQuery } from '@rocicorp/zero';
import { zql } from '#schema';
import { familyScope } from '../zero/family-scope.ts';

export const pantryQueries = {
  staples: defineQuery(({ ctx }) =>
    zql.pantry_staple.where('family_id', familyScope(ctx)).orderBy('name', 'asc'),
  ),
  answers: defineQuery(({ ctx }) => zql.pantry_answer.where('family_id', familyScope(ctx))),
};
