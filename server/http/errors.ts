// Maps typed error codes to HTTP answers in one place: { error: { code, message } }.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { AppError, ErrorCode, errorMessages } from '../../domain/errors.ts';

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
};

export function errorResponse(c: Context, code: ErrorCode, message = errorMessages[code]) {
  return c.json({ error: { code, message } }, STATUS[code]);
}

export function handleError(error: Error, c: Context) {
  if (error instanceof AppError) return errorResponse(c, error.code, error.message);
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return errorResponse(c, ErrorCode.INVALID_INPUT, `${where}${issue?.message ?? 'invalid'}`);
  }
  console.error(error);
  return c.json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500);
}
