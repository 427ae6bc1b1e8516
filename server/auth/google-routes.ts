// Continue with Google: OAuth 2.0 authorization code flow with PKCE and a state check,
// through arctic's generic client so that the endpoints can be configured (tests use a
// fake Google on loopback). Not mounted answers when Google is not configured.
import { OAuth2Client } from 'arctic';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { mayCreateAccount } from '../access/family-creation-right.ts';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { accountForGoogleUser, googleUserInfo } from './google-account.ts';
import { startPkceAuthorization } from './pkce-authorization.ts';
import { setSessionCookie } from './cookie.ts';
import { publicUrl, type Env } from '../env.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { z } from 'zod';
import { documented } from '../openapi/route-doc.ts';

const COOKIE_PATH = '/api/auth/google';
const FLOW_COOKIE = 'google_oauth';
const FLOW_TTL_S = 10 * 60;
const SCOPES = ['openid', 'email', 'profile'];

type Intent = 'signin' | 'signup';

export function googleSignInEnabled(env: Env): boolean {
  return googleClientOf(env) !== null;
}

/** The app's Google OAuth client, when both halves are set (parseEnv refuses one alone). */
function googleClientOf(env: Env) {
  const { GOOGLE_CLIENT_ID: id, GOOGLE_CLIENT_SECRET: secret } = env;
  return id && secret ? { id, secret } : null;
}

function sameText(a: string, b: string): boolean {
  const encoder = new TextEncoder();
  return a.length === b.length && constantTimeEqual(encoder.encode(a), encoder.encode(b));
}

/** Where a failed attempt lands: the screen it started from, which shows the toast. */
function failurePath(intent: Intent) {
  return intent === 'signup' ? '/signup?google_error=1' : '/login?google_error=1';
}

export function googleAuthRoutes(deps: AppDeps, secure: boolean) {
  const env = deps.env;
  const app = new Hono<AppEnv>();
  const google = googleClientOf(env);
  if (!google) return app;
  const client = new OAuth2Client(
    google.id,
    google.secret,
    `${publicUrl(env)}/api/auth/google/callback`,
  );
  const cookieOptions = { httpOnly: true, secure, sameSite: 'Lax', path: COOKIE_PATH } as const;

  const finish = async (c: Context<AppEnv>, intent: Intent) => {
    const flow = getCookie(c, FLOW_COOKIE)?.split('.') ?? [];
    deleteCookie(c, FLOW_COOKIE, cookieOptions);
    const [state, verifier] = flow;
    const code = c.req.query('code');
    const returnedState = c.req.query('state');
    if (!state || !verifier || !code || !returnedState || !sameText(state, returnedState))
      return false;
    const tokens = await client.validateAuthorizationCode(
      env.GOOGLE_OAUTH_TOKEN_URL,
      code,
      verifier,
    );
    const response = await fetch(env.GOOGLE_OAUTH_USERINFO_URL, {
      headers: { authorization: `Bearer ${tokens.accessToken()}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const user = googleUserInfo.safeParse(await response.json());
    if (!user.success) return false;
    const result = await accountForGoogleUser(deps.sql, user.data, (tx, email) =>
      mayCreateAccount(tx, env, email),
    );
    if (!('accountID' in result)) {
      console.warn(`Google ${intent} refused: ${result.refused}`);
      return false;
    }
    const token = await deps.sessions.create(result.accountID);
    setSessionCookie(c, token, deps.sessions.ttlMs, secure);
    return true;
  };

  return app
    .get(
      '/',
      documented({
        tag: 'Accounts',
        summary: 'Start Google sign-in (when configured)',
        public: true,
        status: 302,
        query: {
          intent: {
            schema: z.enum(['signin', 'signup']),
            description: 'signin (the default) or signup',
          },
        },
      }),
      (c) => {
        const intent: Intent = c.req.query('intent') === 'signup' ? 'signup' : 'signin';
        const {
          url,
          state,
          codeVerifier: verifier,
        } = startPkceAuthorization(client, env.GOOGLE_OAUTH_AUTHORIZATION_URL, SCOPES, {
          prompt: 'select_account',
        });
        setCookie(c, FLOW_COOKIE, `${state}.${verifier}.${intent}`, {
          ...cookieOptions,
          maxAge: FLOW_TTL_S,
        });
        return c.redirect(url.toString(), 302);
      },
    )
    .get(
      '/callback',
      documented({
        tag: 'Accounts',
        summary: 'Google sign-in callback (when configured)',
        public: true,
        status: 302,
      }),
      async (c) => {
        const intent: Intent =
          getCookie(c, FLOW_COOKIE)?.split('.')[2] === 'signup' ? 'signup' : 'signin';
        try {
          if (await finish(c, intent)) return c.redirect('/dashboard', 302);
        } catch (error) {
          console.warn(`Google ${intent} failed: ${String(error)}`);
        }
        return c.redirect(failurePath(intent), 302);
      },
    );
}
