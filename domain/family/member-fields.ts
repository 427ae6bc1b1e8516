// A family member's editable fields (docs/spec.md §3 Family member, §5 'Family member and
// profile'): the same rules for the Family tab, the Profile tab, the mutators and REST.
// Empty birthdate, email and phone are stored as null.
import { z } from '../zod-mini.ts';
import { normalizeEmail, MAX_EMAIL_LENGTH } from '../accounts/email-address.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { isCalendarDate } from './age.ts';
import { requireBirthdateInRange, usableBirthdate } from './birthdate-range.ts';
import { requireSingleLine } from '../text/single-line-name.ts';
import { requireNoLink } from '../text/names-without-links.ts';
import { optionalText } from '../text/input-rules.ts';
import { plainText } from '../text/input-rules.ts';
import { nameText, noDirectionControl } from '../text/direction-controls.ts';

const emptyToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export const memberBirthdate = z.pipe(z.nullish(plainText(32)), z.transform(emptyToNull)).check(
  z.refine((value) => value === null || isCalendarDate(value), {
    error: 'Use the date format YYYY-MM-DD',
  }),
);

/**
 * A saved birthdate as the forms and edits see it. Setup once stored impossible dates
 * (2020-99-99) and far-off ones (9999-12-31); those read as empty, so the member can
 * still be saved.
 */
export const savedBirthdate = usableBirthdate;

export const memberEmail = z.pipe(
  z.pipe(z.nullish(plainText(MAX_EMAIL_LENGTH)), z.transform(emptyToNull)).check(
    z.refine((value) => value === null || z.email().safeParse(value).success, {
      error: 'Enter a valid email address.',
    }),
  ),
  z.transform((value: string | null) => (value === null ? null : normalizeEmail(value))),
);

// The format itself is checked when the phone is verified (Settings, Notifications).
export const memberPhone = z.pipe(z.nullish(plainText(32)), z.transform(emptyToNull)).check(
  z.refine((value) => value === null || /^[0-9+()\-. ]+$/.test(value), {
    error: 'A phone number has only digits, spaces and + ( ) - .',
  }),
);

export const memberFieldsInput = z.object({
  first_name: nameText(100, 'firstName'),
  last_name: optionalText(100).check(noDirectionControl('lastName')),
  preferences: optionalText(2000),
  birthdate: memberBirthdate,
  email: memberEmail,
  phone: memberPhone,
});

/** Any subset of the fields, for edits; missing ones keep their saved values. */
export const memberFieldsPatch = z.partial(memberFieldsInput);

export type MemberFields = z.output<typeof memberFieldsInput>;

/** Validated member fields; a blank first name fails with the spec's message. */
export function parseMemberFields(raw: unknown): MemberFields {
  const fields = memberFieldsInput.parse(raw);
  requireSingleLine(fields.first_name);
  requireSingleLine(fields.last_name);
  requireNoLink(fields.first_name);
  requireNoLink(fields.last_name);
  requireBirthdateInRange(fields.birthdate);
  const firstName = fields.first_name.trim();
  if (!firstName) throw new AppError(ErrorCode.FIRST_NAME_REQUIRED);
  return { ...fields, first_name: firstName };
}
