import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { calendarConfig } from '#server/calendar/calendar-config.ts';
import { EnvError, parseEnv } from '#server/env.ts';
import type { AppDeps } from '#server/http/app-env.ts';
import { handleError } from '#server/http/errors.ts';
import { calendarRoutes } from '#server/calendar/routes.ts';

const key = Buffer.alloc(32, 1).toString('base64');

describe('calendar configuration', () => {
  it('is off without the Google client or the token key', () => {
    expect(calendarConfig(parseEnv({}))).toBeNull();
    expect(
      calendarConfig(parseEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })),
    ).toBeNull();
  });

  it('defaults to Google’s endpoints and the public address for the callback', () => {
    const config = calendarConfig(
      parseEnv({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        CALENDAR_TOKEN_KEY: key,
        PUBLIC_URL: 'https://dinner.example/',
      }),
    );
    expect(config).toMatchObject({
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      revokeUrl: 'https://oauth2.googleapis.com/revoke',
      apiRootUrl: 'https://www.googleapis.com/',
      redirectUri: 'https://dinner.example/api/calendar/oauth/callback',
      syncIntervalMs: 300_000,
    });
    expect(config?.tokenKey).toHaveLength(32);
  });

  it('stops on half a Google client or a key that is not 32 bytes', () => {
    expect(() => calendarConfig(parseEnv({ GOOGLE_CLIENT_ID: 'id' }))).toThrow(EnvError);
    expect(() => parseEnv({ CALENDAR_TOKEN_KEY: 'short' })).toThrow(/CALENDAR_TOKEN_KEY/);
  });
});

describe('calendar routes without Google configured', () => {
  it('answer 404 with a code the Settings screen understands', async () => {
    const deps = { env: parseEnv({}), calendar: null } as AppDeps;
    const app = new Hono().route('/calendar', calendarRoutes(deps)).onError(handleError);
    for (const [method, path] of [
      ['GET', '/calendar/status'],
      ['GET', '/calendar/authorize'],
      ['POST', '/calendar/sync'],
    ] as const) {
      const response = await app.request(path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'CALENDAR_NOT_CONFIGURED' } });
    }
  });
});
