// Synced reads of the family: its members, and its Family Stats counts.
import { defineQuery } from '@rocicorp/zero';
import { zql } from '#schema';
import { familyScope } from '../zero/family-scope.ts';

export const familyQueries = {
  current: defineQuery(({ ctx }) =>
    zql.family
      .where('id', familyScope(ctx))
      .related('members', (members) => members.orderBy('created_at', 'asc'))
      .one(),
  ),
};

// Family Stats' counts: one row, however long the family's history.
export const familyStatQueries = {
  current: defineQuery(({ ctx }) => zql.family_stat.where('family_id', familyScope(ctx)).one()),
};
