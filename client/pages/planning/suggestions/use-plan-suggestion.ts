// Planning a suggestion: on its own day ("Plan it") or on the day it is dragged to; either
// way it counts as an accepted suggestion in Family Stats.
import { useZero } from '@rocicorp/zero/react';
import { useCallback } from 'react';
import { failureNotices } from '#domain/error-messages.ts';
import { mealLabel } from '#domain/meals/meal-label.ts';
import type { Suggestion } from '#domain/suggestions/suggestion-types.ts';
import { weekdayName } from '#domain/time/date-labels.ts';
import { mutators } from '#domain/zero/mutators.ts';
import type { ToastInput } from '#client/components/toast/toast-state.ts';
import { runMutation } from '#client/zero/run-mutation.ts';

export function suggestionLabel(suggestion: Suggestion): string {
  return mealLabel({
    who_is_cooking: suggestion.who_is_cooking,
    meal_type: 'Dinner',
    dishNames: [suggestion.dish_name],
  });
}

export function usePlanSuggestion(notify: (message: ToastInput) => void) {
  const zero = useZero();
  return useCallback(
    (suggestion: Suggestion, date: string = suggestion.meal_date) => {
      const result = zero.mutate(
        mutators.suggestion.accept({
          meal_id: crypto.randomUUID(),
          meal_date: date,
          dish_id: suggestion.dish_id,
          who_is_cooking: suggestion.who_is_cooking,
          now: Date.now(),
        }),
      );
      return runMutation(result, notify, {
        success: {
          title: 'Meal planned',
          description: `${suggestionLabel(suggestion)} on ${weekdayName(date)}`,
        },
        failure: failureNotices.createMeal,
      });
    },
    [zero, notify],
  );
}
