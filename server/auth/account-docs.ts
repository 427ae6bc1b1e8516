// What the account routes (routes.ts, email-routes.ts) take, answer and refuse: the bodies
// they parse and their OpenAPI description (server/openapi/route-doc.ts).
import { z } from 'zod';
import { ErrorCode } from '#domain/errors.ts';
import type { RouteDoc } from '../openapi/route-doc.ts';
import { credentialsBody } from './credentials.ts';
import { plainText } from '#domain/text/input-rules.ts';

export const signupBody = credentialsBody.extend({
  // The invitation being accepted, if any (session storage pending_invitation).
  invitation_token: z.nullish(plainText(128)),
  // The one-time link `npm start` prints while no family exists (first-family-link.ts).
  first_family_token: z.nullish(plainText(128)),
});
export const firstFamilyCheckBody = z.object({ token: plainText(128) });
export const emailBody = z.object({ email: plainText(1000) });
export const resetBody = z.object({ token: plainText(128), password: plainText(1024) });
export const resetCheckBody = z.object({ token: plainText(128) });

const tag = 'Accounts';
const open = { tag, public: true } as const;
const usable = z.object({ usable: z.boolean() });
const tokenAnswer = z.object({ token: z.string() });

const sessionSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  family_id: z.string().nullable(),
  family_user_id: z.string().nullable(),
  family_name: z.string().nullable(),
  first_name: z.string().nullable(),
});

const credentialsExample = { email: 'pat@example.com', password: 'secret-123' };
const { EMAIL_AND_PASSWORD_REQUIRED, INVALID_EMAIL, PASSWORD_TOO_SHORT, TOO_MANY_REQUESTS } =
  ErrorCode;

export const accountDocs = {
  options: {
    ...open,
    summary: 'Sign-in options',
    response: z.object({ google: z.boolean(), open_signup: z.boolean() }),
  },
  firstFamilyCheck: {
    ...open,
    summary: 'Whether a first-family link is unused',
    body: firstFamilyCheckBody,
    example: { token: 'first-family-link-token' },
    response: usable,
  },
  signup: {
    ...open,
    summary: 'Create an account',
    description:
      'Signed in at once (with a token) when an invitation or the first-family link proves ' +
      'the address; otherwise a verification email is sent.',
    body: signupBody,
    example: credentialsExample,
    status: 201,
    response: z.object({ email: z.string(), signed_in: z.boolean(), token: z.string().optional() }),
    errors: [
      EMAIL_AND_PASSWORD_REQUIRED,
      INVALID_EMAIL,
      PASSWORD_TOO_SHORT,
      ErrorCode.ALREADY_REGISTERED,
      ErrorCode.LINK_INVALID,
      ErrorCode.SIGNUP_CLOSED,
      TOO_MANY_REQUESTS,
    ],
  },
  login: {
    ...open,
    summary: 'Sign in; answers a session token',
    body: credentialsBody,
    example: credentialsExample,
    response: tokenAnswer,
    errors: [
      EMAIL_AND_PASSWORD_REQUIRED,
      INVALID_EMAIL,
      ErrorCode.INVALID_CREDENTIALS,
      ErrorCode.EMAIL_NOT_VERIFIED,
      ErrorCode.TOO_MANY_SIGN_IN_ATTEMPTS,
    ],
  },
  logout: { ...open, summary: 'Sign out', status: 204 },
  session: { tag, summary: 'The signed-in account and family', response: sessionSchema },
  current: {
    ...open,
    summary: 'The session, or null when signed out',
    response: z.object({ session: sessionSchema.nullable() }),
  },
} satisfies Record<string, RouteDoc>;

export const emailLinkDocs = {
  verifyEmail: {
    ...open,
    summary: 'Follow an email verification link',
    description: 'Redirects to sign-in, saying whether the address is now verified.',
    query: { token: { schema: z.string(), description: "The link's token", required: true } },
    status: 302,
  },
  resend: {
    ...open,
    summary: 'Send the verification email again',
    body: emailBody,
    example: { email: 'pat@example.com' },
    status: 204,
    errors: [ErrorCode.EMAIL_REQUIRED, INVALID_EMAIL, TOO_MANY_REQUESTS],
  },
  forgot: {
    ...open,
    summary: 'Email a password reset link',
    body: emailBody,
    example: { email: 'pat@example.com' },
    status: 204,
    errors: [ErrorCode.EMAIL_REQUIRED, INVALID_EMAIL, TOO_MANY_REQUESTS],
  },
  resetCheck: {
    ...open,
    summary: 'Whether a reset link is still valid',
    body: resetCheckBody,
    example: { token: 'reset-link-token' },
    response: usable,
  },
  reset: {
    ...open,
    summary: 'Set a new password with a reset link',
    description: "Ends the account's sessions, API tokens and calendar feeds; signs in anew.",
    body: resetBody,
    example: { token: 'reset-link-token', password: 'new-secret-123' },
    response: tokenAnswer,
    errors: [PASSWORD_TOO_SHORT, ErrorCode.LINK_INVALID],
  },
} satisfies Record<string, RouteDoc>;
