import { errorMessages } from '../error-messages.ts';

export const MIN_PASSWORD_LENGTH = 6;

/** The sign-up form's rules (spec §5), in the spec's words; null when fine. */
export function signupProblem(password: string, confirm: string): string | null {
  if (password !== confirm) return "Passwords don't match";
  if (password.length < MIN_PASSWORD_LENGTH) return errorMessages.PASSWORD_TOO_SHORT;
  return null;
}
