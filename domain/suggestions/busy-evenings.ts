// Which evenings the family's calendar makes busy. Of the events a planning day shows (the
// calendar's own day rule: timed, overlapping the day, still going at 17:00; all-day events
// never), an evening is busy when one overlaps 16:30-20:00 on the family's clock, the hours
// dinner is cooked and eaten. A workday ending at 17:00 shows on the day but leaves the
// evening free.
import { eventsOnDay, isAllDayEvent } from '../calendar/calendar-day-match.ts';
import { zonedInstant } from '../time/zoned-time.ts';
import type { BusyEvening } from './suggestion-types.ts';

/** A stored calendar event (times in epoch milliseconds). */
export type CalendarEventTimes = { summary: string; start_time: number; end_time: number };

const EVENING_FROM = [16, 30] as const;
const EVENING_TO = [20, 0] as const;

export function busyEveningsFrom(
  events: readonly CalendarEventTimes[],
  dates: readonly string[],
  timeZone: string,
): Map<string, BusyEvening> {
  const busy = new Map<string, BusyEvening>();
  for (const date of dates) {
    const from = zonedInstant(date, ...EVENING_FROM, timeZone);
    const to = zonedInstant(date, ...EVENING_TO, timeZone);
    const evening = eventsOnDay(events, date, timeZone).filter(
      (event) => !isAllDayEvent(event) && event.start_time < to && event.end_time > from,
    );
    if (evening.length) busy.set(date, { summaries: evening.map((event) => event.summary) });
  }
  return busy;
}
