// The span calendar sync keeps: the two planning weeks (this week and next, Sunday start)
// in the family's time zone, as Google's timeMin/timeMax.
import { addDays, PLANNING_WEEKS, todayIn, weekStart } from '../time/family-dates.ts';
import { zonedInstant } from '../time/zoned-time.ts';

export type PlanningWindow = {
  /** The Sunday this week starts on, 'YYYY-MM-DD'. */
  firstDay: string;
  /** The day after the last planning day. */
  endDay: string;
  timeMin: number;
  timeMax: number;
};

export function planningWindow(now: number, timeZone: string): PlanningWindow {
  const firstDay = weekStart(todayIn(timeZone, now));
  const endDay = addDays(firstDay, 7 * PLANNING_WEEKS.length);
  return {
    firstDay,
    endDay,
    timeMin: zonedInstant(firstDay, 0, 0, timeZone),
    timeMax: zonedInstant(endDay, 0, 0, timeZone),
  };
}

/**
 * Whether a stored event belongs to the window. All-day events are dated in UTC, which can
 * be up to a day off the family's zone, so the test is a day wider on each side; the day
 * matching rule decides what each card shows.
 */
export function overlapsWindow(span: { start_time: number; end_time: number }, w: PlanningWindow) {
  const slack = 24 * 60 * 60 * 1000;
  return span.start_time < w.timeMax + slack && span.end_time > w.timeMin - slack;
}
