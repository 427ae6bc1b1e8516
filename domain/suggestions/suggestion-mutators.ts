// Counting suggestions: each one shown on the planning page is recorded once per family,
// day and dish (showing it again is a no-op), so Family Stats can count what was offered
// and what was taken.
import { defineMutator } from '@rocicorp/zero';
import { z } from 'zod';
import { requireFamily } from '../zero/family-scope.ts';
import { isoDateSchema } from '../rules/family-dates.ts';

export const recordShownArgs = z.object({
  meal_date: isoDateSchema,
  dish_id: z.string().min(1).max(64),
});

/** The same suggestion shown again maps to the same row, which Zero's insert then skips. */
export function shownEventID(familyID: string, mealDate: string, dishID: string): string {
  return `shown:${familyID}:${mealDate}:${dishID}`;
}

export const suggestionMutators = {
  recordShown: defineMutator(recordShownArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    await tx.mutate.suggestion_event.insert({
      event_id: shownEventID(familyID, args.meal_date, args.dish_id),
      family_id: familyID,
      kind: 'shown',
      source: 'planning',
      meal_date: args.meal_date,
      dish_id: args.dish_id,
      created_at: Date.now(),
    });
  }),
};
