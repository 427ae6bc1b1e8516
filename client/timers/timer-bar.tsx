// The family's running timers on every signed-in page: time left, pause/resume and cancel
// from any device; a finished one rings (sound and a banner) until someone stops it.
// A bar in the page flow under the header, never over the page: fixed in a corner it
// covered the planning tabs, the dish page's buttons and the shopping form
// (docs/accessibility.md, "Timers"). Folded, it is one line: the nearest timer, "+1" for
// the others; a phone starts folded, since two unfolded timers took half its screen.
import { ChevronDown, ChevronUp, Timer } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  formatTimerClock,
  nearestFirst,
  timerIsDone,
  timerRemainingMs,
} from '#domain/cooking/timer-state.ts';
import type { KitchenTimer } from '#schema';
import { beep } from './ring.ts';
import { useNow, useTimerActions } from './use-kitchen-timers.ts';
import { useTimerBarHeight } from './use-timer-bar-height.ts';
import { useTimersCollapsed } from './use-timers-collapsed.ts';

function PillButton(props: { onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={`inline-flex h-11 min-w-11 shrink-0 items-center justify-center rounded-full px-4 text-sm font-medium ${props.className ?? 'border border-stone-300 bg-white'}`}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

// A ringing row is solid dark red with white words, and its Stop white with dark red words
// (6.5:1 and more, WCAG AA): the pulse is a darker layer behind them, so that it never
// fades the words or the button (a pulsing row made Stop light red on white).
const RINGING = 'relative isolate bg-red-700 text-white';
const STOP = 'bg-white text-red-800';

function RingingPulse() {
  return (
    <span
      aria-hidden
      className="absolute inset-0 -z-10 rounded-xl bg-red-900 motion-safe:animate-pulse"
    />
  );
}

function TimerButtons({
  timer,
  done,
  full,
}: {
  timer: KitchenTimer;
  done: boolean;
  full: boolean;
}) {
  const actions = useTimerActions();
  return (
    <>
      {!done && timer.state === 'running' && (
        <PillButton onClick={() => actions.pause(timer.id)}>Pause</PillButton>
      )}
      {timer.state === 'paused' && (
        <PillButton onClick={() => actions.resume(timer.id)}>Resume</PillButton>
      )}
      {(done || full) && (
        <PillButton className={done ? STOP : undefined} onClick={() => actions.cancel(timer.id)}>
          {done ? 'Stop' : 'Cancel'}
        </PillButton>
      )}
    </>
  );
}

function Clock({ timer, now, done }: { timer: KitchenTimer; now: number; done: boolean }) {
  return (
    <span data-testid="timer-clock" className="shrink-0 font-mono text-lg tabular-nums">
      {done ? 'Done!' : formatTimerClock(timerRemainingMs(timer, now))}
    </span>
  );
}

function TimerRow({ timer, now }: { timer: KitchenTimer; now: number }) {
  const done = timerIsDone(timer, now);
  return (
    <li
      data-testid="kitchen-timer"
      role={done ? 'alert' : undefined}
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-3 py-1 ${done ? RINGING : 'bg-white shadow-sm'}`}
    >
      {done && <RingingPulse />}
      {/* The whole label, wrapped on a narrow screen: cut off it said "ghetti Bolognese". */}
      <span data-testid="timer-label" className="min-w-0 break-words">
        {timer.label}
      </span>
      <Clock timer={timer} now={now} done={done} />
      {timer.state === 'paused' && <span className="text-xs uppercase">Paused</span>}
      <span className="ml-auto flex gap-2">
        <TimerButtons timer={timer} done={done} full />
      </span>
    </li>
  );
}

/** The folded bar's one line: the nearest timer with its time, its label cut to the line
 * (whole when unfolded) and its one everyday button, Pause, Resume or Stop. */
function NearestTimer({ timer, now }: { timer: KitchenTimer; now: number }) {
  const done = timerIsDone(timer, now);
  return (
    <div
      data-testid="kitchen-timer"
      role={done ? 'alert' : undefined}
      className={`flex min-w-0 flex-1 items-center gap-2 rounded-xl ${done ? `${RINGING} px-2` : ''}`}
    >
      {done && <RingingPulse />}
      <Clock timer={timer} now={now} done={done} />
      <span data-testid="timer-label" className="min-w-0 flex-1 truncate text-sm">
        {timer.label}
      </span>
      {timer.state === 'paused' && <span className="shrink-0 text-xs uppercase">Paused</span>}
      <TimerButtons timer={timer} done={done} full={false} />
    </div>
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
  const ordered = nearestFirst(timers, now);
  const [nearest] = ordered;
  const others = ordered.length - 1;
  // Its visible words ("+1") begin its name (WCAG 2.5.3, docs/accessibility.md).
  const toggleName = collapsed
    ? others > 0
      ? `+${others} more: show all timers`
      : 'Show timers'
    : 'Hide timers';
  return (
    <section
      ref={bar}
      aria-label="Kitchen timers"
      className="border-b border-amber-200 bg-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1 text-amber-950">
        {collapsed ? (
          <div className="flex min-w-0 flex-1 items-center gap-2" data-testid="timer-summary">
            <Timer aria-hidden className="h-4 w-4 shrink-0" />
            {nearest && <NearestTimer timer={nearest} now={now} />}
          </div>
        ) : (
          <>
            <span className="flex items-center gap-2 text-sm" data-testid="timer-summary">
              <Timer aria-hidden className="h-4 w-4 shrink-0" />
              {timers.length === 1 ? '1 timer' : `${timers.length} timers`}
            </span>
            {/* One line from md up (summary, timers, toggle); on a phone the timers go under it. */}
            <ul className="order-last flex w-full flex-col gap-2 pb-2 md:order-none md:w-auto md:flex-1 md:py-1">
              {/* In the order they were started: rows that swap under a finger are missed. */}
              {timers.map((timer) => (
                <TimerRow key={timer.id} timer={timer} now={now} />
              ))}
            </ul>
          </>
        )}
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-label={toggleName}
          onClick={() => setCollapsed(!collapsed)}
          className="ml-auto inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium hover:bg-amber-100"
        >
          {collapsed && others > 0 && <span>+{others}</span>}
          {!collapsed && <span className="hidden sm:inline">Hide timers</span>}
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
