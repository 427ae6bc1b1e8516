// A fake of Google's OAuth 2.0 sign-in on loopback, strict where the real one is: the
// client id and secret, the redirect URI, single-use codes, PKCE (S256) and bearer access
// tokens. Its consent page lets a test choose who signs in (email, subject id, whether
// Google calls the email verified). Sign-in only: calendar endpoints live elsewhere.
import { FAKE_GOOGLE_CLIENT } from './fake-google-client.ts';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

export type FakeGoogleUser = { sub: string; email: string; email_verified: boolean };

export { FAKE_GOOGLE_CLIENT };

type PendingCode = {
  clientId: string;
  redirectUri: string;
  challenge: string;
  user: FakeGoogleUser;
  expiresAt: number;
};

export type FakeGoogle = {
  url: string;
  /** The app's environment for this fake. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export async function startFakeGoogleOAuth(port: number): Promise<FakeGoogle> {
  const url = `http://127.0.0.1:${port}`;
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, FakeGoogleUser>();

  const server = http.createServer(async (req, res) => {
    const reqUrl = new URL(req.url ?? '/', url);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      res.writeHead(status, {
        'content-type': typeof body === 'string' ? 'text/html' : 'application/json',
        ...headers,
      });
      res.end(text);
    };
    const q = reqUrl.searchParams;
    try {
      if (req.method === 'GET' && reqUrl.pathname === '/o/oauth2/v2/auth') {
        if (q.get('client_id') !== FAKE_GOOGLE_CLIENT.id) return send(400, 'invalid_client');
        if (q.get('response_type') !== 'code') return send(400, 'unsupported_response_type');
        if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge'))
          return send(400, 'PKCE (S256) required');
        if (!q.get('redirect_uri') || !q.get('state')) return send(400, 'invalid_request');
        const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge']
          .map(
            (name) =>
              `<input type="hidden" name="${name}" value="${escapeHtml(q.get(name) ?? '')}">`,
          )
          .join('');
        return send(
          200,
          `<!doctype html><title>Sign in - Google Accounts (fake)</title>
          <h1>Choose an account</h1>
          <form method="get" action="/o/oauth2/v2/approve">${hidden}
            <label>Google email <input name="email" type="email" required></label>
            <label>Google account id <input name="sub"></label>
            <label><input name="email_verified" type="checkbox" value="true" checked> Email verified</label>
            <button type="submit">Continue</button>
          </form>`,
        );
      }
      if (req.method === 'GET' && reqUrl.pathname === '/o/oauth2/v2/approve') {
        const email = q.get('email') ?? '';
        const code = base64url(randomBytes(24));
        codes.set(code, {
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
        return send(302, '', { location: back.toString() });
      }
      if (req.method === 'POST' && reqUrl.pathname === '/token') {
        const form = new URLSearchParams(await readBody(req));
        const [id, secret] = Buffer.from(
          (req.headers.authorization ?? '').replace(/^Basic\s+/i, ''),
          'base64',
        )
          .toString()
          .split(':')
          .map(decodeURIComponent);
        if (id !== FAKE_GOOGLE_CLIENT.id || secret !== FAKE_GOOGLE_CLIENT.secret)
          return send(401, { error: 'invalid_client' });
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = base64url(createHash('sha256').update(verifier).digest());
        if (
          form.get('grant_type') !== 'authorization_code' ||
          !code ||
          code.expiresAt < Date.now() ||
          code.clientId !== id ||
          code.redirectUri !== form.get('redirect_uri') ||
          code.challenge !== challenge
        )
          return send(400, { error: 'invalid_grant' });
        const accessToken = base64url(randomBytes(24));
        accessTokens.set(accessToken, code.user);
        return send(200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 3599,
          scope: 'openid email profile',
        });
      }
      if (req.method === 'GET' && reqUrl.pathname === '/v1/userinfo') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
        const user = accessTokens.get(token);
        if (!user) return send(401, { error: 'invalid_token' });
        return send(200, user);
      }
      return send(404, { error: 'not_found' });
    } catch (error) {
      return send(500, { error: String(error) });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url,
    env: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
      GOOGLE_OAUTH_AUTHORIZATION_URL: `${url}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${url}/token`,
      GOOGLE_OAUTH_USERINFO_URL: `${url}/v1/userinfo`,
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
