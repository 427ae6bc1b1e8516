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
  LEFTOVERS_NEED_DISH: 'LEFTOVERS_NEED_DISH',
  GUEST_NAME_REQUIRED: 'GUEST_NAME_REQUIRED',
  MEAL_CHANGED: 'MEAL_CHANGED',
  RATING_REQUIRED: 'RATING_REQUIRED',
  RATING_NOT_ALLOWED: 'RATING_NOT_ALLOWED',
  MEAL_NOT_YET_RATEABLE: 'MEAL_NOT_YET_RATEABLE',
  CALENDAR_NOT_CONFIGURED: 'CALENDAR_NOT_CONFIGURED',
  CALENDAR_NOT_CONNECTED: 'CALENDAR_NOT_CONNECTED',
  CALENDAR_AUTHORIZATION_FAILED: 'CALENDAR_AUTHORIZATION_FAILED',
  CALENDAR_ACCESS_REVOKED: 'CALENDAR_ACCESS_REVOKED',
  CALENDAR_GOOGLE_FAILED: 'CALENDAR_GOOGLE_FAILED',
  // Phone verification and text messages
  INVALID_PHONE: 'INVALID_PHONE',
  CODE_REQUIRED: 'CODE_REQUIRED',
  INVALID_CODE: 'INVALID_CODE',
  NO_PENDING_CODE: 'NO_PENDING_CODE',
  CODE_EXPIRED: 'CODE_EXPIRED',
  TOO_MANY_CODE_ATTEMPTS: 'TOO_MANY_CODE_ATTEMPTS',
  PHONE_VERIFICATION_REQUIRED: 'PHONE_VERIFICATION_REQUIRED',
  SMS_NOT_ENABLED: 'SMS_NOT_ENABLED',
  SMS_RATE_LIMITED: 'SMS_RATE_LIMITED',
  SMS_FAILED: 'SMS_FAILED',
  NOTHING_TO_SEND: 'NOTHING_TO_SEND',
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
  CHAT_MESSAGE_REQUIRED: 'CHAT_MESSAGE_REQUIRED',
  ASSISTANT_NOT_CONFIGURED: 'ASSISTANT_NOT_CONFIGURED',
  ASSISTANT_FAILED: 'ASSISTANT_FAILED',
  REPLY_IN_PROGRESS: 'REPLY_IN_PROGRESS',
  PROPOSAL_NOT_PENDING: 'PROPOSAL_NOT_PENDING',
  PROPOSAL_OUTDATED: 'PROPOSAL_OUTDATED',
  INVITATION_OTHER_EMAIL: 'INVITATION_OTHER_EMAIL',
  SIGNUP_CLOSED: 'SIGNUP_CLOSED',
  NAME_NOT_SINGLE_LINE: 'NAME_NOT_SINGLE_LINE',
  SERVER_ERROR: 'SERVER_ERROR',
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
  LEFTOVERS_NEED_DISH: 'Please add at least one dish when making leftovers',
  GUEST_NAME_REQUIRED: 'Guest name cannot be blank.',
  MEAL_CHANGED:
    'Someone else changed this meal while you were editing. Review their changes and save again.',
  RATING_REQUIRED: 'At least one family member should rate this meal.',
  RATING_NOT_ALLOWED:
    'You can rate for yourself and for family members who have no account of their own.',
  MEAL_NOT_YET_RATEABLE: 'A meal can be rated from its day on.',
  CALENDAR_NOT_CONFIGURED: 'Google Calendar is not set up on this server.',
  CALENDAR_NOT_CONNECTED: 'Google Calendar is not connected.',
  CALENDAR_AUTHORIZATION_FAILED:
    'Failed to complete Google Calendar authorization. Please try again.',
  CALENDAR_ACCESS_REVOKED:
    'Google no longer allows access to your calendar. Please connect it again.',
  CALENDAR_GOOGLE_FAILED: 'Google Calendar could not be reached. Please try again.',
  INVALID_PHONE: 'Please enter a phone number like +1 (555) 123-4567.',
  CODE_REQUIRED: 'Please enter the verification code.',
  INVALID_CODE: 'Invalid verification code. Please try again.',
  NO_PENDING_CODE: 'No code is waiting to be checked. Please send a new code.',
  CODE_EXPIRED: 'This code has expired. Please send a new code.',
  TOO_MANY_CODE_ATTEMPTS: 'Too many wrong codes. Please send a new code.',
  PHONE_VERIFICATION_REQUIRED:
    'Please verify your phone number below before enabling SMS notifications.',
  SMS_NOT_ENABLED:
    'Turn on SMS notifications in Settings, Notifications to get the list by text message.',
  SMS_RATE_LIMITED: 'Too many text messages in a short time. Please wait a while and try again.',
  SMS_FAILED: 'The text message could not be sent. Please try again later.',
  NOTHING_TO_SEND: 'There are no open items on the list to send.',
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
  CHAT_MESSAGE_REQUIRED: 'Please enter a message.',
  ASSISTANT_NOT_CONFIGURED: 'The AI assistant is not configured.',
  ASSISTANT_FAILED: 'Failed to get response from AI assistant. Please try again.',
  REPLY_IN_PROGRESS: 'The assistant is still answering your last message.',
  PROPOSAL_NOT_PENDING: 'This proposal was already applied or dismissed.',
  PROPOSAL_OUTDATED: 'Something changed since this was proposed. Ask the assistant again.',
  INVITATION_OTHER_EMAIL:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  SIGNUP_CLOSED:
    'This family dinner planner is invitation-only. Request access, or use the link from your invitation.',
  NAME_NOT_SINGLE_LINE: 'Names must fit on one line.',
  SERVER_ERROR: 'Something went wrong.',
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
