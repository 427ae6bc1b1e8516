// An empty day's suggestion on the planning page: what and why, and one click plans it;
// it can also be dragged onto another day (use-plan-drag.ts).
import { useState, type HTMLAttributes } from 'react';
import { weekdayName } from '#domain/time/date-labels.ts';
import type { Suggestion } from '#domain/suggestions/suggestion-types.ts';
import type { ToastInput } from '#client/components/toast/toast-state.ts';
import { Button } from '#client/components/ui/button.tsx';
import { suggestionLabel, usePlanSuggestion } from './use-plan-suggestion.ts';

export function DaySuggestion({
  suggestion,
  notify,
  drag,
}: {
  suggestion: Suggestion;
  notify: (message: ToastInput) => void;
  drag?: HTMLAttributes<HTMLElement>;
}) {
  const planSuggestion = usePlanSuggestion(notify);
  const [planning, setPlanning] = useState(false);
  const date = suggestion.meal_date;
  const label = suggestionLabel(suggestion);

  const plan = async () => {
    setPlanning(true);
    await planSuggestion(suggestion);
    setPlanning(false);
  };

  return (
    <div
      data-testid="day-suggestion"
      className="rounded-lg border border-dashed border-brand/40 bg-brand/5 p-2 text-sm"
      {...drag}
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
