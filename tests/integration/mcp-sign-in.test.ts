// An assistant connects to /api/mcp by signing in (docs/data-and-api.md "Connecting an
// assistant"), through the MCP SDK's own OAuth client: it learns where to sign in from the
// 401, registers, the member allows it on the consent screen, it calls tools as that
// member, refreshes, and is gone once revoked. Another family sees none of it.
import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { describe, expect, inject, it } from 'vitest';
import type { McpConnection } from '#domain/api-tokens/mcp-connection-schemas.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';
import { connectAs, mcpUrl, postForm, signIn, TestAssistant } from './support/mcp-sign-in.ts';

const textOf = (result: Record<string, unknown>) =>
  (result.content as { type: string; text: string }[])[0]!.text;

const mcpCall = (token: string) =>
  fetch(mcpUrl(), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

describe('MCP sign-in', () => {
  it('answers 401 with where to sign in, and both metadata documents as JSON', async () => {
    const origin = inject('appUrl');
    for (const token of [null, 'fdp_not-a-token', 'fdpa_not-a-token']) {
      const response = await fetch(mcpUrl(), {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('www-authenticate')).toBe(
        `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/api/mcp"`,
      );
    }
    for (const path of ['/api/mcp', '']) {
      const resource = await fetch(`${origin}/.well-known/oauth-protected-resource${path}`);
      expect(resource.status).toBe(200);
      expect(await resource.json()).toMatchObject({
        resource: `${origin}/api/mcp`,
        authorization_servers: [origin],
        scopes_supported: ['read', 'plan', 'shop', 'chat'],
      });
    }
    const server = await fetch(`${origin}/.well-known/oauth-authorization-server`);
    expect(server.status).toBe(200);
    expect(await server.json()).toMatchObject({
      issuer: origin,
      authorization_endpoint: `${origin}/authorize`,
      token_endpoint: `${origin}/token`,
      registration_endpoint: `${origin}/register`,
      revocation_endpoint: `${origin}/revoke`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      client_id_metadata_document_supported: true,
    });
    const other = await fetch(`${origin}/.well-known/openid-configuration`);
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('signs in, calls tools as the member, refreshes, and stops once revoked', async () => {
    const member = await newFamilyMember('Signin', 'Ida');
    await member.api.post<Dish>('/dishes', { name: 'Harira' });
    const assistant = new TestAssistant('Claude Test');
    const client = await signIn(assistant, member.api, ['read', 'shop']);

    // The scopes the member chose, not the four the assistant asked for.
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('list_dishes');
    expect(names).toContain('propose_shopping_items');
    expect(names).not.toContain('propose_dish');
    const dishes = await client.callTool({ name: 'list_dishes', arguments: {} });
    expect(textOf(dishes)).toContain('Harira');
    await client.close();

    const [listed] = (await member.api.get<McpConnection[]>('/oauth/connections')).body;
    expect(listed).toMatchObject({ client_name: 'Claude Test', scopes: ['read', 'shop'] });
    expect(listed!.last_used_at).not.toBeNull();

    // A refresh replaces both tokens: the old ones work no more.
    const before = assistant.saved!;
    expect(await auth(assistant, { serverUrl: mcpUrl() })).toBe('AUTHORIZED');
    const after = assistant.saved!;
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect((await mcpCall(before.access_token)).status).toBe(401);
    expect((await mcpCall(after.access_token)).status).toBe(200);
    const reused = await postForm('/token', {
      grant_type: 'refresh_token',
      refresh_token: before.refresh_token!,
      client_id: assistant.client!.client_id,
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });

    // Settings' Revoke ends the connection at once.
    expect((await member.api.delete(`/oauth/connections/${listed!.connection_id}`)).status).toBe(
      204,
    );
    expect((await mcpCall(after.access_token)).status).toBe(401);
    expect((await member.api.get<McpConnection[]>('/oauth/connections')).body).toEqual([]);
  });

  it("ends a connection by the assistant's own revocation (RFC 7009)", async () => {
    const member = await newFamilyMember('Signin', 'Jon');
    const assistant = new TestAssistant();
    await (await signIn(assistant, member.api, ['read'])).close();
    const revoked = await postForm('/revoke', {
      token: assistant.saved!.refresh_token!,
      client_id: assistant.client!.client_id,
    });
    expect(revoked.status).toBe(200);
    expect((await mcpCall(assistant.saved!.access_token)).status).toBe(401);
    await expect(connectAs(assistant)).rejects.toThrow();
  });

  it("keeps a family's connections from another family's member", async () => {
    const first = await newFamilyMember('SigninFirst', 'Kai');
    await first.api.post<Dish>('/dishes', { name: 'Kept Family Stew' });
    const second = await newFamilyMember('SigninSecond', 'Lea');
    const assistant = new TestAssistant('First Assistant');
    const client = await signIn(assistant, first.api, ['read']);
    const [connection] = (await first.api.get<McpConnection[]>('/oauth/connections')).body;

    expect((await second.api.get<McpConnection[]>('/oauth/connections')).body).toEqual([]);
    expect(
      (await second.api.delete(`/oauth/connections/${connection!.connection_id}`)).status,
    ).toBe(404);
    // The connection still reads the first family, and only as the first member.
    const members = await client.callTool({ name: 'get_family_members', arguments: {} });
    expect(textOf(members)).toContain('Kai');
    expect(textOf(members)).not.toContain('Lea');
    await client.close();

    // Its access token is no credential for the rest of the API (RFC 8707: bound to /api/mcp).
    const elsewhere = await fetch(`${inject('appUrl')}/api/dishes`, {
      headers: { authorization: `Bearer ${assistant.saved!.access_token}` },
    });
    expect(elsewhere.status).toBe(401);
  });

  it('keeps pasted API tokens working beside connections', async () => {
    const member = await newFamilyMember('Signin', 'Max');
    const made = await member.api.post<{ token: string }>('/api-tokens', { name: 'Pasted' });
    expect((await mcpCall(made.body.token)).status).toBe(200);
  });
});
