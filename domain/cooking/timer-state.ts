// What a shared kitchen timer shows at a moment: one rule for every device and the server.
import type { KitchenTimer } from '../../schema.ts';

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
