// The account emails: a verification link after sign-up, a password reset link. Each is
// counted against the recipient's hourly limit; past it, nothing is sent (silently, so the
// answer is the same).
import { publicUrl } from '../env.ts';
import type { AppDeps } from '../http/app-env.ts';
import { resetPasswordMessage, verifyEmailMessage } from '../mail/messages.ts';
import { issueEmailToken } from './email-tokens.ts';

type Deps = Pick<AppDeps, 'env' | 'sql' | 'mailer' | 'limits'>;

export const VERIFY_EMAIL_PATH = '/api/auth/verify-email';
// The token travels in the fragment, which browsers never send to a server or a Referer.
export const RESET_PASSWORD_PAGE = '/login#reset_token=';

export async function sendVerificationEmail(deps: Deps, accountID: string, email: string) {
  if (!(await deps.limits.mayEmail(email))) return;
  const token = await issueEmailToken(deps.sql, 'verify_email', accountID);
  const link = `${publicUrl(deps.env)}${VERIFY_EMAIL_PATH}?token=${token}`;
  deps.mailer.sendLater(verifyEmailMessage(email, link));
}

export async function sendPasswordResetEmail(deps: Deps, accountID: string, email: string) {
  if (!(await deps.limits.mayEmail(email))) return;
  const token = await issueEmailToken(deps.sql, 'reset_password', accountID);
  deps.mailer.sendLater(
    resetPasswordMessage(email, `${publicUrl(deps.env)}${RESET_PASSWORD_PAGE}${token}`),
  );
}
