// The one small stand-in for Google that the real clients (arctic, @googleapis/calendar) talk
// to in tests: sign-in (fake-google-oauth.ts) and the calendar share its consent page and
// token endpoint, as they share Google's. For the calendar: the consent page, the token endpoint (codes with PKCE, refresh, revoked
// refresh tokens), revocation, the calendar list, and events with pages, sync tokens and
// 410 answers. Tests steer it through JSON routes under /__fake (see the control client).
import { FAKE_GOOGLE_CLIENT } from './fake-google-client.ts';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { FakeGoogleState, randomToken, type FakeEvent } from './fake-google-calendar-state.ts';
import { handleControl } from './fake-google-calendar-control-routes.ts';
import { FakeGoogleSignIn, isSignInRequest } from './fake-google-oauth.ts';

export { FAKE_GOOGLE_CLIENT };
const READONLY = 'https://www.googleapis.com/auth/calendar.readonly';

/** The app's environment for talking to a fake at `url`: sign-in and the calendar. */
export function fakeGoogleCalendarEnv(url: string, syncIntervalSeconds = 300) {
  return {
    GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
    GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
    CALENDAR_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
    GOOGLE_OAUTH_AUTHORIZATION_URL: `${url}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${url}/token`,
    GOOGLE_OAUTH_USERINFO_URL: `${url}/v1/userinfo`,
    GOOGLE_REVOKE_URL: `${url}/revoke`,
    GOOGLE_CALENDAR_ROOT_URL: `${url}/`,
    CALENDAR_SYNC_INTERVAL_SECONDS: String(syncIntervalSeconds),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  type = typeof body === 'string' ? 'text/html' : 'application/json',
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function consentPage(state: FakeGoogleState, query: URLSearchParams): string {
  const hidden = [...query]
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
  const buttons = [...state.accounts.keys()]
    .map(
      (email) =>
        `<button name="account" value="${escape(email)}">Continue as ${escape(email)}</button>`,
    )
    .join('<br>');
  return `<!doctype html><title>Sign in - Google Accounts</title><form method="post" action="/o/oauth2/v2/auth/decide">${hidden}<p>Family Dinner Planner wants to see your calendars.</p>${buttons}<br><button name="deny" value="1">Cancel</button></form>`;
}

function authorizationProblem(query: URLSearchParams): string | null {
  if (query.get('client_id') !== FAKE_GOOGLE_CLIENT.id) return 'unknown client_id';
  if (query.get('response_type') !== 'code') return 'response_type must be code';
  if (query.get('code_challenge_method') !== 'S256') return 'PKCE S256 required';
  if (!query.get('code_challenge') || !query.get('state') || !query.get('redirect_uri'))
    return 'code_challenge, state and redirect_uri required';
  if (!query.get('scope')?.split(' ').includes(READONLY)) return 'calendar.readonly scope missing';
  return null;
}

function tokenAnswer(state: FakeGoogleState, email: string, withRefresh: boolean) {
  const { accessToken, refreshToken } = state.issueTokens(email, withRefresh);
  return {
    access_token: accessToken,
    expires_in: state.accessTokenLifetimeSeconds,
    token_type: 'Bearer',
    scope: READONLY,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
  };
}

function clientAuthenticated(req: IncomingMessage, form: URLSearchParams): boolean {
  const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
  const [id, secret] = basic
    ? Buffer.from(basic, 'base64').toString('utf8').split(':')
    : [form.get('client_id'), form.get('client_secret')];
  return id === FAKE_GOOGLE_CLIENT.id && secret === FAKE_GOOGLE_CLIENT.secret;
}

function handleToken(state: FakeGoogleState, req: IncomingMessage, form: URLSearchParams) {
  if (!clientAuthenticated(req, form)) return [401, { error: 'invalid_client' }] as const;
  if (form.get('grant_type') === 'authorization_code') {
    const code = state.codes.get(form.get('code') ?? '');
    state.codes.delete(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (!code || code.expiresAt < Date.now() || code.challenge !== challenge)
      return [400, { error: 'invalid_grant', error_description: 'Bad code or verifier.' }] as const;
    if (code.redirectUri !== form.get('redirect_uri'))
      return [400, { error: 'redirect_uri_mismatch' }] as const;
    return [200, tokenAnswer(state, code.email, true)] as const;
  }
  if (form.get('grant_type') === 'refresh_token') {
    const email = state.refreshTokens.get(form.get('refresh_token') ?? '');
    if (!email)
      return [
        400,
        { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
      ] as const;
    return [200, tokenAnswer(state, email, false)] as const;
  }
  return [400, { error: 'unsupported_grant_type' }] as const;
}

function page<T>(items: T[], pageToken: string | null, size: number) {
  const offset = pageToken ? Number(pageToken) : 0;
  const slice = items.slice(offset, offset + size);
  const next = offset + size < items.length ? String(offset + size) : null;
  return { slice, next };
}

const instant = (t: FakeEvent['start']) =>
  Date.parse('dateTime' in t ? t.dateTime : `${t.date}T00:00:00Z`);

function handleEvents(
  state: FakeGoogleState,
  email: string,
  calendarId: string,
  query: URLSearchParams,
): readonly [number, unknown] {
  const account = state.account(email);
  const events = account.events.get(calendarId);
  if (!events) return [404, { error: { code: 404, message: 'Not Found' } }];
  let list = [...events.values()].sort((a, b) => a.changedAt - b.changedAt);
  const syncToken = query.get('syncToken');
  if (syncToken) {
    if (query.has('timeMin') || query.has('timeMax'))
      return [400, { error: { code: 400, message: 'syncToken with timeMin/timeMax' } }];
    const issued = state.syncTokens.get(syncToken);
    if (!issued || issued.calendarId !== calendarId || issued.at < account.syncTokensValidFrom)
      return [
        410,
        {
          error: { code: 410, message: 'Sync token is no longer valid, a full sync is required.' },
        },
      ];
    list = list.filter((e) => e.changedAt >= issued.at);
  } else {
    const min = Date.parse(query.get('timeMin') ?? '');
    const max = Date.parse(query.get('timeMax') ?? '');
    list = list.filter(
      (e) =>
        e.status !== 'cancelled' &&
        (Number.isNaN(max) || instant(e.start) < max) &&
        (Number.isNaN(min) || instant(e.end) > min),
    );
  }
  const { slice, next } = page(list, query.get('pageToken'), state.pageSize);
  const body: Record<string, unknown> = {
    kind: 'calendar#events',
    items: slice.map(({ changedAt: _changedAt, ...event }) => event),
  };
  if (next) body.nextPageToken = next;
  else {
    const token = randomToken('sync');
    state.syncTokens.set(token, { email, calendarId, at: state.counter });
    body.nextSyncToken = token;
  }
  return [200, body];
}

async function route(
  state: FakeGoogleState,
  signIn: FakeGoogleSignIn,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const path = url.pathname;
  const answer = (reply: readonly [number, unknown, Record<string, string>?]) =>
    send(res, reply[0], reply[1], undefined, reply[2]);
  if (path.startsWith('/__fake/')) return handleControl(state, req, res, path, await readBody(req));
  if (req.method === 'GET' && path === '/o/oauth2/v2/auth' && isSignInRequest(url.searchParams))
    return answer(signIn.consent(url.searchParams));
  if (req.method === 'GET' && path === '/o/oauth2/v2/approve')
    return answer(signIn.approve(url.searchParams));
  if (req.method === 'GET' && path === '/v1/userinfo') return answer(signIn.userinfo(req));
  if (req.method === 'GET' && path === '/o/oauth2/v2/auth') {
    state.lastAuthorization = Object.fromEntries(url.searchParams);
    const problem = authorizationProblem(url.searchParams);
    if (problem) return send(res, 400, `Error 400: invalid_request (${problem})`, 'text/plain');
    return send(res, 200, consentPage(state, url.searchParams), 'text/html');
  }
  if (req.method === 'POST' && path === '/o/oauth2/v2/auth/decide') {
    const form = new URLSearchParams(await readBody(req));
    const back = new URL(form.get('redirect_uri') ?? '');
    back.searchParams.set('state', form.get('state') ?? '');
    const email = form.get('account');
    if (form.get('deny') || !email) back.searchParams.set('error', 'access_denied');
    else {
      const code = randomToken('code');
      state.codes.set(code, {
        email,
        challenge: form.get('code_challenge') ?? '',
        redirectUri: form.get('redirect_uri') ?? '',
        scope: form.get('scope') ?? '',
        expiresAt: Date.now() + 60_000,
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() });
    return res.end();
  }
  if (req.method === 'POST' && path === '/token') {
    const form = new URLSearchParams(await readBody(req));
    const signedIn = signIn.token(req, form);
    if (signedIn) return answer(signedIn);
    const [status, body] = handleToken(state, req, form);
    return send(res, status, body);
  }
  if (req.method === 'POST' && path === '/revoke') {
    const token = new URLSearchParams(await readBody(req)).get('token') ?? '';
    const email = state.refreshTokens.get(token) ?? state.accessTokens.get(token)?.email;
    if (!email) return send(res, 400, { error: 'invalid_token' });
    state.revokeGrant(email);
    return send(res, 200, {});
  }
  const calendarPath = path.match(
    /^\/calendar\/v3\/(?:users\/me\/calendarList|calendars\/([^/]+)\/events)$/,
  );
  if (req.method === 'GET' && calendarPath) {
    const email = state.bearer(req.headers.authorization);
    const calendarId = calendarPath[1] ? decodeURIComponent(calendarPath[1]) : null;
    const [status, body] = !email
      ? ([401, { error: { code: 401, message: 'Invalid Credentials' } }] as const)
      : calendarId
        ? handleEvents(state, email, calendarId, url.searchParams)
        : ([200, calendarList(state, email, url.searchParams)] as const);
    if (email) {
      state.record(email, {
        path,
        calendarId,
        query: Object.fromEntries(url.searchParams),
        status,
      });
    }
    return send(res, status, body);
  }
  send(res, 404, { error: { code: 404, message: 'Not Found' } });
}

function calendarList(state: FakeGoogleState, email: string, query: URLSearchParams) {
  const all = state.account(email).calendars.map((c) => ({
    id: c.id,
    summary: c.summary,
    ...(c.primary ? { primary: true } : {}),
  }));
  const { slice, next } = page(all, query.get('pageToken'), state.pageSize);
  return { kind: 'calendar#calendarList', items: slice, ...(next ? { nextPageToken: next } : {}) };
}

export async function startFakeGoogleCalendar(port: number) {
  const state = new FakeGoogleState();
  const signIn = new FakeGoogleSignIn();
  const server = createServer((req, res) => {
    route(state, signIn, req, res).catch((error: unknown) =>
      send(res, 500, { error: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
