// Every synced query, each filtered by the family in the server-verified context.
import { defineQueries, defineQuery } from '@rocicorp/zero';
import { zql } from '../../schema.ts';
import { familyScope } from './family-scope.ts';

export const queries = defineQueries({
  family: {
    current: defineQuery(({ ctx }) =>
      zql.family
        .where('id', familyScope(ctx))
        .related('members', (members) => members.orderBy('created_at', 'asc'))
        .one(),
    ),
  },
  shoppingItems: {
    list: defineQuery(({ ctx }) =>
      zql.shopping_item
        .where('family_id', familyScope(ctx))
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc'),
    ),
  },
});
