// The family's stores, synced to every device of the family (and only of the family).
import { defineQuery } from '@rocicorp/zero';
import { zql } from '#schema';
import { familyScope } from '#domain/zero/family-scope.ts';

export const storeQueries = {
  all: defineQuery(({ ctx }) =>
    zql.store
      .where('family_id', familyScope(ctx))
      .orderBy('position', 'asc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc'),
  ),
};
