// Real answers of the API match the shapes its OpenAPI document gives them (checked with a
// JSON Schema validator against the document the server serves), and the docs page lists
// the operations.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, inject, it } from 'vitest';
import type { CreatedApiToken } from '#domain/api-tokens/api-token-schemas.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';

type Document = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components: { schemas: Record<string, object> };
};

async function served(): Promise<Document> {
  const response = await fetch(`${inject('appUrl')}/api/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

function validatorFor(document: Document, method: string, path: string, status: number) {
  const schema =
    document.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']
      ?.schema;
  expect(schema, `${method} ${path} ${status} has a documented answer`).toBeDefined();
  return new Ajv2020({ strict: false }).compile(schema!);
}

describe('the OpenAPI document against real answers', () => {
  it('matches the answers of a representative set of routes', async () => {
    const document = await served();
    const member = await newFamilyMember('Documented', 'Nia');
    const dish = await member.api.post<Dish>('/dishes', {
      name: 'Pho',
      ingredients: ['rice noodles'],
    });
    const item = await member.api.post('/shopping-items', { name: 'basil', quantity: '1 bunch' });
    const token = await member.api.post<CreatedApiToken>('/api-tokens', { name: 'Docs' });
    const answers: [string, string, number, unknown][] = [
      ['post', '/api/dishes', dish.status, dish.body],
      ['get', '/api/dishes', 200, (await member.api.get('/dishes')).body],
      ['get', '/api/dishes/{id}', 200, (await member.api.get(`/dishes/${dish.body.dish_id}`)).body],
      ['post', '/api/shopping-items', item.status, item.body],
      ['get', '/api/shopping-items', 200, (await member.api.get('/shopping-items')).body],
      [
        'get',
        '/api/shopping-items/autocomplete',
        200,
        (await member.api.get('/shopping-items/autocomplete?q=ba')).body,
      ],
      ['get', '/api/auth/session', 200, (await member.api.get('/auth/session')).body],
      ['get', '/api/family', 200, (await member.api.get('/family')).body],
      ['post', '/api/api-tokens', token.status, token.body],
      ['get', '/api/api-tokens', 200, (await member.api.get('/api-tokens')).body],
      ['get', '/api/chat/messages', 200, (await member.api.get('/chat/messages')).body],
    ];
    for (const [method, path, status, body] of answers) {
      const validate = validatorFor(document, method, path, status);
      expect([method, path, validate(body) ? 'matches' : validate.errors]).toEqual([
        method,
        path,
        'matches',
      ]);
    }
    // Errors have the documented envelope too.
    const missing = await member.api.get(`/dishes/no-such-dish`);
    const error = new Ajv2020({ strict: false }).compile(document.components.schemas.Error!);
    expect(error(missing.body)).toBe(true);
  });

  it('serves a readable docs page', async () => {
    const response = await fetch(`${inject('appUrl')}/api/docs`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('/api/shopping-items');
    expect(page).toContain('Make an API token');
  });
});
