// Google sign-in on the one fake Google (fake-google-calendar.ts serves it on the same
// endpoints as the calendar's consent, as Google does), strict where the real one is: the
// client id and secret, the redirect URI, single-use codes, PKCE (S256) and bearer access
// tokens. Its consent page lets a test choose who signs in (email, subject id, whether
// Google calls the email verified).
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FAKE_GOOGLE_CLIENT } from './fake-google-client.ts';

export type FakeGoogleUser = { sub: string; email: string; email_verified: boolean };

type PendingCode = {
  clientId: string;
  redirectUri: string;
  challenge: string;
  user: FakeGoogleUser;
  expiresAt: number;
};

/** An answer: status, body (a string is HTML) and headers. */
type Answer = readonly [number, unknown, Record<string, string>?];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A sign-in request asks for the OpenID scopes; the calendar's asks for calendar access. */
export function isSignInRequest(query: URLSearchParams): boolean {
  return !!query.get('scope')?.split(' ').includes('openid');
}

export class FakeGoogleSignIn {
  private readonly codes = new Map<string, PendingCode>();
  private readonly accessTokens = new Map<string, FakeGoogleUser>();

  /** GET /o/oauth2/v2/auth for sign-in: the account chooser. */
  consent(q: URLSearchParams): Answer {
    if (q.get('client_id') !== FAKE_GOOGLE_CLIENT.id) return [400, 'invalid_client'];
    if (q.get('response_type') !== 'code') return [400, 'unsupported_response_type'];
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge'))
      return [400, 'PKCE (S256) required'];
    if (!q.get('redirect_uri') || !q.get('state')) return [400, 'invalid_request'];
    const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge']
      .map(
        (name) => `<input type="hidden" name="${name}" value="${escapeHtml(q.get(name) ?? '')}">`,
      )
      .join('');
    return [
      200,
      `<!doctype html><title>Sign in - Google Accounts (fake)</title>
      <h1>Choose an account</h1>
      <form method="get" action="/o/oauth2/v2/approve">${hidden}
        <label>Google email <input name="email" type="email" required></label>
        <label>Google account id <input name="sub"></label>
        <label><input name="email_verified" type="checkbox" value="true" checked> Email verified</label>
        <button type="submit">Continue</button>
      </form>`,
    ];
  }

  /** GET /o/oauth2/v2/approve: back to the app with a code. */
  approve(q: URLSearchParams): Answer {
    const email = q.get('email') ?? '';
    const code = base64url(randomBytes(24));
    this.codes.set(code, {
      clientId: q.get('client_id') ?? '',
      redirectUri: q.get('redirect_uri') ?? '',
      challenge: q.get('code_challenge') ?? '',
      user: {
        sub: q.get('sub') || `google-${email}`,
        email,
        email_verified: q.get('email_verified') === 'true',
      },
      expiresAt: Date.now() + 60_000,
    });
    const back = new URL(q.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    return [302, '', { location: back.toString() }];
  }

  /** POST /token for a sign-in code; null when the code is not one of sign-in's. */
  token(req: IncomingMessage, form: URLSearchParams): Answer | null {
    const code = this.codes.get(form.get('code') ?? '');
    if (form.get('grant_type') !== 'authorization_code' || !code) return null;
    this.codes.delete(form.get('code') ?? '');
    const [id, secret] = Buffer.from(
      (req.headers.authorization ?? '').replace(/^Basic\s+/i, ''),
      'base64',
    )
      .toString()
      .split(':')
      .map(decodeURIComponent);
    if (id !== FAKE_GOOGLE_CLIENT.id || secret !== FAKE_GOOGLE_CLIENT.secret)
      return [401, { error: 'invalid_client' }];
    const challenge = base64url(
      createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest(),
    );
    if (
      code.expiresAt < Date.now() ||
      code.clientId !== id ||
      code.redirectUri !== form.get('redirect_uri') ||
      code.challenge !== challenge
    )
      return [400, { error: 'invalid_grant' }];
    const accessToken = base64url(randomBytes(24));
    this.accessTokens.set(accessToken, code.user);
    return [
      200,
      {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3599,
        scope: 'openid email profile',
      },
    ];
  }

  /** GET /v1/userinfo with a sign-in access token. */
  userinfo(req: IncomingMessage): Answer {
    const user = this.accessTokens.get(
      (req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''),
    );
    return user ? [200, user] : [401, { error: 'invalid_token' }];
  }
}
