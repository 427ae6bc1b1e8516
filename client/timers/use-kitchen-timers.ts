// The family's shared kitchen timers and their writes. Every signed-in page holds this
// (the timer bar), so a timer started on the tablet shows and rings on the phone too.
import { useQuery, useZero } from '@rocicorp/zero/react';
import { useCallback, useEffect, useState } from 'react';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';

export function useKitchenTimers() {
  const [timers] = useQuery(queries.kitchenTimers.list());
  return timers;
}

/** The clock, re-read every second while `ticking` (a timer is shown). */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, [ticking]);
  return now;
}

export function useTimerActions() {
  const zero = useZero();
  const start = useCallback(
    (timer: { label: string; duration_ms: number; dish_id?: string | null }) =>
      zero.mutate(
        mutators.kitchenTimer.start({ ...timer, id: crypto.randomUUID(), now: Date.now() }),
      ),
    [zero],
  );
  const pause = useCallback(
    (id: string) => zero.mutate(mutators.kitchenTimer.pause({ id, now: Date.now() })),
    [zero],
  );
  const resume = useCallback(
    (id: string) => zero.mutate(mutators.kitchenTimer.resume({ id, now: Date.now() })),
    [zero],
  );
  const cancel = useCallback(
    (id: string) => zero.mutate(mutators.kitchenTimer.cancel({ id })),
    [zero],
  );
  return { start, pause, resume, cancel };
}
