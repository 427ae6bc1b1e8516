// A birthdate lies between 1900-01-01 and today (docs/security.md, input rules): one rule
// for setup, the member mutators (so the Family and Profile tabs and REST) and import.
import { AppError, ErrorCode } from '../errors.ts';
import { isCalendarDate } from '../text/input-rules.ts';

export const EARLIEST_BIRTHDATE = '1900-01-01';

/** UTC+14 is the first zone to reach a new day: no member's today is later than this. */
const LATEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** The latest date that is today somewhere on earth, 'YYYY-MM-DD'. */
export function latestToday(now: number = Date.now()): string {
  return new Date(now + LATEST_OFFSET_MS).toISOString().slice(0, 10);
}

export function isBirthdateInRange(value: string, now: number = Date.now()): boolean {
  return isCalendarDate(value) && value >= EARLIEST_BIRTHDATE && value <= latestToday(now);
}

/** Refuses a birthdate outside the range with the app's error; empty (null) is allowed. */
export function requireBirthdateInRange(value: string | null | undefined): void {
  if (value && !isBirthdateInRange(value)) throw new AppError(ErrorCode.BIRTHDATE_OUT_OF_RANGE);
}

/**
 * A stored birthdate as the app reads it: one saved before these rules that is not a real
 * day, or lies outside the range, reads as empty, so the member can still be saved.
 */
export function usableBirthdate(value: string | null | undefined): string | null {
  return value && isBirthdateInRange(value) ? value : null;
}
