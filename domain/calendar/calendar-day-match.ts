// Which calendar events show on a planning day (docs/spec.md §5 'Calendar day matching'): the
// planner cares about what touches dinner time, so a timed event shows on a day only if
// it overlaps that day and is still going at or after 17:00 there.
import { addDays } from '../time/family-dates.ts';
import { utcDate, zonedInstant } from '../time/zoned-time.ts';

export type CalendarSpan = { start_time: number; end_time: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const EVENING_HOUR = 17;

/** All-day events are stored at UTC midnight on both ends (the spec's test for one). */
export function isAllDayEvent(event: CalendarSpan): boolean {
  return event.start_time % DAY_MS === 0 && event.end_time % DAY_MS === 0;
}

/** Whether an event shows on a date ('YYYY-MM-DD') of a family in `timeZone`. */
export function eventMatchesDay(event: CalendarSpan, date: string, timeZone: string): boolean {
  if (isAllDayEvent(event)) return utcDate(event.start_time) === date;
  const dayStart = zonedInstant(date, 0, 0, timeZone);
  const dayEnd = zonedInstant(addDays(date, 1), 0, 0, timeZone);
  const startsBeforeDayEnds = event.start_time < dayEnd;
  // A zero-length event (a reminder) overlaps the day its moment falls in.
  const endsAfterDayStarts =
    event.end_time > dayStart ||
    (event.end_time === event.start_time && event.start_time >= dayStart);
  if (!startsBeforeDayEnds || !endsAfterDayStarts) return false;
  return event.end_time >= zonedInstant(date, EVENING_HOUR, 0, timeZone);
}

/**
 * The events of one day, in start order. An event two members both have in their
 * calendars (the same title and times) shows once.
 */
export function eventsOnDay<T extends CalendarSpan & { summary: string }>(
  events: readonly T[],
  date: string,
  timeZone: string,
): T[] {
  const seen = new Set<string>();
  return events
    .filter((event) => eventMatchesDay(event, date, timeZone))
    .sort((a, b) => a.start_time - b.start_time)
    .filter((event) => {
      const key = `${event.start_time}/${event.end_time}/${event.summary}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
