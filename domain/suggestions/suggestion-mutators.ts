// Suggestions shown and accepted, for Family Stats' AI Suggestions. A suggestion shown
// again maps to the same row (Zero's insert then skips it), so a reload counts nothing
// twice; accepting plans the meal and records it in the same transaction.
import { defineMutator, type Transaction } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import { mealMutators, type CreateMeal } from '../meals/meal-mutators.ts';
import { isoDateSchema } from '../time/family-dates.ts';
import { requireFamily } from '../zero/family-scope.ts';
import { rebaseSafe } from '../zero/rebase-safe.ts';
import { entityId } from '../text/input-rules.ts';

export const SUGGESTION_SOURCES = ['planning', 'chat'] as const;
export type SuggestionSource = (typeof SUGGESTION_SOURCES)[number];

/** The source a meal planned from a planning-page suggestion carries (docs/spec.md §3: source). */
export const PLANNING_SUGGESTION_SOURCE = 'Suggestion';

const id = entityId;

/** The suggestions one screen shows at once (a planning week has at most 7 open days). */
export const recordShownArgs = z.object({
  shown: z
    .array(z.object({ meal_date: isoDateSchema, dish_id: id }))
    .check(z.minLength(1), z.maxLength(14)),
  source: z._default(z.enum(SUGGESTION_SOURCES), 'planning'),
});

export const acceptSuggestionArgs = z.object({
  meal_id: id,
  meal_date: isoDateSchema,
  dish_id: id,
  who_is_cooking: z.enum(['Home Cooked', 'Leftovers']),
  now: z.optional(z.number().check(z.int(), z.positive())),
});

type SuggestionFact = { meal_date: string; dish_id: string | null; source: SuggestionSource };

export async function recordShown(tx: Transaction, familyID: string, fact: SuggestionFact) {
  await tx.mutate.suggestion_event.insert({
    event_id: `shown:${familyID}:${fact.source}:${fact.meal_date}:${fact.dish_id ?? ''}`,
    family_id: familyID,
    kind: 'shown',
    created_at: Date.now(),
    ...fact,
  });
}

/** One accepted suggestion per planned meal. */
export async function recordAccepted(
  tx: Transaction,
  familyID: string,
  mealID: string,
  fact: SuggestionFact,
) {
  await tx.mutate.suggestion_event.insert({
    event_id: `accepted:${mealID}`,
    family_id: familyID,
    kind: 'accepted',
    created_at: Date.now(),
    ...fact,
  });
}

/** One click on the planning page: a dinner of the suggested dish for everyone. */
export function acceptSuggestion(createMeal: CreateMeal) {
  return defineMutator(acceptSuggestionArgs, (options) =>
    rebaseSafe(options, async ({ tx, ctx, args }) => {
      const familyID = requireFamily(ctx);
      const members = await tx.run(
        zql.family_member.where('family_id', familyID).orderBy('created_at', 'asc'),
      );
      await createMeal({
        tx,
        ctx,
        args: {
          meal_id: args.meal_id,
          now: args.now,
          meal_date: args.meal_date,
          meal_type: 'Dinner',
          who_is_cooking: args.who_is_cooking,
          notes: null,
          source: PLANNING_SUGGESTION_SOURCE,
          dish_ids: [args.dish_id],
          portions: null,
          attendees: members.map((m) => ({ family_user_id: m.family_user_id })),
        },
      });
      await recordAccepted(tx, familyID, args.meal_id, {
        meal_date: args.meal_date,
        dish_id: args.dish_id,
        source: 'planning',
      });
    }),
  );
}

export const suggestionMutators = {
  recordShown: defineMutator(recordShownArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    for (const { meal_date, dish_id } of args.shown) {
      // Only the family's own dishes are counted (the database refuses any other).
      const dish = await tx.run(
        zql.dish.where('dish_id', dish_id).where('family_id', familyID).one(),
      );
      if (dish) await recordShown(tx, familyID, { meal_date, dish_id, source: args.source });
    }
  }),

  accept: acceptSuggestion(mealMutators.create.fn),
};
