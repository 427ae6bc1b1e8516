// Every route, walked with API tokens, against the one table of what a token may call
// (server/api-tokens/route-scopes.ts, docs/security.md "Who can do what"): a route the
// table does not list fails here, and is refused to tokens by the app.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { CreatedApiToken } from '#domain/api-tokens/api-token-schemas.ts';
import { TOKEN_SCOPES, type TokenScope } from '#domain/api-tokens/token-scopes.ts';
import { MCP_TOOL_SCOPES, ROUTE_ACCESS, routeAccess } from '#server/api-tokens/route-scopes.ts';
import { tokenScopeGuard } from '#server/api-tokens/token-scope-guard.ts';
import { assistantTools } from '#server/chat/tools/assistant-tools.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { handleError } from '#server/http/errors.ts';
import { fakeGoogleCalendarEnv } from '../support/fake-google-calendar.ts';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { IN_PROCESS_ORIGIN, inProcessApp, type InProcessApp } from './support/in-process-app.ts';

type Route = { method: string; path: string };

let app: InProcessApp;
/** The same app with the built client's routes, as `npm start` serves it. */
let withClient: InProcessApp;
let all: string;
let session: string;
const allBut = new Map<TokenScope, string>();

async function tokenWith(
  api: Awaited<ReturnType<typeof newFamilyMember>>['api'],
  scopes: TokenScope[],
) {
  const made = await api.post<CreatedApiToken>('/api-tokens', { name: scopes.join('+'), scopes });
  if (made.status !== 201) throw new Error(JSON.stringify(made.body));
  expect(made.body.scopes).toEqual(scopes);
  return made.body.token;
}

beforeAll(async () => {
  const member = await newFamilyMember('Scopes', 'Sam');
  session = member.api.token!;
  all = await tokenWith(member.api, [...TOKEN_SCOPES]);
  for (const scope of TOKEN_SCOPES)
    allBut.set(
      scope,
      await tokenWith(
        member.api,
        TOKEN_SCOPES.filter((s) => s !== scope),
      ),
    );
  app = inProcessApp({
    ...fakeGoogleCalendarEnv(inject('fakeGoogleCalendarUrl')),
    OPENAI_BASE_URL: `${inject('fakeOpenAIOrigin')}/v1`,
    OPENAI_API_KEY: 'test-key',
    OPENAI_MODEL: 'fake-model',
  });
  withClient = inProcessApp({}, { serveClient: true });
});

afterAll(async () => {
  await app?.stop();
  await withClient?.stop();
});

function routesOf(): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.app.routes) {
    if (method === 'ALL' && path.endsWith('*')) continue; // middleware and the catch-all
    if (!path.startsWith('/api/')) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

const filled = (path: string) =>
  path.replace(/:file\{[^}]*\}/, 'abcd.ics').replace(/:[A-Za-z_]+(\{[^}]*\})?/g, 'x');

async function send(route: Route, token: string, on: InProcessApp = app) {
  const response = await on.fetch(filled(route.path), {
    method: route.method,
    headers: {
      'content-type': 'application/json',
      origin: IN_PROCESS_ORIGIN,
      authorization: `Bearer ${token}`,
    },
    body: route.method === 'GET' ? undefined : '{}',
  });
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as ErrorBody).error?.code;
  } catch {
    code = undefined;
  }
  return { status: response.status, code };
}

const TOKEN_REFUSALS = ['TOKEN_NOT_ALLOWED', 'TOKEN_SCOPE_MISSING'];

describe('what an API token may call', () => {
  it('lists every route of the app in the table, and only routes of the app', () => {
    const routes = routesOf();
    expect(routes.length).toBeGreaterThan(80);
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('refuses or allows each route exactly as the table says', { timeout: 60_000 }, async () => {
    const wrong: string[] = [];
    for (const route of routesOf()) {
      const access = routeAccess(route.method, route.path);
      const key = `${route.method} ${route.path}`;
      if (access === 'member' || access === undefined) {
        const answer = await send(route, all);
        if (answer.code !== 'TOKEN_NOT_ALLOWED')
          wrong.push(`${key} with every scope: ${answer.code}`);
        continue;
      }
      if (access !== 'public') {
        const without = await send(route, allBut.get(access)!);
        if (without.code !== 'TOKEN_SCOPE_MISSING')
          wrong.push(`${key} without ${access}: ${without.status} ${without.code}`);
      }
      const granted = await send(route, all);
      if (granted.status === 401 || TOKEN_REFUSALS.includes(granted.code ?? ''))
        wrong.push(`${key} with every scope: ${granted.status} ${granted.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 404 to a path no route has, for a token as for a session', async () => {
    const unknown: Route[] = [
      { method: 'GET', path: '/api/dishess' },
      { method: 'GET', path: '/api/dishes/' },
      { method: 'GET', path: '/api/shopping-items/' },
      { method: 'GET', path: '/api/nothing/here' },
      { method: 'POST', path: '/api/meals/x/nothing' },
      { method: 'DELETE', path: '/api/family' },
    ];
    const answers: string[] = [];
    for (const route of unknown)
      for (const [who, token] of [
        ['token', all],
        ['session', session],
      ] as const) {
        const answer = await send(route, token, withClient);
        answers.push(`${route.method} ${route.path} ${who}: ${answer.status} ${answer.code}`);
      }
    expect(answers).toEqual(
      unknown.flatMap((route) =>
        ['token', 'session'].map((who) => `${route.method} ${route.path} ${who}: 404 NOT_FOUND`),
      ),
    );
    // A route that is there but is a member's own still refuses tokens.
    const memberOnly = await send({ method: 'GET', path: '/api/api-tokens' }, all, withClient);
    expect(memberOnly).toEqual({ status: 403, code: 'TOKEN_NOT_ALLOWED' });
    expect(
      (await send({ method: 'GET', path: '/api/api-tokens' }, session, withClient)).status,
    ).toBe(200);
  });

  it('refuses tokens on a route added without an entry', async () => {
    const caller = {
      userID: 'u',
      familyID: 'f',
      familyUserID: 'm',
      email: 'a@example.test',
      sessionID: null,
      apiTokenID: 't',
      apiTokenScopes: [...TOKEN_SCOPES],
      viaCookie: false,
    };
    const added = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('caller', caller);
        await next();
      })
      .use(tokenScopeGuard())
      .get('/api/something-new', (c) => c.text('open'))
      .all('/api/anything-new', (c) => c.text('open'));
    added.onError(handleError);
    for (const [method, path] of [
      ['GET', '/api/something-new'],
      ['POST', '/api/anything-new'],
    ] as const) {
      const response = await added.request(path, { method });
      expect(response.status).toBe(403);
      expect(((await response.json()) as ErrorBody).error.code).toBe('TOKEN_NOT_ALLOWED');
    }
  });

  it('names a scope for every MCP tool', () => {
    expect(assistantTools.map((tool) => tool.name).sort()).toEqual(
      Object.keys(MCP_TOOL_SCOPES).sort(),
    );
  });
});
