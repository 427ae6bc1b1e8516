// Routes that exist only when configured: Google sign-in (with GOOGLE_CLIENT_ID/SECRET)
// and the development outbox page (outbox mail, not production, loopback only).
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { AbuseLimits } from '#server/auth/abuse-limits.ts';
import type { SessionStore } from '#server/auth/sessions.ts';
import { parseEnv } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { ShardDirectory } from '#server/shards/shard-directory.ts';
import type { ZeroDatabase } from '#server/zero/zero-database.ts';

function appWith(vars: Record<string, string>, mailMode: Mailer['mode'] = 'outbox') {
  const unused = () => {
    throw new Error('not used by these routes');
  };
  const deps: AppDeps = {
    env: parseEnv(vars),
    sql: unused as never,
    zeroDb: {} as ZeroDatabase,
    sessions: { validate: async () => null } as unknown as SessionStore,
    mailer: { mode: mailMode, send: unused, sendLater: unused, flush: async () => {} },
    limits: {} as AbuseLimits,
    sms: { via: 'outbox', send: unused },
    calendar: null,
    assistant: null,
    photos: { put: unused, get: unused, remove: unused },
    shards: {} as ShardDirectory,
  };
  return createApp(deps, { zeroCacheUrls: ['http://127.0.0.1:1'], serveClient: false });
}

const GOOGLE = {
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'secret',
  GOOGLE_OAUTH_AUTHORIZATION_URL: 'http://127.0.0.1:9/auth',
};

describe('Google sign-in', () => {
  it('is hidden and its routes absent when not configured', async () => {
    const app = appWith({});
    expect(await (await app.request('/api/auth/options')).json()).toEqual({
      google: false,
      open_signup: false,
    });
    expect((await app.request('/api/auth/google')).status).toBe(404);
    expect((await app.request('/api/auth/google/callback?code=x&state=y')).status).toBe(404);
  });

  it('redirects to the configured endpoint with PKCE (S256), state and a flow cookie', async () => {
    const app = appWith({ ...GOOGLE, PUBLIC_URL: 'https://planner.example' });
    expect(await (await app.request('/api/auth/options')).json()).toEqual({
      google: true,
      open_signup: false,
    });
    const start = await app.request('/api/auth/google?intent=signup');
    expect(start.status).toBe(302);
    const to = new URL(start.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe('http://127.0.0.1:9/auth');
    expect(to.searchParams.get('redirect_uri')).toBe(
      'https://planner.example/api/auth/google/callback',
    );
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    const cookie = start.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`google_oauth=${to.searchParams.get('state')}.`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toContain('Path=/api/auth/google');
  });
});

describe('development outbox page', () => {
  it('exists only for outbox mail outside production on loopback', async () => {
    const hidden = [
      appWith({ NODE_ENV: 'production' }),
      appWith({ HOST: '0.0.0.0' }),
      appWith({}, 'smtp'),
    ];
    for (const app of hidden) expect((await app.request('/api/dev/outbox')).status).toBe(404);
  });

  it('gives a request through a reverse proxy on the same host nothing without the key', async () => {
    // The server listens on loopback; the proxy's requests arrive from loopback too.
    const app = appWith({ DEV_OUTBOX_KEY: 'the-operators-outbox-key' });
    const proxied = { 'x-forwarded-for': '203.0.113.9', host: 'planner.example' };
    for (const path of [
      '/api/dev/outbox',
      '/api/dev/outbox?format=json',
      '/api/dev/outbox?key=guessed-outbox-key-000',
      '/api/dev/sms-outbox',
    ]) {
      const response = await app.request(path, { headers: proxied });
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toMatch(/https?:\/\//);
    }
  });
});

describe('GET /api/features', () => {
  it('says which optional features are on, so the client calls none that are off', async () => {
    expect(await (await appWith({}).request('/api/features')).json()).toEqual({
      google_sign_in: false,
      calendar: false,
      assistant: false,
    });
    const configured = appWith({
      ...GOOGLE,
      CALENDAR_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    });
    expect(await (await configured.request('/api/features')).json()).toEqual({
      google_sign_in: true,
      calendar: true,
      assistant: true,
    });
  });
});
