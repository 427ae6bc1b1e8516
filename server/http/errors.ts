// Maps typed error codes to HTTP answers in one place: { error: { code, message } }.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { AppError, codedIssue, ErrorCode, errorMessages } from '#domain/errors.ts';
import { isConnectionLost } from '../db/connection-lost.ts';
import { isDiskFull, noteDiskFull, noteDiskSaidNo } from './disk-space.ts';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  NOT_SIGNED_IN: 401,
  NO_FAMILY: 409,
  NOT_FOUND: 404,
  INVALID_INPUT: 400,
  ITEM_NAME_REQUIRED: 400,
  FAMILY_NAME_REQUIRED: 400,
  FIRST_NAME_REQUIRED: 400,
  ALREADY_IN_FAMILY: 409,
  EMAIL_AND_PASSWORD_REQUIRED: 400,
  PASSWORD_TOO_SHORT: 400,
  ALREADY_REGISTERED: 409,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN_ORIGIN: 403,
  DISH_NAME_REQUIRED: 400,
  RECIPE_IMPORT_FAILED: 422,
  LEFTOVERS_NEED_DISH: 400,
  GUEST_NAME_REQUIRED: 400,
  MEAL_CHANGED: 409,
  ITEM_EDITED_LATER: 409,
  RATING_REQUIRED: 400,
  RATING_NOT_ALLOWED: 403,
  MEAL_NOT_YET_RATEABLE: 400,
  CALENDAR_NOT_CONFIGURED: 404,
  CALENDAR_NOT_CONNECTED: 409,
  CALENDAR_AUTHORIZATION_FAILED: 400,
  CALENDAR_ACCESS_REVOKED: 409,
  CALENDAR_GOOGLE_FAILED: 502,
  INVALID_PHONE: 400,
  CODE_REQUIRED: 400,
  INVALID_CODE: 400,
  NO_PENDING_CODE: 400,
  CODE_EXPIRED: 400,
  TOO_MANY_CODE_ATTEMPTS: 429,
  PHONE_VERIFICATION_REQUIRED: 409,
  SMS_NOT_ENABLED: 409,
  SMS_RATE_LIMITED: 429,
  TOO_MANY_CODES_TODAY: 429,
  SMS_FAILED: 502,
  NOTHING_TO_SEND: 400,
  EMAIL_NOT_VERIFIED: 403,
  TOO_MANY_SIGN_IN_ATTEMPTS: 429,
  TOO_MANY_REQUESTS: 429,
  EMAIL_REQUIRED: 400,
  INVALID_EMAIL: 400,
  LINK_INVALID: 400,
  INVITATION_INVALID: 404,
  INVITE_NOT_ALLOWED: 409,
  ACCESS_REQUEST_FIELDS_REQUIRED: 400,
  FORBIDDEN: 403,
  CHAT_MESSAGE_REQUIRED: 400,
  ASSISTANT_NOT_CONFIGURED: 503,
  ASSISTANT_FAILED: 502,
  REPLY_IN_PROGRESS: 409,
  PROPOSAL_NOT_PENDING: 409,
  PROPOSAL_OUTDATED: 409,
  PAYLOAD_TOO_LARGE: 413,
  INVITATION_OTHER_EMAIL: 403,
  SIGNUP_CLOSED: 403,
  FAMILY_SETUP_CLOSED: 403,
  NAME_NOT_SINGLE_LINE: 400,
  PHOTO_INVALID: 400,
  PHOTO_IMPORT_FAILED: 422,
  TOKEN_NOT_ALLOWED: 403,
  TOKEN_SCOPE_MISSING: 403,
  BIRTHDATE_OUT_OF_RANGE: 400,
  NAME_HAS_LINK: 400,
  NAME_HAS_DIRECTION_CONTROL: 400,
  PHONE_PREMIUM_RATE: 400,
  PHONE_COUNTRY_NOT_ALLOWED: 400,
  TOKEN_NAME_REQUIRED: 400,
  IMPORT_INVALID: 400,
  TOO_MANY_PHOTOS: 429,
  TOO_MANY_IMPORTS: 429,
  DISK_FULL: 503,
  DATABASE_UNAVAILABLE: 503,
  TOO_MANY_TAGS: 400,
  SERVER_ERROR: 500,
};

/** The HTTP status a code answers with (the OpenAPI document lists the codes by it). */
export function statusOf(code: ErrorCode): ContentfulStatusCode {
  return STATUS[code];
}

export function errorResponse(c: Context, code: ErrorCode, message = errorMessages[code]) {
  return c.json({ error: { code, message } }, STATUS[code]);
}

export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) return error.getResponse();
  if (error instanceof AppError) return errorResponse(c, error.code, error.message);
  const coded = codedIssue(schemaIssues(error));
  if (coded) return errorResponse(c, coded.code, coded.message);
  const refused = clientInputProblem(error);
  if (refused) return errorResponse(c, ErrorCode.INVALID_INPUT, refused);
  // $ZodError: classic zod's ZodError and the errors of the zod/mini schemas in domain/.
  if (error instanceof z.core.$ZodError) {
    const refusal = inputRefusal(error.issues);
    return errorResponse(c, refusal.code, refusal.message);
  }
  if (isDiskFull(error)) {
    noteDiskSaidNo();
    noteDiskFull();
    return errorResponse(c, ErrorCode.DISK_FULL);
  }
  // The write may or may not have committed: not a refusal. 503 with Retry-After tells the
  // caller to ask again (docs/operations.md, "Lost answers").
  if (isConnectionLost(error)) {
    c.header('Retry-After', '1');
    return errorResponse(c, ErrorCode.DATABASE_UNAVAILABLE);
  }
  console.error(error);
  return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500);
}

/** INVALID_INPUT naming the first issue of a failed schema ('name: Too big ...'). */
export function inputRefusal(issues: readonly z.core.$ZodIssue[]): AppError {
  const issue = issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return new AppError(ErrorCode.INVALID_INPUT, `${where}${issue?.message ?? 'invalid'}`);
}

/** The issues of a failed schema: zod's own error, or Zero's wrapping of a mutator's. */
export function schemaIssues(error: unknown) {
  if (error instanceof z.core.$ZodError) return error.issues;
  if (error instanceof Error && error.name === 'InputValidationError') {
    return (error as { result?: { issues?: readonly z.core.$ZodIssue[] } }).result?.issues;
  }
  return undefined;
}

/**
 * Errors that mean the client sent something unusable, not that the server failed: a body
 * that is not JSON, a Zero mutator's or query's arguments failing their schema, or a value
 * Postgres refuses as data (SQLSTATE class 22, e.g. a NUL byte or a date out of range, and
 * 54000, a value too long to index). The schemas refuse these first; this is the backstop.
 */
function clientInputProblem(error: Error): string | null {
  if (error instanceof SyntaxError) return 'The body must be JSON.';
  if (error.name === 'InputValidationError') return error.message;
  // Zero wraps database errors (DatabaseTransactionError): look through the causes.
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (cause.name !== 'PostgresError' || typeof code !== 'string') continue;
    if (code.startsWith('22') || code === '54000') return 'A value in the request is not valid.';
  }
  return null;
}
