// Ages from 'YYYY-MM-DD' birthdates, counted on a calendar day of the family's time zone,
// so that a birthday starts at the family's midnight rather than the server's.

import { calendarDateParts as parts, isCalendarDate } from '../text/input-rules.ts';

export { isCalendarDate };

/**
 * The age from which a member is no longer a child: they may have an account of their own
 * (the minimum invite age, docs/spec.md §6), rate with stars instead of faces, and eat a full portion.
 */
export const CHILD_AGE_BELOW = 13;

/** Ages below this are shown beside a member's name (docs/spec.md §2 Settings, Family). */
export const SHOW_AGE_BELOW = 20;

/** Whole years from the birthdate to today; null when unknown, invalid or in the future. */
export function ageOn(birthdate: string | null | undefined, today: string): number | null {
  const born = birthdate ? parts(birthdate) : null;
  const now = parts(today);
  if (!born || !now) return null;
  let age = now[0] - born[0];
  if (now[1] < born[1] || (now[1] === born[1] && now[2] < born[2])) age -= 1;
  return age >= 0 ? age : null;
}

/** The age to show beside a name: only when known and under SHOW_AGE_BELOW. */
export function shownAge(birthdate: string | null | undefined, today: string): number | null {
  const age = ageOn(birthdate, today);
  return age !== null && age < SHOW_AGE_BELOW ? age : null;
}
