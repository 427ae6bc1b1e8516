// Personal API tokens: made, listed with their last use and revoked in Settings; only a
// hash is stored; a token acts as its member within the family and nowhere else.
import { describe, expect, it } from 'vitest';
import type { ApiToken, CreatedApiToken } from '#domain/api-tokens/api-token-schemas.ts';
import { ApiClient, newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

function withToken(token: string) {
  const api = new ApiClient();
  const request = api.request.bind(api);
  api.request = (method, path, body, headers = {}) =>
    request(method, path, body, { authorization: `Bearer ${token}`, ...headers });
  return api;
}

describe('API tokens', () => {
  it('are made, listed with their last use, act as the member, and are revoked', async () => {
    const member = await newFamilyMember('Tokens', 'Ada');
    const made = await member.api.post<CreatedApiToken>('/api-tokens', {
      name: 'Home script',
      scopes: ['read', 'shop'],
    });
    expect(made.status).toBe(201);
    expect(made.body.token).toMatch(/^fdp_[a-z2-7]{52}$/);
    expect(made.body.last_used_at).toBeNull();

    // Only SHA-256 of the secret is stored.
    const [row] = await sql<{ secret_hash: Buffer }[]>`
      SELECT secret_hash FROM private.api_token WHERE token_id = ${made.body.token_id}`;
    expect(row!.secret_hash.length).toBe(32);
    const stored =
      await sql`SELECT * FROM private.api_token WHERE token_id = ${made.body.token_id}`;
    expect(JSON.stringify(stored)).not.toContain(made.body.token.slice(4));

    const script = withToken(made.body.token);
    const added = await script.post<{ id: string; name: string }>('/shopping-items', {
      name: 'milk',
    });
    expect(added.status).toBe(201);
    const list = await member.api.get<{ name: string }[]>('/shopping-items');
    expect(list.body.map((item) => item.name)).toContain('Milk');
    const session = await script.get<{ family_user_id: string }>('/auth/session');
    expect(session.body.family_user_id).toBe(member.session.family_user_id);

    const listed = await member.api.get<ApiToken[]>('/api-tokens');
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]!.name).toBe('Home script');
    expect(listed.body[0]!.last_used_at).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(made.body.token);

    // A token cannot make more tokens.
    expect((await script.post('/api-tokens', { name: 'More' })).status).toBe(403);
    expect((await script.get('/api-tokens')).status).toBe(403);

    expect((await member.api.delete(`/api-tokens/${made.body.token_id}`)).status).toBe(204);
    expect((await script.get('/shopping-items')).status).toBe(401);
    expect((await member.api.get<ApiToken[]>('/api-tokens')).body).toEqual([]);
  });

  it('refuses a blank name and a guessed token', async () => {
    const member = await newFamilyMember('Tokens', 'Bo');
    const blank = await member.api.post<{ error: { code: string } }>('/api-tokens', { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.code).toBe('TOKEN_NAME_REQUIRED');
    const guessed = withToken(`fdp_${'a'.repeat(52)}`);
    expect((await guessed.get('/shopping-items')).status).toBe(401);
  });

  it('keeps another family out: its tokens, its rows', async () => {
    const first = await newFamilyMember('First', 'Cy');
    const second = await newFamilyMember('Second', 'Di');
    await first.api.post('/shopping-items', { name: 'First family bread' });
    const firstToken = (await first.api.post<CreatedApiToken>('/api-tokens', { name: 'A' })).body;
    const secondToken = (
      await second.api.post<CreatedApiToken>('/api-tokens', { name: 'B', scopes: ['read', 'shop'] })
    ).body;

    // The second family neither lists nor revokes the first's token.
    expect((await second.api.get<ApiToken[]>('/api-tokens')).body.map((t) => t.name)).toEqual([
      'B',
    ]);
    expect((await second.api.delete(`/api-tokens/${firstToken.token_id}`)).status).toBe(404);
    expect((await first.api.get<ApiToken[]>('/api-tokens')).body).toHaveLength(1);

    // The second family's token reads and writes only the second family.
    const script = withToken(secondToken.token);
    const items = await script.get<{ name: string }[]>('/shopping-items');
    expect(items.body.map((item) => item.name)).not.toContain('First Family Bread');
    const firstItems = await first.api.get<{ id: string }[]>('/shopping-items');
    const target = firstItems.body[0]!.id;
    await script.patch(`/shopping-items/${target}`, { is_completed: true });
    await script.delete(`/shopping-items/${target}`);
    const after = await first.api.get<{ id: string; is_completed: boolean }[]>('/shopping-items');
    expect(after.body.find((item) => item.id === target)?.is_completed).toBe(false);
  });

  it('cannot add or invite a member, even with every scope; a new token only reads', async () => {
    const member = await newFamilyMember('Tokens', 'Eve');
    const every = ['read', 'plan', 'shop', 'chat'];
    const made = await member.api.post<CreatedApiToken>('/api-tokens', {
      name: 'Leaked',
      scopes: every,
    });
    expect(made.body.scopes).toEqual(every);
    const script = withToken(made.body.token);
    const added = await script.post<ErrorBody>('/family/users', { first_name: 'Mallory' });
    expect(added.status).toBe(403);
    expect(added.body.error.code).toBe('TOKEN_NOT_ALLOWED');
    const kid = await member.api.post<{ family_user_id: string }>('/family/users', {
      first_name: 'Kid',
    });
    const invited = await script.post<ErrorBody>(
      `/family/users/${kid.body.family_user_id}/invite`,
      {
        email: 'mallory@example.test',
      },
    );
    expect(invited.status).toBe(403);
    expect(invited.body.error.code).toBe('TOKEN_NOT_ALLOWED');
    const [row] = await sql<{ status: string | null }[]>`
      SELECT status FROM family_member WHERE family_user_id = ${kid.body.family_user_id}`;
    expect(row!.status).not.toBe('Invited');
    for (const refused of [
      await script.post('/family/invite', { email: 'mallory@example.test' }),
      await script.post('/calendar-feed'),
      await script.post('/api-tokens', { name: 'More', scopes: ['read'] }),
      await script.get('/family/export'),
    ])
      expect(refused.status).toBe(403);

    const plain = await member.api.post<CreatedApiToken>('/api-tokens', { name: 'Default' });
    expect(plain.body.scopes).toEqual(['read']);
    const reader = withToken(plain.body.token);
    expect((await reader.get('/shopping-items')).status).toBe(200);
    const write = await reader.post<ErrorBody>('/shopping-items', { name: 'milk' });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('TOKEN_SCOPE_MISSING');
  });
});
