// Session storage keys the spec names (docs/spec.md §3): the invitation to accept after sign-in,
// and the address to pre-fill on the sign-in form.
export const SIGNUP_EMAIL_KEY = 'signup_email';
export const PENDING_INVITATION_KEY = 'pending_invitation';

/** Reads signup_email once and clears it. */
export function takeSignupEmail(): string {
  const email = sessionStorage.getItem(SIGNUP_EMAIL_KEY) ?? '';
  sessionStorage.removeItem(SIGNUP_EMAIL_KEY);
  return email;
}

export function pendingInvitation(): string | null {
  return sessionStorage.getItem(PENDING_INVITATION_KEY);
}

/** Remembers an invitation to accept once signed in, and its address for the sign-up form. */
export function rememberInvitation(token: string, email: string) {
  sessionStorage.setItem(PENDING_INVITATION_KEY, token);
  sessionStorage.setItem(SIGNUP_EMAIL_KEY, email);
}

export function takePendingInvitation(): string | null {
  const token = pendingInvitation();
  sessionStorage.removeItem(PENDING_INVITATION_KEY);
  return token;
}
