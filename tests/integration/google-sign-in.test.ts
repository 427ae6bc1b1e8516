// Continue with Google against a fake Google on loopback: PKCE and state checks, linking
// by Google's subject id, and matching an existing account by email only when Google
// says the email is verified.
import { describe, expect, it, inject } from 'vitest';
import { ApiClient, newSignedInAccount, uniqueEmail } from './support/api-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

type GoogleChoice = { email: string; sub?: string; email_verified?: boolean };

/** Runs the redirect dance like a browser: our start URL, Google's consent, our callback. */
async function googleSignIn(
  choice: GoogleChoice,
  options: { intent?: 'signin' | 'signup'; tamper?: (callback: URL) => void } = {},
) {
  const base = inject('appUrl');
  const start = await fetch(`${base}/api/auth/google?intent=${options.intent ?? 'signin'}`, {
    redirect: 'manual',
  });
  expect(start.status).toBe(302);
  const flowCookie = start.headers.get('set-cookie')?.split(';')[0] ?? '';
  const authorize = new URL(start.headers.get('location') ?? '');
  expect(authorize.origin).toBe(inject('fakeGoogleUrl'));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')).toBe('openid email profile');

  const approve = new URL('/o/oauth2/v2/approve', authorize);
  for (const name of ['client_id', 'redirect_uri', 'state', 'code_challenge'])
    approve.searchParams.set(name, authorize.searchParams.get(name) ?? '');
  approve.searchParams.set('email', choice.email);
  if (choice.sub) approve.searchParams.set('sub', choice.sub);
  if (choice.email_verified !== false) approve.searchParams.set('email_verified', 'true');
  const consent = await fetch(approve, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location') ?? '');
  options.tamper?.(callback);

  const done = await fetch(callback, { redirect: 'manual', headers: { cookie: flowCookie } });
  const sessionCookie = done.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('session='));
  const api = new ApiClient();
  api.cookie = sessionCookie ?? null;
  return { location: done.headers.get('location'), api, signedIn: Boolean(sessionCookie) };
}

async function accountOf(email: string) {
  const [row] = await sql<
    { id: string; google_sub: string | null; password_hash: string | null }[]
  >`
    SELECT id, google_sub, password_hash FROM private.account WHERE email = ${email}`;
  return row;
}

describe('Continue with Google', () => {
  it('is offered when configured', async () => {
    // The test stack opens sign-up (tests/support/test-stack.ts).
    expect((await new ApiClient().get('/auth/options')).body).toEqual({
      google: true,
      open_signup: true,
    });
  });

  it('creates an account for a new Google user and signs in on the dashboard', async () => {
    const email = uniqueEmail('google-new');
    const result = await googleSignIn({ email, sub: `sub-${email}` }, { intent: 'signup' });
    expect(result.location).toBe('/dashboard');
    const session = await result.api.get<{ email: string; family_id: null }>('/auth/session');
    expect(session.body).toMatchObject({ email, family_id: null });
    expect((await accountOf(email))?.google_sub).toBe(`sub-${email}`);
  });

  it('links an existing verified account by email when Google says it is verified', async () => {
    const { email } = await newSignedInAccount();
    const before = await accountOf(email);
    const result = await googleSignIn({ email, sub: `sub-${email}` });
    expect(result.location).toBe('/dashboard');
    const session = await result.api.get<{ user_id: string }>('/auth/session');
    expect(session.body.user_id).toBe(before?.id);
    // The password still works alongside Google.
    expect((await accountOf(email))?.password_hash).toBe(before?.password_hash);
  });

  it('refuses to match by email when Google does not call the email verified', async () => {
    const { email } = await newSignedInAccount();
    const result = await googleSignIn({ email, sub: `sub-${email}`, email_verified: false });
    expect(result.location).toBe('/login?google_error=1');
    expect(result.signedIn).toBe(false);
    expect((await accountOf(email))?.google_sub).toBeNull();
    const signup = await googleSignIn(
      { email: uniqueEmail('unverified'), email_verified: false },
      { intent: 'signup' },
    );
    expect(signup.location).toBe('/signup?google_error=1');
  });

  it('signs in by subject id even after the Google address changes', async () => {
    const email = uniqueEmail('google-sub');
    const first = await googleSignIn({ email, sub: `stable-${email}` });
    const firstUser = (await first.api.get<{ user_id: string }>('/auth/session')).body.user_id;
    const later = await googleSignIn({ email: uniqueEmail('renamed'), sub: `stable-${email}` });
    expect((await later.api.get<{ user_id: string }>('/auth/session')).body.user_id).toBe(
      firstUser,
    );
  });

  it('takes over an unverified password account and drops its password', async () => {
    const email = uniqueEmail('squatted');
    // Someone signed up with this address without ever proving it.
    await new ApiClient().post('/auth/signup', { email, password: 'squatter-1' });
    const result = await googleSignIn({ email });
    expect(result.location).toBe('/dashboard');
    expect((await accountOf(email))?.password_hash).toBeNull();
    const squatter = await new ApiClient().post('/auth/login', { email, password: 'squatter-1' });
    expect(squatter.status).toBe(401);
  });

  it('refuses a callback whose state does not match, or that has no flow cookie', async () => {
    const email = uniqueEmail('csrf');
    const forged = await googleSignIn(
      { email },
      { tamper: (callback) => callback.searchParams.set('state', 'forged-state') },
    );
    expect(forged.location).toBe('/login?google_error=1');
    expect(forged.signedIn).toBe(false);
    expect(await accountOf(email)).toBeUndefined();

    const noCookie = await fetch(`${inject('appUrl')}/api/auth/google/callback?code=x&state=y`, {
      redirect: 'manual',
    });
    expect(noCookie.headers.get('location')).toBe('/login?google_error=1');
  });

  it('refuses a stolen code redeemed by another browser’s flow (PKCE)', async () => {
    const email = uniqueEmail('pkce');
    let stolen: URL | undefined;
    // The code is intercepted before the victim's browser can use it.
    await googleSignIn(
      { email },
      {
        tamper: (callback) => {
          stolen = new URL(callback);
          callback.searchParams.set('code', 'spoiled');
        },
      },
    );
    // The thief starts a flow of their own (their state, their verifier) and feeds it the code.
    const start = await fetch(`${inject('appUrl')}/api/auth/google`, { redirect: 'manual' });
    const cookie = start.headers.get('set-cookie')?.split(';')[0] ?? '';
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    stolen!.searchParams.set('state', state);
    const replay = await fetch(stolen!, { redirect: 'manual', headers: { cookie } });
    expect(replay.headers.get('location')).toBe('/login?google_error=1');
    expect(await accountOf(email)).toBeUndefined();
  });
});
