// The links sent by email: verifying the address after sign-up (and sending it again),
// and resetting a forgotten password.
import { Hono } from 'hono';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { newPasswordProblem } from '#domain/accounts/password.ts';
import { sendPasswordResetEmail, sendVerificationEmail } from './account-emails.ts';
import { setSessionCookie } from './cookie.ts';
import { checkEmail } from './credentials.ts';
import { consumeEmailToken, emailTokenUsable } from './email-tokens.ts';
import { endAccountAccess } from './end-account-access.ts';
import { hashPassword } from './password.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { jsonBody } from '../http/validate.ts';
import { findAccountByEmail, markEmailVerified, setPasswordFromLink } from './queries.ts';
import { emailBody, emailLinkDocs as docs, resetBody, resetCheckBody } from './account-docs.ts';
import { documented } from '../openapi/route-doc.ts';

export function emailAuthRoutes(deps: AppDeps, secure: boolean) {
  const findAccount = (email: string) => findAccountByEmail(deps.sql, email);

  return (
    new Hono<AppEnv>()
      // The link in the verification email. It confirms the address and opens sign-in;
      // it does not sign in, so a mail scanner that follows links gains no session.
      .get('/verify-email', documented(docs.verifyEmail), async (c) => {
        const token = c.req.query('token') ?? '';
        const accountID = await consumeEmailToken(deps.sql, 'verify_email', token);
        if (!accountID) return c.redirect('/login?email_verified=0', 302);
        await markEmailVerified(deps.sql, accountID);
        return c.redirect('/login?email_verified=1', 302);
      })
      // Same answer whether or not the address has an account waiting for verification.
      .post('/resend-verification', documented(docs.resend), async (c) => {
        const email = checkEmail((await jsonBody(c, emailBody)).email);
        await deps.limits.emailRequestFrom(clientIp(c, deps.env.TRUST_PROXY));
        const account = await findAccount(email);
        if (account && !account.email_verified_at)
          await sendVerificationEmail(deps, account.id, email);
        return c.body(null, 204);
      })
      // Same answer whether or not the address has an account.
      .post('/forgot-password', documented(docs.forgot), async (c) => {
        const email = checkEmail((await jsonBody(c, emailBody)).email);
        await deps.limits.emailRequestFrom(clientIp(c, deps.env.TRUST_PROXY));
        const account = await findAccount(email);
        if (account) await sendPasswordResetEmail(deps, account.id, email);
        return c.body(null, 204);
      })
      // The reset page asks this before showing its form, so a used or expired link says
      // so at once instead of after the new password is typed. POST keeps the token out
      // of access logs, as the fragment keeps it out of the page's request.
      .post('/reset-password/check', documented(docs.resetCheck), async (c) => {
        const { token } = await jsonBody(c, resetCheckBody);
        return c.json({ usable: await emailTokenUsable(deps.sql, 'reset_password', token) });
      })
      // A new password from the reset link: every session, API token and calendar feed of
      // the account ends (someone who knew the old password keeps nothing), and this
      // browser gets a new session.
      .post('/reset-password', documented(docs.reset), async (c) => {
        const body = await jsonBody(c, resetBody);
        const weak = newPasswordProblem(body.password);
        if (weak) throw new AppError(weak);
        const passwordHash = await hashPassword(body.password);
        const accountID = await consumeEmailToken(deps.sql, 'reset_password', body.token);
        if (!accountID) throw new AppError(ErrorCode.LINK_INVALID);
        // The link reached the mailbox, so the address is proven as well.
        const email = await setPasswordFromLink(deps.sql, accountID, passwordHash);
        await endAccountAccess(deps, accountID);
        if (email) await deps.limits.signInSucceeded(email.toLowerCase());
        const token = await deps.sessions.create(accountID);
        setSessionCookie(c, token, deps.sessions.ttlMs, secure);
        return c.json({ token });
      })
  );
}
