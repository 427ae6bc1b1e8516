// Meals from Zero, and their writes with the spec's messages (docs/spec.md §8 Meals).
import type { MutatorResult } from '@rocicorp/zero';
import { useQuery, useZero } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { conflictNotices, contextMessages, failureNotices } from '#domain/error-messages.ts';
import { errorMessages, type FailureNotice } from '#domain/errors.ts';
import type { MealFieldsInput } from '#domain/meals/meal-fields.ts';
import type { DateRange } from '#domain/time/family-dates.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import type { BarInput } from '../planning/use-message-bar.ts';
import {
  mutationOutcome,
  type Explanations,
  type MutationOutcome,
} from '#client/zero/run-mutation.ts';
import { mealSnapshot, type MealSnapshot } from '#domain/meals/meal-snapshot.ts';
import { labelOf, type MealWithParts } from '#domain/meals/meal-view.ts';
import { moveAgainArgs, moveMealArgs, moveNotSavedMessage } from '#domain/meals/meal-move.ts';
import { weekdayName } from '#domain/time/date-labels.ts';
import {
  dishesWithPendingDeletes,
  mealsWithPendingMoves,
} from '#client/offline/outbox/apply-plan-writes.ts';
import { usePendingWrites, useFamilyOutbox } from '#client/offline/outbox/use-family-outbox.ts';

/** With the moves and dish deletes still in the outbox laid over them (shown at once). */
export function useMealsBetween(range: DateRange) {
  const [synced, details] = useQuery(queries.meals.between(range));
  const pending = usePendingWrites();
  const meals = useMemo(
    () => dishesWithPendingDeletes(mealsWithPendingMoves(synced, pending), pending),
    [synced, pending],
  );
  return { meals, loaded: details.type === 'complete' };
}

export type Notify = (message: BarInput) => void;
export type MealOutcome = MutationOutcome;

// Refusals the person can act on are explained; anything else gets the spec's fallback.
const EXPLAINED: Explanations = {
  NOT_FOUND: contextMessages.mealDeletedElsewhere,
  MEAL_CHANGED: errorMessages.MEAL_CHANGED,
  LEFTOVERS_NEED_DISH: errorMessages.LEFTOVERS_NEED_DISH,
  GUEST_NAME_REQUIRED: errorMessages.GUEST_NAME_REQUIRED,
};

function outcomeOf(
  result: MutatorResult,
  notify: Notify,
  failure: FailureNotice,
  success?: BarInput,
): Promise<MealOutcome> {
  return mutationOutcome(result, notify, { failure, success, explain: EXPLAINED });
}

export function useMealActions(notify: Notify) {
  const zero = useZero();
  // Moves are made in a hurry, on a phone, anywhere: kept on the device until they land.
  const outbox = useFamilyOutbox();
  return useMemo(
    () => ({
      create: (fields: MealFieldsInput) =>
        outcomeOf(
          zero.mutate(
            mutators.meal.create({ ...fields, meal_id: crypto.randomUUID(), now: Date.now() }),
          ),
          notify,
          failureNotices.createMeal,
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
          failureNotices.updateMeal,
          { title: 'Meal updated successfully' },
        ),
      /**
       * Moves the meal to another day, refused when someone changed it since it was seen; the
       * refusal names the dinner, where it is now, and offers to move it again over theirs.
       */
      move: (meal: MealWithParts, toDate: string) => {
        const dinner = labelOf(meal);
        const moveAgain = () =>
          void mutationOutcome(
            outbox.submit({
              op: 'moveMeal',
              args: moveAgainArgs(meal.meal_id, toDate),
              about: dinner,
            }),
            notify,
            { failure: failureNotices.moveMeal, explain: EXPLAINED },
          );
        return mutationOutcome(
          outbox.submit({ op: 'moveMeal', args: moveMealArgs(meal, toDate), about: dinner }),
          notify,
          {
            failure: failureNotices.moveMeal,
            success: { title: 'Meal moved', description: `${dinner} to ${weekdayName(toDate)}` },
            explain: EXPLAINED,
            conflict: {
              code: 'MEAL_CHANGED',
              title: conflictNotices.mealMoveTitle,
              describe: (facts) =>
                moveNotSavedMessage(dinner, toDate, facts.meal_date ?? meal.meal_date),
              retry: moveAgain,
            },
          },
        );
      },
      /** Deletes the meal; the message offers Undo, which brings the whole meal back. */
      remove: (meal: MealWithParts) => {
        const snapshot = mealSnapshot(meal);
        const restore = (kept: MealSnapshot) =>
          outcomeOf(
            zero.mutate(mutators.meal.restore({ ...kept, now: Date.now() })),
            notify,
            failureNotices.restoreMeal,
            { title: 'Meal restored' },
          );
        return outcomeOf(
          zero.mutate(mutators.meal.delete({ meal_id: meal.meal_id })),
          notify,
          failureNotices.deleteMeal,
          {
            title: 'Meal deleted',
            description: 'The meal has been successfully removed.',
            action: { label: 'Undo', onClick: () => void restore(snapshot) },
          },
        );
      },
    }),
    [zero, outbox, notify],
  );
}
