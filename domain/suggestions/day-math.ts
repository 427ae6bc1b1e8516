// Calendar days as 'YYYY-MM-DD' strings. Arithmetic runs on UTC day numbers, so it is
// free of time zones and daylight-saving jumps; "today" comes from the family's zone.
const DAY_MS = 86_400_000;
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

function fromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

export function weekdayName(date: string): string {
  return WEEKDAYS[new Date(dayNumber(date) * DAY_MS).getUTCDay()] ?? '';
}

/** The Sunday that starts the week of `date` (spec: weeks start on Sunday). */
export function weekStartOf(date: string): string {
  return addDays(date, -new Date(dayNumber(date) * DAY_MS).getUTCDay());
}

/** Today's date in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
