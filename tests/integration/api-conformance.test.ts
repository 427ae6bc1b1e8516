// Conformance of the API to its OpenAPI document (docs/data-and-api.md "API documentation"):
// every documented operation is called anonymously, as a signed-in member (session) and with
// an API token of each scope, and every answer must be documented: its status among the
// operation's responses, its content type the documented one, its body valid for the
// documented JSON Schema (ajv). Tokens get exactly the access the document gives them
// (x-token-scope, or none), and the session gets a success wherever one is reachable here.
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CreatedApiToken } from '#domain/api-tokens/api-token-schemas.ts';
import { TOKEN_SCOPES } from '#domain/api-tokens/token-scopes.ts';
import { todayIn } from '#domain/time/family-dates.ts';
import type { Dish } from '#schema';
import { API_BODY_LIMIT } from '#server/http/body-limits.ts';
import { newFamilyMember } from './support/api-client.ts';
import { addChild } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';
import {
  problemOf as answerProblem,
  send,
  type Document,
  type Operation,
} from './support/openapi-conformance.ts';

type Caller = { name: string; headers: Record<string, string>; scopes?: readonly string[] };

const sql = testDatabase();
const baseUrl = inject('appUrl');
let document: Document;
let callers: Caller[];
let ids: Record<string, string>;

// Successes that need a part outside this stack, or a state the call itself refuses: the
// session's answer is still checked against the document.
const NO_SESSION_SUCCESS = new Set([
  'post /api/auth/first-family/check',
  'post /api/auth/signup',
  'post /api/auth/login',
  'post /api/auth/reset-password',
  'post /api/family/setup',
  'post /api/family/invitations/{token}/accept',
  'get /api/family/invitations/{token}',
  'post /api/family/import',
  'post /api/family/users/me/verify',
  'post /api/shopping-items/send-list',
  'post /api/sms/inbound',
  'post /api/dishes/from-url',
  'post /api/dishes/{id}/photo/from-recipe',
  'get /api/dishes/{id}/photo/{photo}/{size}',
  'post /api/dishes/ratings',
  'post /api/meals/{id}/ratings',
  'post /api/chat',
  'post /api/chat/proposals/{id}/apply',
  'post /api/chat/proposals/{id}/dismiss',
  'post /api/calendar/exchange-code',
  'get /api/calendar/calendars',
  'post /api/calendar/settings',
  'post /api/calendar/sync',
  'get /api/calendar-feed/{file}',
  'post /api/zero/query',
  'post /api/zero/mutate',
  'post /api/mcp',
  'get /api/mcp',
  'delete /api/mcp',
  // An assistant's sign-in under way and its connections: made by the OAuth flow
  // (tests/integration/mcp-sign-in.test.ts), not by this test.
  'get /api/oauth/requests/{token}',
  'post /api/oauth/requests/{token}/approve',
  'post /api/oauth/requests/{token}/deny',
  'delete /api/oauth/connections/{id}',
  'get /api/dev/outbox',
  'get /api/dev/sms-outbox',
]);

/** Routes whose body may be larger than the API's 1 MiB (photos, archives, Zero's batches). */
const LARGER_BODIES = new Set([
  'post /api/dishes/{id}/photo',
  'post /api/family/import',
  'post /api/zero/query',
  'post /api/zero/mutate',
]);

const NOT_401 = new Set(['get /api/calendar/authorize', 'get /api/dev/sms-outbox']);

/** Bodies other than the document's example, where the example would reach outside. */
const BODIES: Record<string, unknown> = {
  'post /api/dishes/from-url': { url: 'http://127.0.0.1:9/recipe' },
  'post /api/dishes/ratings': {
    meal_id: crypto.randomUUID(),
    dish_id: crypto.randomUUID(),
    rating: 4,
  },
};

/** The path with a row of the fixtures (or an unknown id) for each parameter. */
function pathFor(path: string): string {
  const segments = path.replace(/^\/api/, '').split('/');
  return segments
    .map((segment, i) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment;
      if (name === 'file') return 'aaaa.ics';
      return ids[`${segments[i - 1]}/${name}`] ?? ids[name] ?? crypto.randomUUID();
    })
    .join('/');
}

