// What a shared kitchen timer shows at a moment: one rule for every device and the server.
import type { KitchenTimer } from '#schema';

/** The shortest and longest timer a step may start: a second, and a day. */
export const MIN_TIMER_MS = 1_000;
export const MAX_TIMER_MS = 24 * 3_600_000;

type TimerTimes = Pick<KitchenTimer, 'state' | 'ends_at' | 'remaining_ms'>;

/** Milliseconds left at `now` (never below zero). */
export function timerRemainingMs(timer: TimerTimes, now: number): number {
  if (timer.state === 'paused') return Math.max(0, timer.remaining_ms ?? 0);
  return Math.max(0, (timer.ends_at ?? now) - now);
}

/** A running timer whose time is up: it rings until someone stops it. */
export function timerIsDone(timer: TimerTimes, now: number): boolean {
  return timer.state === 'running' && timerRemainingMs(timer, now) === 0;
}

/** "10:00", "1:05:00", "0:09": what a timer shows for the time left. */
export function formatTimerClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** The timers in the order the bar names them: the ringing ones first, then the running by
 * time left, then the paused by time left. The first is the one a folded bar shows. */
export function nearestFirst<T extends TimerTimes>(timers: readonly T[], now: number): T[] {
  const rank = (timer: T) => (timerIsDone(timer, now) ? 0 : timer.state === 'running' ? 1 : 2);
  return [...timers].sort(
    (a, b) => rank(a) - rank(b) || timerRemainingMs(a, now) - timerRemainingMs(b, now),
  );
}
