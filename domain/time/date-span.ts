// How many days one request may span. Work over a span runs day by day (busy evenings,
// suggestions), so a span from 1900 to 2900 held the server for a minute; a month is more
// than any screen or assistant tool needs (docs/security.md, "Limits on what a caller can ask").
import { daysBetween } from './family-dates.ts';

export const MAX_SPAN_DAYS = 31;
export const SPAN_MESSAGE = `The dates must lie within ${MAX_SPAN_DAYS} days of each other.`;

/** Days from the earliest date to the latest, both included (0 for no dates). */
export function spanDays(dates: readonly string[]): number {
  if (dates.length === 0) return 0;
  const sorted = [...dates].sort();
  return daysBetween(sorted[0]!, sorted.at(-1)!) + 1;
}

export function withinMaxSpan(dates: readonly string[]): boolean {
  return spanDays(dates) <= MAX_SPAN_DAYS;
}
