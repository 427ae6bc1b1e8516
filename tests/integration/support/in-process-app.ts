// A second app on the integration database, in this process, with its own environment
// (e.g. Twilio pointed at a fake): requests go straight to Hono with a chosen caller
// address, so per-address limits can be tested without real network addresses.
import { inject } from 'vitest';
import { createAppDeps } from '#server/app-deps.ts';
import { createApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { parseEnv } from '#server/env.ts';

export const IN_PROCESS_ORIGIN = 'https://dinner.example';

export type InProcessApp = {
  request: <T = unknown>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; address?: string },
  ) => Promise<{ status: number; body: T }>;
  /** The raw answer to any request, for callers that need headers or non-JSON bodies. */
  fetch: (path: string, init?: RequestInit, address?: string) => Promise<Response>;
  /** The Hono app itself, e.g. to list its routes. */
  app: ReturnType<typeof createApp>;
  stop: () => Promise<void>;
};

export function inProcessApp(
  extraEnv: Record<string, string>,
  /** `serveClient`: the built client's routes too, as `npm start` has them. */
  options: { serveClient?: boolean } = {},
): InProcessApp {
  const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: IN_PROCESS_ORIGIN, ...extraEnv });
  const sql = connect(inject('databaseUrl'));
  const app = createApp(
    createAppDeps(env, sql, () => {}),
    { zeroCacheUrls: ['http://127.0.0.1:9'], serveClient: options.serveClient ?? false },
  );
  return {
    app,
    fetch: async (path, init, address = '192.0.2.1') =>
      app.request(path, init, { incoming: { socket: { remoteAddress: address } } }),
    async request(method, path, options = {}) {
      const response = await app.request(
        `/api${path}`,
        {
          method,
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        },
        { incoming: { socket: { remoteAddress: options.address ?? '192.0.2.1' } } },
      );
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as never };
    },
    stop: () => sql.end({ timeout: 2 }),
  };
}

export { uniqueAddress, uniquePhone } from '../../support/unique.ts';
