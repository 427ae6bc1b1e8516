// An empty day's recurring night on the planning page ("Tuesday: Tacos"); one click plans it.
// A new-dish night has no dish yet: "Plan it" opens the meal dialog to name it instead of
// planning a meal called 'TBD' (docs/meals-and-planning.md).
import { useZero } from '@rocicorp/zero/react';
import { useState } from 'react';
import { weekdayName } from '#domain/time/date-labels.ts';
import type { ToastInput } from '#client/components/toast/toast-state.ts';
import { failureNotices } from '#domain/error-messages.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { Button } from '#client/components/ui/button.tsx';

export function DayRecurringNight({
  date,
  label,
  notify,
  openMealDialog,
}: {
  date: string;
  label: string;
  notify: (message: ToastInput) => void;
  /** Given for a rule one click cannot plan (a new-dish night). */
  openMealDialog?: () => void;
}) {
  const zero = useZero();
  const [planning, setPlanning] = useState(false);
  const weekday = weekdayName(date);

  const plan = async () => {
    if (openMealDialog) return openMealDialog();
    setPlanning(true);
    const result = zero.mutate(
      mutators.recurringNight.plan({
        meal_id: crypto.randomUUID(),
        meal_date: date,
        now: Date.now(),
      }),
    );
    await runMutation(result, notify, {
      success: { title: 'Meal planned', description: `${label} on ${weekday}` },
      failure: failureNotices.createMeal,
    });
    setPlanning(false);
  };

  return (
    <div
      data-testid="day-recurring-night"
      className="rounded-lg border border-dashed border-amber-400 bg-amber-50 p-2 text-sm"
    >
      <p className="text-xs font-medium text-amber-700">Every {weekday}</p>
      <p className="font-medium">{label}</p>
      <Button
        size="sm"
        className="mt-2"
        disabled={planning}
        aria-label={`Plan ${label} on ${weekday}`}
        onClick={() => void plan()}
      >
        {/* The shown word begins the name ("Plan Tacos on Tuesday"), for speech input. */}
        Plan
      </Button>
    </div>
  );
}
