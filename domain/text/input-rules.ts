// The three input rules every schema shares, one implementation each: text never holds
// NUL (Postgres cannot store it, and a stored one would break every later read), ids are
// short, and calendar dates are days that exist (no 2020-99-99 or 2023-02-30).
import { z } from '../zod-mini.ts';

export const MAX_ID_LENGTH = 64;

const NUL_MESSAGE = 'Text must not contain NUL characters';

export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/** Text of at most `max` characters, without NUL. */
export function plainText(max: number) {
  return z.string().check(
    z.maxLength(max),
    z.refine((value) => !hasNul(value), { error: NUL_MESSAGE }),
  );
}

/** A row id (uuid or client-made): 1 to 64 characters, without NUL. */
/** Optional free text: trimmed, and blank or missing is null. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(plainText(max)),
    z.transform((value: string | null | undefined) => (value?.trim() ? value.trim() : null)),
  );

export const entityId = z.string().check(
  z.minLength(1),
  z.maxLength(MAX_ID_LENGTH),
  z.refine((value) => !hasNul(value), { error: NUL_MESSAGE }),
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month, day] of a real calendar day written 'YYYY-MM-DD', else null. */
export function calendarDateParts(value: string): [number, number, number] | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 2023-02-30 over to March (and reads years 0-99 as 19xx): compare back.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return [year, month, day];
}

export function isCalendarDate(value: string): boolean {
  return calendarDateParts(value) !== null;
}

export const CALENDAR_DATE_MESSAGE = 'Use a real date in the format YYYY-MM-DD';

export const calendarDate = z
  .string()
  .check(z.maxLength(10), z.refine(isCalendarDate, { error: CALENDAR_DATE_MESSAGE }));
