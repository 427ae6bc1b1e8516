// Every synced query, each filtered by the family in the server-verified context.
import { defineQueries, defineQuery } from '@rocicorp/zero';
import { z } from 'zod';
import { zql } from '../../schema.ts';
import { mealQueries, ratingQueries } from '../meals/meal-queries.ts';
import { suggestionQueries } from '../suggestions/suggestion-queries.ts';
import { familyScope } from './family-scope.ts';
import { recurringNightQueries } from '../recurring/recurring-night-queries.ts';

export const queries = defineQueries({
  family: {
    current: defineQuery(({ ctx }) =>
      zql.family
        .where('id', familyScope(ctx))
        .related('members', (members) => members.orderBy('created_at', 'asc'))
        .one(),
    ),
  },
  dishes: {
    list: defineQuery(({ ctx }) =>
      zql.dish
        .where('family_id', familyScope(ctx))
        .orderBy('name', 'asc')
        .orderBy('dish_id', 'asc'),
    ),
    byId: defineQuery(z.object({ dish_id: z.string().max(64) }), ({ args, ctx }) =>
      zql.dish.where('dish_id', args.dish_id).where('family_id', familyScope(ctx)).one(),
    ),
  },
  shoppingItems: {
    list: defineQuery(({ ctx }) =>
      zql.shopping_item
        .where('family_id', familyScope(ctx))
        .related('dishes', (dishes) => dishes.where('family_id', familyScope(ctx)))
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc'),
    ),
  },
  meals: mealQueries,
  ratings: ratingQueries,
  calendarEvents: {
    // Only the planning window is stored, so the family's whole list is small.
    list: defineQuery(({ ctx }) =>
      zql.calendar_event
        .where('family_id', familyScope(ctx))
        .orderBy('start_time', 'asc')
        .orderBy('id', 'asc'),
    ),
  },
  suggestions: suggestionQueries,
  recurringNights: recurringNightQueries,
});
