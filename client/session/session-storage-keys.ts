// Session storage keys the spec names (§3): the invitation to accept after sign-in,
// and the address to pre-fill on the sign-in form.
export const SIGNUP_EMAIL_KEY = 'signup_email';
export const PENDING_INVITATION_KEY = 'pending_invitation';

/** Reads signup_email once and clears it. */
export function takeSignupEmail(): string {
  const email = sessionStorage.getItem(SIGNUP_EMAIL_KEY) ?? '';
  sessionStorage.removeItem(SIGNUP_EMAIL_KEY);
  return email;
}
