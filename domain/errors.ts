// Every error the product can report, as a typed code, mapped once to the spec's words.
import { ApplicationError } from '@rocicorp/zero';

export const ErrorCode = {
  NOT_SIGNED_IN: 'NOT_SIGNED_IN',
  NO_FAMILY: 'NO_FAMILY',
  NOT_FOUND: 'NOT_FOUND',
  INVALID_INPUT: 'INVALID_INPUT',
  ITEM_NAME_REQUIRED: 'ITEM_NAME_REQUIRED',
  FAMILY_NAME_REQUIRED: 'FAMILY_NAME_REQUIRED',
  FIRST_NAME_REQUIRED: 'FIRST_NAME_REQUIRED',
  ALREADY_IN_FAMILY: 'ALREADY_IN_FAMILY',
  EMAIL_AND_PASSWORD_REQUIRED: 'EMAIL_AND_PASSWORD_REQUIRED',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  ALREADY_REGISTERED: 'ALREADY_REGISTERED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  FORBIDDEN_ORIGIN: 'FORBIDDEN_ORIGIN',
  DISH_NAME_REQUIRED: 'DISH_NAME_REQUIRED',
  RECIPE_IMPORT_FAILED: 'RECIPE_IMPORT_FAILED',
  // Accounts, invitations and access requests
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'TOO_MANY_SIGN_IN_ATTEMPTS',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  EMAIL_REQUIRED: 'EMAIL_REQUIRED',
  INVALID_EMAIL: 'INVALID_EMAIL',
  LINK_INVALID: 'LINK_INVALID',
  INVITATION_INVALID: 'INVITATION_INVALID',
  INVITE_NOT_ALLOWED: 'INVITE_NOT_ALLOWED',
  ACCESS_REQUEST_FIELDS_REQUIRED: 'ACCESS_REQUEST_FIELDS_REQUIRED',
  FORBIDDEN: 'FORBIDDEN',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorMessages: Record<ErrorCode, string> = {
  NOT_SIGNED_IN: 'Authentication required',
  NO_FAMILY: 'Finish setting up your family first.',
  NOT_FOUND: 'Not found',
  INVALID_INPUT: 'The request is not valid.',
  ITEM_NAME_REQUIRED: 'Item name cannot be empty',
  FAMILY_NAME_REQUIRED: 'Family name is required',
  FIRST_NAME_REQUIRED: 'First name is required',
  ALREADY_IN_FAMILY: 'You already belong to a family.',
  EMAIL_AND_PASSWORD_REQUIRED: 'Email and password are required.',
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters long',
  ALREADY_REGISTERED: 'User already registered',
  INVALID_CREDENTIALS: 'Invalid login credentials',
  FORBIDDEN_ORIGIN: 'Cross-origin request refused.',
  DISH_NAME_REQUIRED: 'Dish name is required to save the dish.',
  RECIPE_IMPORT_FAILED:
    'Failed to extract recipe from the URL. Please try again or enter the details manually.',
  EMAIL_NOT_VERIFIED: 'Email not confirmed',
  TOO_MANY_SIGN_IN_ATTEMPTS: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  EMAIL_REQUIRED: 'Please enter your email address first.',
  INVALID_EMAIL: 'Enter a valid email address.',
  LINK_INVALID: 'This link is invalid or has expired.',
  INVITATION_INVALID: 'This invitation link is invalid or has expired.',
  INVITE_NOT_ALLOWED: 'This family member cannot be invited.',
  ACCESS_REQUEST_FIELDS_REQUIRED: 'Email and family name are required.',
  FORBIDDEN: 'You are not allowed to do that.',
};

/** Thrown by domain code on either side; Zero carries `details.code` to the client. */
export class AppError extends ApplicationError<{ code: ErrorCode }> {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string = errorMessages[code]) {
    super(message, { details: { code } });
    this.code = code;
  }
}

export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (error instanceof AppError) return error.code;
  const details = (error as { details?: { code?: unknown } } | null)?.details;
  const code = details?.code;
  return typeof code === 'string' && code in ErrorCode ? (code as ErrorCode) : undefined;
}
