// What is kept of a Google event: its title and its span. All-day events (Google gives
// dates) are stored from UTC midnight to UTC midnight, which is how the day matching rule
// recognises them.
import type { calendar_v3 } from '@googleapis/calendar';

export type StoredSpan = { summary: string; start_time: number; end_time: number };

const MAX_SUMMARY = 500;
export const UNTITLED = '(No title)';

function instant(time: calendar_v3.Schema$EventDateTime | undefined): number | null {
  if (time?.dateTime) {
    const parsed = Date.parse(time.dateTime);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (time?.date && /^\d{4}-\d{2}-\d{2}$/.test(time.date))
    return Date.parse(`${time.date}T00:00:00Z`);
  return null;
}

/** The stored form of an event, or null when it has no usable start. */
export function storedSpanOf(event: calendar_v3.Schema$Event): StoredSpan | null {
  const start = instant(event.start);
  if (start === null) return null;
  const end = instant(event.end) ?? start;
  const summary = event.summary?.trim().slice(0, MAX_SUMMARY) || UNTITLED;
  return { summary, start_time: start, end_time: Math.max(start, end) };
}
