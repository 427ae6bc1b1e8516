// Sign-up, sign-in, sign-out and the current session; the email links and Google
// sign-in live in their own files and are mounted here.
import { Hono } from 'hono';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { newPasswordProblem } from '#domain/accounts/password.ts';
import { sendVerificationEmail } from './account-emails.ts';
import { clearSessionCookie, setSessionCookie } from './cookie.ts';
import { checkCredentials, credentialsBody } from './credentials.ts';
import { requireCaller } from './middleware.ts';
import { hashPassword } from './password.ts';
import { signInDeps, signInWithPassword } from './sign-in.ts';
import { publicUrl } from '../env.ts';
import type { AppDeps, AppEnv, Caller } from '../http/app-env.ts';
import { clientIp } from '../http/client-ip.ts';
import { jsonBody } from '../http/validate.ts';
import { findOpenInvitation } from '../invitations/invitation-store.ts';
import { mayCreateAccount } from '../access/family-creation-right.ts';
import { firstFamilyLinkUsable } from '../access/first-family-link.ts';
import { emailAuthRoutes } from './email-routes.ts';
import { googleAuthRoutes, googleSignInEnabled } from './google-routes.ts';
import { createAccount, sessionNames } from './queries.ts';
import { accountDocs as docs, firstFamilyCheckBody, signupBody } from './account-docs.ts';
import { documented } from '../openapi/route-doc.ts';

export function authRoutes(deps: AppDeps) {
  const secure = publicUrl(deps.env).startsWith('https:');
  const signIn = signInDeps(deps.sql, deps.limits);

  return (
    new Hono<AppEnv>()
      .get('/options', documented(docs.options), (c) =>
        c.json({ google: googleSignInEnabled(deps.env), open_signup: deps.env.OPEN_SIGNUP }),
      )
      .post('/first-family/check', documented(docs.firstFamilyCheck), async (c) => {
        const { token } = await jsonBody(c, firstFamilyCheckBody);
        return c.json({ usable: await firstFamilyLinkUsable(deps.sql, token) });
      })
      .post('/signup', documented(docs.signup), async (c) => {
        const body = await jsonBody(c, signupBody);
        const { email, password } = checkCredentials(body);
        const weak = newPasswordProblem(password);
        if (weak) throw new AppError(weak);
        await deps.limits.emailRequestFrom(clientIp(c, deps.env.TRUST_PROXY));
        // An invitation that was emailed to this very address already proves the address;
        // the first-family link proves the operator, who read it in the server's output.
        const invitation = body.invitation_token
          ? await findOpenInvitation(deps.sql, body.invitation_token)
          : null;
        const firstFamily = Boolean(body.first_family_token);
        const proven =
          firstFamily || (invitation !== null && invitation.email.toLowerCase() === email);
        if (!firstFamily && !proven && !(await mayCreateAccount(deps.sql, deps.env, email)))
          throw new AppError(ErrorCode.SIGNUP_CLOSED);
        const passwordHash = await hashPassword(password);
        const accountID = await createAccount(deps.sql, {
          email,
          passwordHash,
          verified: proven,
          firstFamilyToken: body.first_family_token,
        });
        if (proven) {
          const token = await deps.sessions.create(accountID);
          setSessionCookie(c, token, deps.sessions.ttlMs, secure);
          return c.json({ email, signed_in: true, token }, 201);
        }
        await sendVerificationEmail(deps, accountID, email);
        return c.json({ email, signed_in: false }, 201);
      })
      .post('/login', documented(docs.login), async (c) => {
        const { email, password } = checkCredentials(await jsonBody(c, credentialsBody));
        const ip = clientIp(c, deps.env.TRUST_PROXY);
        const accountID = await signInWithPassword(signIn, { email, password, ip });
        const token = await deps.sessions.create(accountID);
        setSessionCookie(c, token, deps.sessions.ttlMs, secure);
        return c.json({ token });
      })
      .post('/logout', documented(docs.logout), async (c) => {
        const caller = c.get('caller');
        if (caller?.sessionID) await deps.sessions.invalidate(caller.sessionID);
        clearSessionCookie(c, secure);
        return c.body(null, 204);
      })
      .get('/session', documented(docs.session), async (c) =>
        c.json(await sessionInfo(deps, requireCaller(c))),
      )
      // The browser's own question "who am I?": signed out is an answer, not an error, so
      // public pages load without a 401 in the console. API clients keep /session.
      .get('/current', documented(docs.current), async (c) => {
        const caller = c.get('caller');
        return c.json({ session: caller ? await sessionInfo(deps, caller) : null });
      })
      .route('/', emailAuthRoutes(deps, secure))
      .route('/google', googleAuthRoutes(deps, secure))
  );
}

async function sessionInfo(deps: AppDeps, caller: Caller) {
  const row = await sessionNames(deps.sql, caller.familyUserID);
  return {
    user_id: caller.userID,
    email: caller.email,
    family_id: caller.familyID,
    family_user_id: caller.familyUserID,
    family_name: row?.family_name ?? null,
    first_name: row?.first_name ?? null,
  };
}
