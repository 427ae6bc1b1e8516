// The family's running timers on every signed-in page: time left, pause/resume and cancel
// from any device; a finished one rings (sound and a banner) until someone stops it.
import { useEffect, type ReactNode } from 'react';
import {
  formatTimerClock,
  timerIsDone,
  timerRemainingMs,
} from '../../domain/cooking/timer-state.ts';
import type { KitchenTimer } from '../../schema.ts';
import { beep } from './ring.ts';
import { useNow, useTimerActions } from './use-kitchen-timers.ts';

function PillButton(props: { onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={`rounded-full px-3 py-1 text-sm font-medium ${props.className ?? 'bg-stone-100'}`}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

function TimerRow({ timer, now }: { timer: KitchenTimer; now: number }) {
  const actions = useTimerActions();
  const done = timerIsDone(timer, now);
  return (
    <li
      data-testid="kitchen-timer"
      role={done ? 'alert' : undefined}
      className={`flex items-center gap-2 rounded-xl px-3 py-2 ${done ? 'animate-pulse bg-red-600 text-white' : 'bg-white shadow'}`}
    >
      <span className="max-w-48 truncate">{timer.label}</span>
      <span data-testid="timer-clock" className="font-mono text-lg tabular-nums">
        {done ? 'Done!' : formatTimerClock(timerRemainingMs(timer, now))}
      </span>
      {timer.state === 'paused' && <span className="text-xs uppercase">Paused</span>}
      {!done && timer.state === 'running' && (
        <PillButton onClick={() => actions.pause(timer.id)}>Pause</PillButton>
      )}
      {timer.state === 'paused' && (
        <PillButton onClick={() => actions.resume(timer.id)}>Resume</PillButton>
      )}
      <PillButton
        className={done ? 'bg-white text-red-700' : undefined}
        onClick={() => actions.cancel(timer.id)}
      >
        {done ? 'Stop' : 'Cancel'}
      </PillButton>
    </li>
  );
}

/** Loaded only once the family has a timer (timer-indicator.tsx). */
export function TimerBar({ timers }: { timers: readonly KitchenTimer[] }) {
  const now = useNow(timers.length > 0);
  const ringing = timers.some((timer) => timerIsDone(timer, now));
  useEffect(() => {
    if (!ringing) return;
    beep();
    const interval = setInterval(beep, 2000);
    return () => clearInterval(interval);
  }, [ringing]);
  if (timers.length === 0) return null;
  return (
    <section
      aria-label="Kitchen timers"
      className="fixed right-2 bottom-20 z-40 md:top-16 md:bottom-auto"
    >
      <ul className="flex flex-col items-end gap-2">
        {timers.map((timer) => (
          <TimerRow key={timer.id} timer={timer} now={now} />
        ))}
      </ul>
    </section>
  );
}
