// An empty day's suggestion on the planning page: what and why, and one click plans it;
// planning it counts as an accepted suggestion in Family Stats.
import { useZero } from '@rocicorp/zero/react';
import { useState } from 'react';
import { weekdayName } from '../../../../domain/rules/date-labels.ts';
import { mealLabel } from '../../../../domain/rules/meal-label.ts';
import type { Suggestion } from '../../../../domain/suggestions/suggestion-types.ts';
import { mutators } from '../../../../domain/zero/mutators.ts';
import type { ToastInput } from '../../../components/toast/toast-state.ts';
import { Button } from '../../../components/ui/button.tsx';

const PLAN_FAILED: ToastInput = {
  title: 'Error creating meal',
  description: 'Failed to create the meal. Please try again.',
  variant: 'destructive',
};

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
    const client = await result.client;
    setPlanning(false);
    if (client.type === 'error') return notify(PLAN_FAILED);
    notify({ title: 'Meal planned', description: `${label} on ${weekdayName(date)}` });
    void result.server.then((server) => {
      if (server.type === 'error') notify(PLAN_FAILED);
    });
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
        Plan it
      </Button>
    </div>
  );
}
