// How calendar days are written on screen (docs/spec.md §2). A day is formatted as the date it
// is, in UTC, so the viewer's own time zone can never shift it by one.
import { daysBetween, type DateRange, type IsoDate } from './family-dates.ts';

// A formatter is costly to make and every meal row on screen asked for its own: one per format.
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(date: IsoDate, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/** Meal rows: weekday, short month, day — 'Sat, Mar 8'. */
export function mealRowDate(date: IsoDate): string {
  return format(date, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** 'Mar 8'. */
export function shortDate(date: IsoDate): string {
  return format(date, { month: 'short', day: 'numeric' });
}

/** 'Sunday'. */
export function weekdayName(date: IsoDate): string {
  return format(date, { weekday: 'long' });
}

/** Recent dishes: 'Today', 'Yesterday', or 'Mar 8'. */
export function relativeDay(date: IsoDate, today: IsoDate): string {
  const ago = daysBetween(date, today);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  return shortDate(date);
}

/** The planning page's week: 'Mar 8 - Mar 14'. */
export function rangeLabel(range: DateRange): string {
  return `${shortDate(range.from)} - ${shortDate(range.to)}`;
}
