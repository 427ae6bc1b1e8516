// The time range on a calendar badge (docs/spec.md §2 Planning, §9 'Time display'): 12-hour
// clock without AM/PM, minutes only when not on the hour, e.g. (5-6:30).
import { isAllDayEvent, type CalendarSpan } from './calendar-day-match.ts';
import { hour12, wallClock } from '../time/zoned-time.ts';

/** '5', '6:30', '12:05' for an instant in a zone. */
export function clockTime(instant: number, timeZone: string): string {
  const { hour, minute } = wallClock(instant, timeZone);
  const hours = hour12(hour);
  return minute === 0 ? String(hours) : `${hours}:${String(minute).padStart(2, '0')}`;
}

/** '(5-6:30)', '(5)' for an event that starts and ends at once, '' for an all-day event. */
export function eventTimeRange(event: CalendarSpan, timeZone: string): string {
  if (isAllDayEvent(event)) return '';
  const start = clockTime(event.start_time, timeZone);
  if (event.end_time === event.start_time) return `(${start})`;
  return `(${start}-${clockTime(event.end_time, timeZone)})`;
}
