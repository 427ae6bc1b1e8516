// An empty day's suggestion on the planning page: what and why, and one click plans it;
// planning it counts as an accepted suggestion in Family Stats.
import { useZero } from '@rocicorp/zero/react';
import { useState } from 'react';
import { weekdayName } from '../../../../domain/time/date-labels.ts';
import { mealLabel } from '../../../../domain/meals/meal-label.ts';
import type { Suggestion } from '../../../../domain/suggestions/suggestion-types.ts';
import { failureNotices } from '../../../../domain/error-messages.ts';
import { runMutation } from '../../../zero/run-mutation.ts';
import { mutators } from '../../../../domain/zero/mutators.ts';
import type { ToastInput } from '../../../components/toast/toast-state.ts';
import { Button } from '../../../components/ui/button.tsx';

export function DaySuggestion({
  suggestion,
  notify,
}: {
  suggestion: Suggestion;
  notify: (message: ToastInput) => void;
}) {
  const zero = useZero();
  const [planning, setPlanning] = useState(false);
  const { meal_date: date, dish_id: dishID } = suggestion;
  const label = mealLabel({
    who_is_cooking: suggestion.who_is_cooking,
    meal_type: 'Dinner',
    dishNames: [suggestion.dish_name],
  });

  const plan = async () => {
    setPlanning(true);
    const result = zero.mutate(
      mutators.suggestion.accept({
        meal_id: crypto.randomUUID(),
        meal_date: date,
        dish_id: dishID,
        who_is_cooking: suggestion.who_is_cooking,
        now: Date.now(),
      }),
    );
    await runMutation(result, notify, {
      success: { title: 'Meal planned', description: `${label} on ${weekdayName(date)}` },
      failure: failureNotices.createMeal,
    });
    setPlanning(false);
  };

  return (
    <div
      data-testid="day-suggestion"
      className="rounded-lg border border-dashed border-brand/40 bg-brand/5 p-2 text-sm"
    >
      <p className="text-xs font-medium text-brand">Suggestion</p>
      <p className="font-medium">{label}</p>
      <p className="text-xs text-stone-600">{suggestion.reason}</p>
      <Button
        size="sm"
        className="mt-2"
        disabled={planning}
        aria-label={`Plan ${label} on ${weekdayName(date)}`}
        onClick={() => void plan()}
      >
        {/* The shown word begins the name ("Plan Tacos on Tuesday"), for speech input. */}
        Plan
      </Button>
    </div>
  );
}
