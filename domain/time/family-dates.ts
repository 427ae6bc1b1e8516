// A family's calendar days. Meal dates are 'YYYY-MM-DD' days in family.time_zone: "today"
// is the day it is now in that zone, wherever the server or the browser runs. Day
// arithmetic is done on the date alone (through UTC), so it never meets a DST gap.
import { calendarDate, isCalendarDate } from '../text/input-rules.ts';
import { safeZone, zoneOffsetMs } from './zoned-time.ts';

export type IsoDate = string;

/** True for a real calendar day written 'YYYY-MM-DD' (no 2025-02-30). */
export const isIsoDate = isCalendarDate;

export const isoDateSchema = calendarDate;

function toUtc(date: IsoDate): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date | number = Date.now()): IsoDate {
  const zone = safeZone(timeZone);
  let format = dayFormatters.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(zone, format);
  }
  return format.format(now);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const utc = toUtc(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return fromUtc(utc);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: IsoDate): number {
  return toUtc(date).getUTCDay();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

export type DateRange = { from: IsoDate; to: IsoDate };

/** Weeks start on Sunday (docs/spec.md §9). */
export function weekStart(date: IsoDate): IsoDate {
  return addDays(date, -weekdayOf(date));
}

/** The planning page's weeks: 0 is the week holding today, 1 the next one. */
export const PLANNING_WEEKS = [0, 1] as const;
export type WeekIndex = (typeof PLANNING_WEEKS)[number];

export function weekRange(today: IsoDate, weekIndex: number): DateRange {
  const from = addDays(weekStart(today), 7 * weekIndex);
  return { from, to: addDays(from, 6) };
}

// Every caller asks for a week, a month or the assistant's 31-day span (date-span.ts); a
// range of centuries is a missed check, refused here rather than walked day by day.
const MAX_DAYS_OF = 366;

export function daysOf(range: DateRange): IsoDate[] {
  if (daysBetween(range.from, range.to) >= MAX_DAYS_OF)
    throw new RangeError(`daysOf: ${range.from} to ${range.to} is over ${MAX_DAYS_OF} days`);
  const days: IsoDate[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** GET /meals?period=…; NEXT_7_DAYS (today and the six days after it) is the default. */
export const MEAL_PERIODS = ['NEXT_7_DAYS', 'THIS_WEEK', 'NEXT_WEEK'] as const;
export type MealPeriod = (typeof MEAL_PERIODS)[number];
export const DEFAULT_MEAL_PERIOD: MealPeriod = 'NEXT_7_DAYS';

export function periodRange(period: MealPeriod, today: IsoDate): DateRange {
  switch (period) {
    case 'NEXT_7_DAYS':
      return { from: today, to: addDays(today, 6) };
    case 'THIS_WEEK':
      return weekRange(today, 0);
    case 'NEXT_WEEK':
      return weekRange(today, 1);
  }
}

/**
 * The first instant of the family's next day, after `now`. Zones whose clocks skip
 * midnight (a DST change at 00:00) start the day at the first existing minute.
 */
export function nextDayStart(timeZone: string, now: number = Date.now()): number {
  const zone = safeZone(timeZone);
  const tomorrow = addDays(todayIn(zone, now), 1);
  const localMidnight = toUtc(tomorrow).getTime();
  let guess = localMidnight - zoneOffsetMs(localMidnight, zone);
  guess = localMidnight - zoneOffsetMs(guess, zone);
  // Step forward over a skipped midnight until the zone's calendar says tomorrow.
  while (todayIn(zone, guess) < tomorrow) guess += 15 * 60_000;
  // And back to the first minute of it when the guess overshot.
  while (todayIn(zone, guess - 60_000) === tomorrow) guess -= 60_000;
  return guess;
}
