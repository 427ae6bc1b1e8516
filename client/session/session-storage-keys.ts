// Session storage keys the spec names (docs/spec.md §3): the invitation to accept after sign-in,
// and the address to pre-fill on the sign-in form; and the page to go back to after signing in
// (an assistant's consent screen, docs/data-and-api.md "Connecting an assistant").
export const SIGNUP_EMAIL_KEY = 'signup_email';
export const PENDING_INVITATION_KEY = 'pending_invitation';
const AFTER_SIGN_IN_KEY = 'after_sign_in';

/** Remembers a page of this app (a path) to open once signed in. */
export function rememberAfterSignIn(path: string) {
  if (path.startsWith('/') && !path.startsWith('//'))
    sessionStorage.setItem(AFTER_SIGN_IN_KEY, path);
}

/** The page to open after signing in, read once: the dashboard unless one was remembered. */
export function takeAfterSignIn(): string {
  const path = sessionStorage.getItem(AFTER_SIGN_IN_KEY);
  sessionStorage.removeItem(AFTER_SIGN_IN_KEY);
  return path ?? '/dashboard';
}

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
