// Which evenings the family's calendar makes busy. An evening is busy when a timed event
// overlaps 16:30-20:00 on the family's wall clock, the hours a dinner is cooked and eaten.
// All-day events (start and end both at UTC midnight, spec §5) leave the evening free.
import type { BusyEvening } from './suggestion-types.ts';

/** A stored calendar event; times as ISO strings or epoch milliseconds. */
export type CalendarEventTimes = {
  summary: string;
  start_time: string | number;
  end_time: string | number;
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const EVENING_START = 16 * 60 + 30;
const EVENING_END = 20 * 60;

function isAllDay(start: Date, end: Date): boolean {
  const midnight = (date: Date) => date.getTime() % DAY_MS === 0;
  return midnight(start) && midnight(end);
}

// The instant as the family's wall clock reads it, expressed as if that clock were UTC.
function wallClock(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
}

export function busyEveningsFrom(
  events: readonly CalendarEventTimes[],
  timeZone: string,
): Map<string, BusyEvening> {
  const busy = new Map<string, string[]>();
  for (const event of events) {
    const start = new Date(event.start_time);
    const end = new Date(event.end_time);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || isAllDay(start, end))
      continue;
    const from = wallClock(start, timeZone);
    const to = Math.max(wallClock(end, timeZone), from);
    for (let day = Math.floor(from / DAY_MS) * DAY_MS; day <= to; day += DAY_MS) {
      const windowStart = day + EVENING_START * MINUTE_MS;
      const windowEnd = day + EVENING_END * MINUTE_MS;
      if (from < windowEnd && to > windowStart) {
        const date = new Date(day).toISOString().slice(0, 10);
        busy.set(date, [...(busy.get(date) ?? []), event.summary]);
      }
    }
  }
  return new Map([...busy].map(([date, summaries]) => [date, { summaries }]));
}
