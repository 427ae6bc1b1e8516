// Synced reads of meals: date windows, pages of history, a dish's meals. Every query,
// and every related subquery, is filtered by the family of the server-verified context.
import { defineQuery } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import { isoDateSchema } from '../time/family-dates.ts';
import { familyScope } from '../zero/family-scope.ts';
import { leftoverWindow } from './leftovers.ts';
import { entityId } from '../text/input-rules.ts';

function mealDishLinks(familyID: string) {
  return zql.meal
    .where('family_id', familyID)
    .related('dishes', (dishes) => dishes.where('family_id', familyID))
    .orderBy('meal_date', 'asc')
    .orderBy('meal_id', 'asc');
}

const rangeArgs = z.object({ from: isoDateSchema, to: isoDateSchema });

/** A meal query with its dishes (in order, each with the dish), attendees and ratings. */
export function mealsWithParts(familyID: string) {
  return zql.meal
    .where('family_id', familyID)
    .related('dishes', (dishes) =>
      dishes
        .where('family_id', familyID)
        .orderBy('position', 'asc')
        .related('dish', (dish) => dish.where('family_id', familyID)),
    )
    .related('attendees', (attendees) =>
      attendees
        .where('family_id', familyID)
        .related('member', (member) => member.where('family_id', familyID)),
    )
    .related('ratings', (ratings) => ratings.where('family_id', familyID));
}

export const mealQueries = {
  /** Meals dated from `from` to `to`, both included, in date order. */
  between: defineQuery(rangeArgs, ({ args, ctx }) =>
    mealsWithParts(familyScope(ctx))
      .where('meal_date', '>=', args.from)
      .where('meal_date', '<=', args.to)
      .orderBy('meal_date', 'asc')
      .orderBy('created_at', 'asc')
      .orderBy('meal_id', 'asc'),
  ),
  byId: defineQuery(z.object({ meal_id: entityId }), ({ args, ctx }) =>
    mealsWithParts(familyScope(ctx)).where('meal_id', args.meal_id).one(),
  ),
  /** Past meals up to `to`, newest first (history). */
  recent: defineQuery(
    z.object({
      to: isoDateSchema,
      limit: z.number().check(z.int(), z.minimum(1), z.maximum(200)),
    }),
    ({ args, ctx }) =>
      mealsWithParts(familyScope(ctx))
        .where('meal_date', '<=', args.to)
        .orderBy('meal_date', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('meal_id', 'desc')
        .limit(args.limit),
  ),
  /** Home-cooked meals whose dishes may be left over on `date` (see leftovers rule). */
  leftoverSources: defineQuery(z.object({ date: isoDateSchema }), ({ args, ctx }) => {
    const window = leftoverWindow(args.date);
    return mealsWithParts(familyScope(ctx))
      .where('who_is_cooking', 'Home Cooked')
      .where('meal_date', '>=', window.from)
      .where('meal_date', '<=', window.to)
      .orderBy('meal_date', 'desc')
      .orderBy('meal_id', 'asc');
  }),
  /** Every meal of the family with its dish links only: the assistant, on the server. */
  summary: defineQuery(({ ctx }) => mealDishLinks(familyScope(ctx))),
  /** Meals from `from` on (past and planned) with their dish links only (recent-meals.ts). */
  linksFrom: defineQuery(z.object({ from: isoDateSchema }), ({ args, ctx }) =>
    mealDishLinks(familyScope(ctx)).where('meal_date', '>=', args.from),
  ),
};
