// What every signed-in page holds for the family's timers: the live query, and the timer
// bar, fetched only when there is a timer (most pages, most of the day, have none), so the
// dashboard's download stays small.
import { lazy, Suspense } from 'react';
import { useKitchenTimers } from './use-kitchen-timers.ts';

const TimerBar = lazy(async () => ({ default: (await import('./timer-bar.tsx')).TimerBar }));

export function TimerIndicator() {
  const timers = useKitchenTimers();
  if (timers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TimerBar timers={timers} />
    </Suspense>
  );
}
