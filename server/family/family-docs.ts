// What the family and member routes (routes.ts, member-routes.ts) take, answer and refuse:
// the bodies they parse and their OpenAPI description (server/openapi/route-doc.ts).
import { z } from 'zod';
import { omit } from 'zod/mini';
import { ErrorCode } from '#domain/errors.ts';
import { createMemberArgs, updateMemberArgs } from '#domain/family/member-mutators.ts';
import { setupInput } from '#domain/family/setup-fields.ts';
import { plainText } from '#domain/text/input-rules.ts';
import type { RouteDoc } from '../openapi/route-doc.ts';

export const inviteBody = z.object({ email: plainText(1000) });
export const newMemberBody = z.strictObject(omit(createMemberArgs, { family_user_id: true }).shape);
export const memberPatchBody = z.strictObject(
  omit(updateMemberArgs, { family_user_id: true }).shape,
);

const text = z.string().nullable();
/** A member as the API shows it (member-routes.ts memberProfile). */
const memberProfileSchema = z.object({
  family_user_id: z.string(),
  user_id: text,
  first_name: z.string(),
  last_name: text,
  preferences: text,
  birthdate: text,
  email: text,
  phone: text,
  phone_verified: z.boolean(),
  phone_verification_status: z.enum(['verified', 'not verified']),
  sms_optin: z.boolean(),
  status: text,
  invited_at: text,
});

const NAME_ERRORS = [
  ErrorCode.NAME_NOT_SINGLE_LINE,
  ErrorCode.NAME_HAS_LINK,
  ErrorCode.NAME_HAS_DIRECTION_CONTROL,
  ErrorCode.BIRTHDATE_OUT_OF_RANGE,
];
const tag = 'Family';
const memberExample = { first_name: 'Sam', preferences: 'No mushrooms' };

export const familyDocs = {
  family: {
    tag,
    summary: 'The family and its members',
    response: z.object({
      name: z.string(),
      members: z.array(
        z.object({ family_user_id: z.string(), user_id: text, first_name: z.string() }),
      ),
    }),
    errors: [ErrorCode.NO_FAMILY, ErrorCode.NOT_FOUND],
  },
  setupNeeded: {
    tag,
    summary: 'Whether setup is needed (200, with the form) or done (204)',
    response: z.object({
      may_create_family: z.boolean(),
      family_name: text,
      first_name: z.null(),
      last_name: z.null(),
      preferences: z.null(),
      birthdate: z.null(),
    }),
    alsoStatus: [204],
  },
  setup: {
    tag,
    summary: 'Set up a family',
    body: setupInput,
    example: { family_name: 'Rivera', first_name: 'Pat', time_zone: 'America/Chicago' },
    status: 201,
    response: z.object({ family_id: z.string(), family_name: z.string() }),
    errors: [
      ErrorCode.FAMILY_NAME_REQUIRED,
      ErrorCode.FIRST_NAME_REQUIRED,
      ...NAME_ERRORS,
      ErrorCode.FAMILY_SETUP_CLOSED,
      ErrorCode.ALREADY_IN_FAMILY,
    ],
  },
  me: {
    tag,
    summary: 'My member profile',
    response: memberProfileSchema,
    errors: [ErrorCode.NO_FAMILY, ErrorCode.NOT_FOUND],
  },
  changeMe: {
    tag,
    summary: 'Change my member profile',
    body: memberPatchBody,
    example: memberExample,
    response: memberProfileSchema,
    errors: [
      ErrorCode.NO_FAMILY,
      ErrorCode.NOT_FOUND,
      ErrorCode.FIRST_NAME_REQUIRED,
      ...NAME_ERRORS,
    ],
  },
  add: {
    tag,
    summary: 'Add a family member',
    body: newMemberBody,
    example: { first_name: 'Sam' },
    status: 201,
    response: memberProfileSchema,
    errors: [ErrorCode.NO_FAMILY, ErrorCode.FIRST_NAME_REQUIRED, ...NAME_ERRORS],
  },
  change: {
    tag,
    summary: 'Change a family member',
    body: memberPatchBody,
    example: memberExample,
    response: memberProfileSchema,
    errors: [
      ErrorCode.NO_FAMILY,
      ErrorCode.NOT_FOUND,
      ErrorCode.FIRST_NAME_REQUIRED,
      ...NAME_ERRORS,
    ],
  },
  invite: {
    tag,
    summary: 'Invite a member by email',
    body: inviteBody,
    example: { email: 'sam@example.com' },
    status: 201,
    response: memberProfileSchema,
    errors: [
      ErrorCode.NO_FAMILY,
      ErrorCode.NOT_FOUND,
      ErrorCode.EMAIL_REQUIRED,
      ErrorCode.INVALID_EMAIL,
      ErrorCode.INVITE_NOT_ALLOWED,
      ErrorCode.TOO_MANY_REQUESTS,
    ],
  },
} satisfies Record<string, RouteDoc>;
