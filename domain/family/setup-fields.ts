// Family setup input (docs/spec.md §2 Family setup, §5 Setup), checked the same way in the
// form and on the server.
import { z } from '../zod-mini.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { calendarDate, optionalText, plainText } from '../text/input-rules.ts';
import { requireSingleLine } from '../text/single-line-name.ts';
import { requireNoLink } from '../text/names-without-links.ts';
import { requireBirthdateInRange } from './birthdate-range.ts';
import { isTimeZone } from '../time/zoned-time.ts';
import { nameText, noDirectionControl } from '../text/direction-controls.ts';

export const setupInput = z.object({
  family_name: nameText(100, 'familyName'),
  first_name: nameText(100, 'firstName'),
  last_name: optionalText(100).check(noDirectionControl('lastName')),
  preferences: optionalText(2000),
  // An empty birthdate is sent as null.
  birthdate: z.pipe(
    z.nullish(z.union([calendarDate, z.literal('')])),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  // The browser's IANA zone; an unknown or missing one falls back to UTC.
  time_zone: z.pipe(
    z.nullish(plainText(64)),
    z.transform((value: string | null | undefined) => (value && isTimeZone(value) ? value : 'UTC')),
  ),
});

export type SetupFields = z.output<typeof setupInput>;

/** The first rule a setup form breaks, as an error code, or null. */
export function setupProblem(input: { family_name: string; first_name: string }) {
  if (!input.family_name.trim()) return ErrorCode.FAMILY_NAME_REQUIRED;
  if (!input.first_name.trim()) return ErrorCode.FIRST_NAME_REQUIRED;
  return null;
}

export function parseSetup(raw: unknown): SetupFields {
  const fields = setupInput.parse(raw);
  for (const name of [fields.family_name, fields.first_name, fields.last_name]) {
    requireSingleLine(name);
    requireNoLink(name);
  }
  requireBirthdateInRange(fields.birthdate);
  const problem = setupProblem(fields);
  if (problem) throw new AppError(problem);
  return {
    ...fields,
    family_name: fields.family_name.trim(),
    first_name: fields.first_name.trim(),
  };
}
