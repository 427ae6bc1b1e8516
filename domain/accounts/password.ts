// The new-password rule (docs/spec.md §5 Sign up, Reset password), checked the same way in the forms
// and on the server.
import { contextMessages, errorMessages, type ErrorCode } from '../error-messages.ts';

export const MIN_PASSWORD_LENGTH = 6;

/** Why a new password is refused, as an error code; null when it is fine. */
export function newPasswordProblem(password: string): ErrorCode | null {
  return password.length < MIN_PASSWORD_LENGTH ? 'PASSWORD_TOO_SHORT' : null;
}

/** The sign-up and reset forms' rules, in the spec's words; null when fine. */
export function signupProblem(password: string, confirm: string): string | null {
  if (password !== confirm) return contextMessages.passwordsDontMatch;
  const code = newPasswordProblem(password);
  return code && errorMessages[code];
}