function queryFor(operation: Operation): string {
  const query = new URLSearchParams();
  for (const p of operation.parameters ?? [])
    if (p.in === 'query' && p.required)
      query.set(p.name, p.name === 'date' ? todayIn('UTC') : 'conformance');
  if (operation.parameters?.some((p) => p.name === 'q')) query.set('q', 'ba');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The document's example body of an operation, as JSON text. */
function bodyOf(operation: Operation): string | undefined {
  const media = operation.requestBody?.content['application/json'];
  return media ? JSON.stringify(media.example ?? {}) : undefined;
}

async function bodyFor(key: string, operation: Operation) {
  const content = operation.requestBody?.content;
  if (!content) return {};
  if (key in BODIES) return { body: JSON.stringify(BODIES[key]), type: 'application/json' };
  const [type, media] = Object.entries(content)[0]!;
  if (type === 'application/json')
    return { body: JSON.stringify(media.example ?? {}), type: 'application/json' };
  if (type === 'image/*') {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c2410c' },
    })
      .png()
      .toBuffer();
    return { body: new Uint8Array(png), type: 'image/png' };
  }
  return { body: 'Body=milk', type };
}

async function call(caller: Caller, method: string, path: string, operation: Operation) {
  const key = `${method} ${path}`;
  const { body, type } = await bodyFor(key, operation);
  const response = await fetch(`${baseUrl}/api${pathFor(path)}${queryFor(operation)}`, {
    method: method.toUpperCase(),
    headers: {
      origin: baseUrl,
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
      accept: path === '/api/mcp' ? 'application/json, text/event-stream' : '*/*',
      ...(type ? { 'content-type': type } : {}),
      ...caller.headers,
    },
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  return {
    status: response.status,
    text,
    problem: answerProblem(document, operation, response.status, contentType, text),
  };
}

beforeAll(async () => {
  document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Document;
  const member = await newFamilyMember('Conformance', 'Cora');
  const dish = await member.api.post<Dish>('/dishes', { name: 'Pho', ingredients: ['noodles'] });
  const meal = await member.api.post<{ meal_id: string }>('/meals', {
    meal_date: todayIn('UTC'),
    who_is_cooking: 'Home Cooked',
    dish_ids: [dish.body.dish_id],
  });
  const item = await member.api.post<{ id: string }>('/shopping-items', { name: 'basil' });
  const grownUp = await addChild(sql, member, 'Cody', '1990-05-06');
  const tokens: Record<string, CreatedApiToken> = {};
  for (const scope of TOKEN_SCOPES)
    tokens[scope] = (
      await member.api.post<CreatedApiToken>('/api-tokens', { name: scope, scopes: [scope] })
    ).body;
  const spare = await member.api.post<CreatedApiToken>('/api-tokens', { name: 'Spare' });
  ids = {
    'dishes/id': dish.body.dish_id,
    'meals/id': meal.body.meal_id ?? crypto.randomUUID(),
    'shopping-items/id': item.body.id,
    'users/id': grownUp,
    'api-tokens/id': spare.body.token_id,
    size: 'small',
  };
  callers = [
    { name: 'anonymous', headers: {} },
    { name: 'session', headers: { cookie: member.api.cookie! } },
    ...TOKEN_SCOPES.map((scope) => ({
      name: `token ${scope}`,
      headers: { authorization: `Bearer ${tokens[scope]!.token}` },
      scopes: [scope],
    })),
  ];
});

function deletionRank({ method, path }: { method: string; path: string }) {
  if (method !== 'delete') return 0;
  return path.includes('{') ? 1 : 2;
}

describe('every documented operation answers as documented', () => {
  it('for anonymous callers, sessions and a token of each scope', async () => {
    const operations = Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      )
      // Deletions last (a row's before its whole list's), so that calls find their rows.
      .sort((a, b) => deletionRank(a) - deletionRank(b));
    expect(operations.length).toBeGreaterThan(80);
    const problems: string[] = [];
    const seen = new Map<string, Set<number>>();
    for (const { path, method, operation } of operations) {
      const key = `${method} ${path}`;
      const scope = operation['x-token-scope'];
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      for (const caller of callers) {
        // Signing out would end the session the calls after it use.
        if (key === 'post /api/auth/logout' && caller.name === 'session') continue;
        const answer = await call(caller, method, path, operation);
        seen.set(key, (seen.get(key) ?? new Set()).add(answer.status));
        const where = `${key} as ${caller.name}: ${answer.status}`;
        if (answer.problem) problems.push(`${where}: ${answer.problem}`);
        if (caller.scopes && !isPublic) {
          const code = (JSON.parse(answer.text || '{}') as { error?: { code?: string } }).error
            ?.code;
          const expected = operation['x-token-refused']
            ? 'TOKEN_NOT_ALLOWED'
            : scope && !caller.scopes.includes(scope)
              ? 'TOKEN_SCOPE_MISSING'
              : undefined;
          if (expected && code !== expected) problems.push(`${where}: expected ${expected}`);
          if (!expected && answer.status === 403 && code?.startsWith('TOKEN_'))
            problems.push(`${where}: refused a token with the "${scope}" scope`);
        }
        if (caller.name === 'session' && !NO_SESSION_SUCCESS.has(key) && answer.status >= 400)
          problems.push(`${where}: no success for the session (${answer.text.slice(0, 120)})`);
        // Unsigned calls get 401 (the calendar popup's page says it could not start; the
        // development outbox answers 404 to anyone without its key).
        if (caller.name === 'anonymous' && !isPublic && answer.status !== 401)
          if (!NOT_401.has(key)) problems.push(`${where}: expected 401 NOT_SIGNED_IN`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(
    'gives the refusals every route shares where the document lists them',
    { timeout: 120_000 },
    async () => {
      const session = callers.find((caller) => caller.name === 'session')!;
      const problems: string[] = [];
      const probed = new Map<string, number>();
      const codesOf = (operation: Operation, status: string) =>
        (
          operation.responses[status]?.content?.['application/json']?.schema as
            { properties?: { error?: { properties?: { code?: { enum?: string[] } } } } } | undefined
        )?.properties?.error?.properties?.code?.enum ?? [];
      const probe = async (
        label: string,
        { method, path, operation }: { method: string; path: string; operation: Operation },
        request: { path?: string; body?: string; origin?: string },
        expected: string,
      ) => {
        probed.set(expected, (probed.get(expected) ?? 0) + 1);
        const answer = await send(
          `${baseUrl}/api${request.path ?? pathFor(path)}`,
          method.toUpperCase(),
          {
            origin: request.origin ?? baseUrl,
            'content-type': 'application/json',
            'x-forwarded-for': `10.8.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
            ...session.headers,
          },
          request.body,
        ).catch((error: Error) => ({ status: 0, type: '', text: error.message }));
        const { status, type, text } = answer;
        if (!status) return void problems.push(`${method} ${path} ${label}: ${text}`);
        const problem = answerProblem(document, operation, status, type, text);
        const code = (JSON.parse(text || '{}') as { error?: { code?: string } }).error?.code;
        const where = `${method} ${path} ${label}: ${status}`;
        if (problem) problems.push(`${where}: ${problem}`);
        else if (code !== expected)
          problems.push(`${where}: ${code ?? 'no code'}, not ${expected}`);
      };
      for (const [path, methods] of Object.entries(document.paths))
        for (const [method, operation] of Object.entries(methods)) {
          const op = { method, path, operation };
          const key = `${method} ${path}`;
          const write = method !== 'get';
          if (write && codesOf(operation, '403').includes('FORBIDDEN_ORIGIN'))
            await probe(
              'from another site',
              op,
              { origin: 'https://elsewhere.test' },
              'FORBIDDEN_ORIGIN',
            );
          // A DELETE with a body that large has its socket reset before any answer.
          if (
            write &&
            method !== 'delete' &&
            codesOf(operation, '413').includes('PAYLOAD_TOO_LARGE') &&
            !LARGER_BODIES.has(key)
          )
            await probe(
              'over the body limit',
              op,
              { body: `"${'x'.repeat(API_BODY_LIMIT)}"` },
              'PAYLOAD_TOO_LARGE',
            );
          if (operation.requestBody?.content['application/json'] && key !== 'post /api/mcp')
            await probe('with a body that is not JSON', op, { body: 'not json' }, 'INVALID_INPUT');
          if (path.includes('/{id}') && codesOf(operation, '404').includes('NOT_FOUND'))
            await probe(
              'for an unknown id',
              op,
              {
                path: pathFor(path).replace(/\/[0-9a-f-]{36}(?=\/|$)/, `/${crypto.randomUUID()}`),
                body: bodyOf(operation),
              },
              'NOT_FOUND',
            );
        }
      expect(problems).toEqual([]);
      expect(Object.fromEntries(probed)).toEqual({
        FORBIDDEN_ORIGIN: expect.any(Number),
        PAYLOAD_TOO_LARGE: expect.any(Number),
        INVALID_INPUT: expect.any(Number),
        NOT_FOUND: expect.any(Number),
      });
      expect([...probed.values()].reduce((a, b) => a + b)).toBeGreaterThan(100);
    },
  );
});
