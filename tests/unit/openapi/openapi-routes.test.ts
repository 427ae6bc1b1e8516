// The OpenAPI document is made from the routes themselves: it covers every route the app
// serves under /api and nothing else, every operation says what it answers (a typed body,
// not `{}`) and what it refuses (a 4xx with its codes), and its examples are valid bodies.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { docsPage } from '#server/openapi/docs-page.ts';
import { openApiPath } from '#server/openapi/openapi-document.ts';
import { appWithoutDatabase } from '../../support/api-app.ts';

type Media = { schema?: Record<string, unknown>; example?: unknown };
type Operation = {
  parameters?: { name: string; in: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
  security?: unknown[];
};
type Document = {
  openapi: string;
  info: { license?: { name: string } };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const app = appWithoutDatabase();
const document = (await (await app.request('/api/openapi.json')).json()) as Document;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

/** A route that answers only a redirect, and the public reads that refuse nothing. */
const NO_2XX = ['get /api/auth/verify-email'];
const NO_4XX = [
  'get /api/health',
  'get /api/version',
  'get /api/features',
  'get /api/openapi.json',
  'get /api/docs',
  'get /api/auth/options',
];

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with its license and this server', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.license?.name).toBeTruthy();
    expect(document.servers).toEqual([
      { url: 'http://localhost:3000', description: 'This server' },
    ]);
  });

  it('has exactly the routes the app serves under /api', () => {
    const routes = new Set<string>();
    for (const { method, path } of app.routes)
      if (path.startsWith('/api/') && method !== 'ALL' && !path.includes('*'))
        routes.add(`${method.toLowerCase()} ${openApiPath(path)}`);
    const documented = operations.map(({ method, path }) => `${method} ${path}`);
    expect(routes.size).toBeGreaterThan(80);
    expect([...routes].filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !routes.has(route))).toEqual([]);
  });

  it('types every JSON answer, and gives each operation a success and a 4xx', () => {
    const untyped: string[] = [];
    for (const { method, path, operation } of operations) {
      const key = `${method} ${path}`;
      const statuses = Object.keys(operation.responses);
      if (!NO_2XX.includes(key))
        expect(
          statuses.some((s) => /^2/.test(s)),
          key,
        ).toBe(true);
      if (!NO_4XX.includes(key))
        expect(
          statuses.some((s) => /^4/.test(s)),
          key,
        ).toBe(true);
      for (const [status, answer] of Object.entries(operation.responses)) {
        const schema = answer.content?.['application/json']?.schema;
        if (schema && !Object.keys(schema).length) untyped.push(`${key} ${status}`);
      }
    }
    expect(untyped).toEqual([]);
  });

  it('lists the error codes of each 4xx, and signing in and token scopes on each route', () => {
    const refused = (path: string, method: string, status: string) => {
      const schema = document.paths[path]![method]!.responses[status]!.content!['application/json']!
        .schema as { properties: { error: { properties: { code: { enum: string[] } } } } };
      return schema.properties.error.properties.code.enum;
    };
    expect(refused('/api/dishes/{id}', 'get', '404')).toEqual(['NOT_FOUND']);
    expect(refused('/api/dishes/{id}', 'get', '401')).toEqual(['NOT_SIGNED_IN']);
    expect(refused('/api/dishes', 'post', '403')).toEqual(
      expect.arrayContaining(['TOKEN_SCOPE_MISSING', 'FORBIDDEN_ORIGIN']),
    );
    expect(refused('/api/api-tokens', 'get', '403')).toEqual(['TOKEN_NOT_ALLOWED']);
    expect(refused('/api/shopping-items', 'post', '400')).toEqual(
      expect.arrayContaining(['INVALID_INPUT', 'ITEM_NAME_REQUIRED']),
    );
  });

  it('answers what the handlers answer (the contradictions found from outside)', () => {
    const statuses = (path: string, method: string) =>
      Object.keys(document.paths[path]![method]!.responses).filter((s) => /^[23]/.test(s));
    expect(statuses('/api/dishes/{id}', 'patch')).toEqual(['204']);
    expect(statuses('/api/meals/{id}', 'patch')).toEqual(['204']);
    expect(statuses('/api/family/setup', 'get')).toEqual(['200', '204']);
    expect(statuses('/api/auth/verify-email', 'get')).toEqual(['302']);
    const dish = document.paths['/api/dishes/{id}']!.get!.responses['200']!.content![
      'application/json'
    ]!.schema as { properties: Record<string, unknown>; required: string[] };
    expect(dish.properties).not.toHaveProperty('id');
    expect(dish.required).toEqual(expect.arrayContaining(['dish_id', 'rating_count']));
    const parameter = (path: string, name: string) =>
      document.paths[path]!.get!.parameters!.find((p) => p.name === name);
    expect(parameter('/api/dishes/leftovers', 'date')).toMatchObject({ required: true });
    expect(parameter('/api/shopping-items/autocomplete', 'q')).toBeDefined();
    expect(parameter('/api/dishes/{id}/photo/{photo}/{size}', 'size')?.schema.enum).toEqual([
      'small',
      'medium',
      'large',
    ]);
  });

  it('describes the bodies with the schemas the routes validate with', () => {
    const body = document.paths['/api/shopping-items']!.post!.requestBody!.content[
      'application/json'
    ]!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['name', 'quantity']));
    const token = document.paths['/api/api-tokens']!.post!.requestBody!.content['application/json']!
      .schema as { properties: { name: { maxLength: number } } };
    expect(token.properties.name.maxLength).toBe(80);
  });

  it('gives examples that its own schemas accept', () => {
    const ajv = new Ajv2020({ strict: false });
    const invalid: string[] = [];
    for (const { method, path, operation } of operations) {
      const media = [
        operation.requestBody?.content['application/json'],
        ...Object.values(operation.responses).map((r) => r.content?.['application/json']),
      ];
      for (const m of media)
        if (m?.schema && m.example !== undefined && !ajv.validate(m.schema, m.example))
          invalid.push(`${method} ${path}: ${ajv.errorsText()}`);
    }
    expect(invalid).toEqual([]);
  });

  it('gives the values of GET /api/meals?period= and its default, in the page too', () => {
    const meals = document.paths['/api/meals']!.get!;
    expect(meals.parameters).toEqual([
      expect.objectContaining({
        name: 'period',
        in: 'query',
        schema: expect.objectContaining({
          enum: ['NEXT_7_DAYS', 'THIS_WEEK', 'NEXT_WEEK'],
          default: 'NEXT_7_DAYS',
        }),
      }),
    ]);
    const page = docsPage(document as never);
    expect(page).toContain(
      '<li><code>period</code>: <code>NEXT_7_DAYS</code>, <code>THIS_WEEK</code>, ' +
        '<code>NEXT_WEEK</code> (default <code>NEXT_7_DAYS</code>)',
    );
  });
});
