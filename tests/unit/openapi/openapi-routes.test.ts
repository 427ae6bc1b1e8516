// The OpenAPI document covers every route the app serves under /api, and is valid enough
// for tools: OpenAPI 3.1, one operation per method and path, JSON Schemas for bodies.
import { describe, expect, it } from 'vitest';
import { createAppDeps } from '#server/app-deps.ts';
import { createApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { parseEnv } from '#server/env.ts';
import { docsPage } from '#server/openapi/docs-page.ts';
import { openApiDocument, openApiPath } from '#server/openapi/openapi-document.ts';

type Paths = Record<string, Record<string, { requestBody?: unknown }>>;

function appRoutes() {
  // Listing routes opens no connection: the pool connects on the first query only.
  const sql = connect('postgres://nobody@127.0.0.1:9/none');
  const env = parseEnv({ NODE_ENV: 'test' });
  const app = createApp(
    createAppDeps(env, sql, () => {}),
    {
      zeroCacheUrls: ['http://127.0.0.1:9'],
      serveClient: false,
    },
  );
  const routes = new Set<string>();
  for (const { method, path } of app.routes)
    if (path.startsWith('/api/') && method !== 'ALL' && !path.includes('*'))
      routes.add(`${method.toLowerCase()} ${openApiPath(path)}`);
  return [...routes];
}

describe('OpenAPI document', () => {
  const document = openApiDocument('http://localhost:3000') as { openapi: string; paths: Paths };

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every route the app serves under /api', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method} ${path}`),
      ),
    );
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('describes the bodies with the schemas the routes validate with', () => {
    const body = document.paths['/api/shopping-items']!.post!.requestBody as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(body.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'quantity']),
    );
    const token = document.paths['/api/api-tokens']!.post!.requestBody as {
      content: { 'application/json': { schema: { properties: { name: { maxLength: number } } } } };
    };
    expect(token.content['application/json'].schema.properties.name.maxLength).toBe(80);
  });

  it('gives the values of GET /api/meals?period= and its default, in the page too', () => {
    const meals = document.paths['/api/meals']!.get as unknown as {
      parameters: { name: string; in: string; schema: { enum: string[]; default: string } }[];
    };
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
    const page = docsPage(document);
    expect(page).toContain(
      '<li><code>period</code>: <code>NEXT_7_DAYS</code>, <code>THIS_WEEK</code>, ' +
        '<code>NEXT_WEEK</code> (default <code>NEXT_7_DAYS</code>)',
    );
  });
});
