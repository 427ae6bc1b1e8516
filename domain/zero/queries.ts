// Every synced query, each filtered by the family in the server-verified context.
import { defineQueries, defineQuery } from '@rocicorp/zero';
import { z } from 'zod';
import { zql } from '../../schema.ts';
import { dishUseQueries } from '../dishes/dish-archive.ts';
import { mealQueries, ratingQueries } from '../meals/meal-queries.ts';
import { suggestionQueries } from '../suggestions/suggestion-queries.ts';
import { familyScope } from './family-scope.ts';
import { recurringNightQueries } from '../recurring/recurring-night-queries.ts';
import { entityId } from '../rules/input-rules.ts';
import { timerQueries } from '../cooking/timer-queries.ts';

/** Checked items a list screen shows (and syncs): the latest ones, at most this many. */
export const CHECKED_ITEMS_SHOWN = 100;

export const queries = defineQueries({
  family: {
    current: defineQuery(({ ctx }) =>
      zql.family
        .where('id', familyScope(ctx))
        .related('members', (members) => members.orderBy('created_at', 'asc'))
        .one(),
    ),
  },
  // Family Stats' counts: one row, however long the family's history.
  familyStats: {
    current: defineQuery(({ ctx }) => zql.family_stat.where('family_id', familyScope(ctx)).one()),
  },
  dishes: {
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
    usedBy: dishUseQueries.usedBy,
  },
  shoppingItems: {
    list: defineQuery(({ ctx }) =>
      zql.shopping_item
        .where('family_id', familyScope(ctx))
        .related('dishes', (dishes) => dishes.where('family_id', familyScope(ctx)))
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc'),
    ),
    // What the list screens show: every open item, and only the most recently checked
    // ones, so a family with years of done items does not sync them all to each device.
    open: defineQuery(({ ctx }) =>
      zql.shopping_item
        .where('family_id', familyScope(ctx))
        .where('is_completed', false)
        .related('dishes', (dishes) => dishes.where('family_id', familyScope(ctx)))
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc'),
    ),
    recentlyChecked: defineQuery(({ ctx }) =>
      zql.shopping_item
        .where('family_id', familyScope(ctx))
        .where('is_completed', true)
        .related('dishes', (dishes) => dishes.where('family_id', familyScope(ctx)))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(CHECKED_ITEMS_SHOWN),
    ),
  },
  // The family's own departments for item names (department-choice.ts): synced so that an
  // item added on the list page lands in its department at once.
  departmentChoices: {
    all: defineQuery(({ ctx }) => zql.department_choice.where('family_id', familyScope(ctx))),
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
  kitchenTimers: timerQueries,
});
