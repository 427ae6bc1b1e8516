// A step's words with each duration in it ("simmer 10 minutes") as a tap-to-start timer,
// shared with every device of the family.
import { Timer } from 'lucide-react';
import { findStepDurations } from '#domain/cooking/step-durations.ts';
import { useTimerActions } from '#client/timers/use-kitchen-timers.ts';

export function StepText(props: { step: string; label: string; dishID: string }) {
  const { start } = useTimerActions();
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const duration of findStepDurations(props.step)) {
    parts.push(props.step.slice(at, duration.index));
    parts.push(
      <button
        key={duration.index}
        type="button"
        aria-label={`Start timer: ${duration.text}`}
        onClick={() =>
          start({
            label: `${props.label}: ${duration.text}`.slice(0, 200),
            duration_ms: duration.ms,
            dish_id: props.dishID,
          })
        }
        className="mx-1 inline-flex items-center gap-1 rounded-xl bg-brand/10 px-2 text-brand underline decoration-dotted hover:bg-brand/20"
      >
        <Timer aria-hidden className="h-[0.8em] w-[0.8em]" />
        {duration.text}
      </button>,
    );
    at = duration.index + duration.text.length;
  }
  parts.push(props.step.slice(at));
  return <p className="text-3xl leading-snug md:text-4xl">{parts}</p>;
}
