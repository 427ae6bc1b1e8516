// The family's running timers on every signed-in page: time left, pause/resume and cancel
// from any device; a finished one rings (sound and a banner) until someone stops it.
// A bar in the page flow under the header, never over the page: fixed in a corner it
// covered the planning tabs, the dish page's buttons and the shopping form
// (docs/accessibility.md, "Timers").
import { ChevronDown, ChevronUp, Timer } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatTimerClock, timerIsDone, timerRemainingMs } from '#domain/cooking/timer-state.ts';
import type { KitchenTimer } from '#schema';
import { beep } from './ring.ts';
import { useNow, useTimerActions } from './use-kitchen-timers.ts';
import { useTimerBarHeight } from './use-timer-bar-height.ts';
import { useTimersCollapsed } from './use-timers-collapsed.ts';

function PillButton(props: { onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={`inline-flex h-11 min-w-11 items-center justify-center rounded-full px-4 text-sm font-medium ${props.className ?? 'border border-stone-300 bg-white'}`}
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
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-3 py-1 ${done ? 'animate-pulse bg-red-600 text-white' : 'bg-white shadow-sm'}`}
    >
      {/* The whole label, wrapped on a narrow screen: cut off it said "ghetti Bolognese". */}
      <span data-testid="timer-label" className="min-w-0 break-words">
        {timer.label}
      </span>
      <span data-testid="timer-clock" className="font-mono text-lg tabular-nums">
        {done ? 'Done!' : formatTimerClock(timerRemainingMs(timer, now))}
      </span>
      {timer.state === 'paused' && <span className="text-xs uppercase">Paused</span>}
      <span className="ml-auto flex gap-2">
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
      </span>
    </li>
  );
}

/** Loaded only once the family has a timer (timer-indicator.tsx). */
export function TimerBar({ timers }: { timers: readonly KitchenTimer[] }) {
  const now = useNow(timers.length > 0);
  const ringing = timers.some((timer) => timerIsDone(timer, now));
  const [collapsed, setCollapsed] = useTimersCollapsed();
  const bar = useRef<HTMLElement>(null);
  useTimerBarHeight(bar);
  useEffect(() => {
    if (!ringing) return;
    beep();
    const interval = setInterval(beep, 2000);
    return () => clearInterval(interval);
  }, [ringing]);
  if (timers.length === 0) return null;
  // A ringing timer shows even when the bar is collapsed: it must be seen to be stopped.
  const shown = collapsed ? timers.filter((timer) => timerIsDone(timer, now)) : timers;
  const next = timers.find((timer) => !timerIsDone(timer, now));
  return (
    <section
      ref={bar}
      aria-label="Kitchen timers"
      className="border-b border-amber-200 bg-amber-50"
    >
      {/* One line from md up (summary, timers, toggle); on a phone the timers go under it. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1 text-amber-950">
        <span className="flex items-center gap-2 text-sm" data-testid="timer-summary">
          <Timer aria-hidden className="h-4 w-4 shrink-0" />
          {timers.length === 1 ? '1 timer' : `${timers.length} timers`}
          {collapsed && next && ` · next ${formatTimerClock(timerRemainingMs(next, now))}`}
        </span>
        {shown.length > 0 && (
          <ul className="order-last flex w-full flex-col gap-2 pb-2 md:order-none md:w-auto md:flex-1 md:py-1">
            {shown.map((timer) => (
              <TimerRow key={timer.id} timer={timer} now={now} />
            ))}
          </ul>
        )}
        <button
          type="button"
          aria-expanded={!collapsed}
          onClick={() => setCollapsed(!collapsed)}
          className="ml-auto inline-flex h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium hover:bg-amber-100"
        >
          {collapsed ? 'Show timers' : 'Hide timers'}
          {collapsed ? (
            <ChevronDown aria-hidden className="h-4 w-4" />
          ) : (
            <ChevronUp aria-hidden className="h-4 w-4" />
          )}
        </button>
      </div>
    </section>
  );
}
