// Meals from Zero, and their writes with the spec's messages (§8 Meals).
import type { MutatorResult } from '@rocicorp/zero';
import { useQuery, useZero } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { errorCodeOf, errorMessages, type ErrorCode } from '../../../domain/errors.ts';
import type { MealFieldsInput } from '../../../domain/meals/meal-fields.ts';
import type { DateRange } from '../../../domain/rules/family-dates.ts';
import { mutators } from '../../../domain/zero/mutators.ts';
import { queries } from '../../../domain/zero/queries.ts';
import type { BarInput } from '../planning/use-message-bar.ts';
import { mealSnapshot, type MealSnapshot } from '../../../domain/meals/meal-snapshot.ts';
import type { MealWithParts } from '../../../domain/meals/meal-view.ts';

export function useMealsBetween(range: DateRange) {
  const [meals, details] = useQuery(queries.meals.between(range));
  return { meals, loaded: details.type === 'complete' };
}

export type Notify = (message: BarInput) => void;
export type MealOutcome = 'saved' | ErrorCode | 'failed';

const FAILURES = {
  create: { title: 'Error creating meal', description: 'Failed to create the meal. Please try again.' },
  update: { title: 'Error updating meal', description: 'Failed to update the meal. Please try again.' },
  delete: { title: 'Delete Failed', description: 'Failed to delete the meal. Please try again.' },
  restore: { title: 'Undo Failed', description: 'The meal could not be restored.' },
} as const; // prettier-ignore

// Refusals the person can act on are explained; anything else gets the spec's fallback.
const EXPLAINED: Partial<Record<ErrorCode, string>> = {
  NOT_FOUND: 'This meal was deleted by someone else.',
  MEAL_CHANGED: errorMessages.MEAL_CHANGED,
  LEFTOVERS_NEED_DISH: errorMessages.LEFTOVERS_NEED_DISH,
  GUEST_NAME_REQUIRED: errorMessages.GUEST_NAME_REQUIRED,
};

/**
 * Waits for the browser's run of the mutator (instant) and reports a refusal there at
 * once; a later refusal by the server (which then rolls the change back) is reported
 * when it arrives.
 */
async function outcomeOf(
  result: MutatorResult,
  notify: Notify,
  failure: { title: string; description: string },
  success?: BarInput,
): Promise<MealOutcome> {
  const report = (error: unknown): MealOutcome => {
    const code = errorCodeOf(error);
    const description = (code && EXPLAINED[code]) || failure.description;
    notify({ title: failure.title, description, variant: 'destructive' });
    return code ?? 'failed';
  };
  const client = await result.client;
  if (client.type === 'error') return report(client.error);
  if (success) notify(success);
  void result.server.then((server) => {
    if (server.type === 'error') report(server.error);
  });
  return 'saved';
}

export function useMealActions(notify: Notify) {
  const zero = useZero();
  return useMemo(
    () => ({
      create: (fields: MealFieldsInput) =>
        outcomeOf(
          zero.mutate(
            mutators.meal.create({ ...fields, meal_id: crypto.randomUUID(), now: Date.now() }),
          ),
          notify,
          FAILURES.create,
        ),
      update: (mealID: string, fields: MealFieldsInput, expectedVersion: number) =>
        outcomeOf(
          zero.mutate(
            mutators.meal.update({
              ...fields,
              meal_id: mealID,
              now: Date.now(),
              expected_updated_at: expectedVersion,
            }),
          ),
          notify,
          FAILURES.update,
          { title: 'Meal updated successfully' },
        ),
      /** Deletes the meal; the message offers Undo, which brings the whole meal back. */
      remove: (meal: MealWithParts) => {
        const snapshot = mealSnapshot(meal);
        const restore = (kept: MealSnapshot) =>
          outcomeOf(
            zero.mutate(mutators.meal.restore({ ...kept, now: Date.now() })),
            notify,
            FAILURES.restore,
            { title: 'Meal restored' },
          );
        return outcomeOf(
          zero.mutate(mutators.meal.delete({ meal_id: meal.meal_id })),
          notify,
          FAILURES.delete,
          {
            title: 'Meal deleted',
            description: 'The meal has been successfully removed.',
            action: { label: 'Undo', onClick: () => void restore(snapshot) },
          },
        );
      },
    }),
    [zero, notify],
  );
}
