// The MCP endpoint through the official SDK's client: a member's API token opens it, the
// read tools answer, the write tools only propose (a card in the member's chat that Apply
// applies), and another family's token sees nothing of the first.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, inject, it } from 'vitest';
import type { CreatedApiToken } from '#domain/api-tokens/api-token-schemas.ts';
import type { ChatMessage } from '#domain/chat/chat-message.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';

async function connect(token: string) {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${inject('appUrl')}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

async function tokenFor(
  member: Awaited<ReturnType<typeof newFamilyMember>>,
  scopes = ['read', 'plan', 'shop'],
) {
  return (await member.api.post<CreatedApiToken>('/api-tokens', { name: 'Claude', scopes })).body
    .token;
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  JSON.parse((result.content as { type: string; text: string }[])[0]!.text) as unknown;

describe('MCP server', () => {
  it("lists the assistant's tools and answers reads for the token's family", async () => {
    const member = await newFamilyMember('Mcp', 'Eve');
    await member.api.post<Dish>('/dishes', { name: 'Lasagna' });
    const client = await connect(await tokenFor(member));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['list_dishes', 'get_family_members', 'propose_shopping_items']),
    );
    const dishes = textOf(await client.callTool({ name: 'list_dishes', arguments: {} }));
    expect(JSON.stringify(dishes)).toContain('Lasagna');
    const members = textOf(await client.callTool({ name: 'get_family_members', arguments: {} }));
    expect(JSON.stringify(members)).toContain('Eve');
    await client.close();
  });

  it('turns a write into a proposal that the member applies in the chat', async () => {
    const member = await newFamilyMember('Mcp', 'Fay');
    const client = await connect(await tokenFor(member));
    const answer = textOf(
      await client.callTool({
        name: 'propose_shopping_items',
        arguments: { items: [{ name: 'oat milk', quantity: '2' }] },
      }),
    ) as { status: string; proposal_id: string };
    expect(answer.status).toBe('proposed');
    await client.close();

    // Nothing changed yet: the proposal waits in the member's chat.
    const before = await member.api.get<{ name: string }[]>('/shopping-items');
    expect(before.body.map((item) => item.name)).not.toContain('Oat Milk');
    const chat = await member.api.get<ChatMessage[]>('/chat/messages');
    const card = chat.body
      .flatMap((m) => m.proposals)
      .find((p) => p.proposal_id === answer.proposal_id);
    expect(card?.status).toBe('pending');
    expect(chat.body.at(-1)?.content).toContain('Claude');

    const applied = await member.api.post(`/chat/proposals/${answer.proposal_id}/apply`);
    expect(applied.status).toBe(200);
    const after = await member.api.get<{ name: string }[]>('/shopping-items');
    expect(after.body.map((item) => item.name)).toContain('Oat Milk');
  });

  it('needs an API token, and a token reads only its own family', async () => {
    const first = await newFamilyMember('McpFirst', 'Gus');
    await first.api.post<Dish>('/dishes', { name: 'Secret Family Stew' });
    const second = await newFamilyMember('McpSecond', 'Hal');

    // A session token is not an API token; no token at all is refused too.
    const response = await fetch(`${inject('appUrl')}/api/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${second.api.token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(response.status).toBe(401);
    await expect(connect('fdp_not-a-token')).rejects.toThrow();

    const client = await connect(await tokenFor(second));
    const dishes = textOf(await client.callTool({ name: 'list_dishes', arguments: {} }));
    expect(JSON.stringify(dishes)).not.toContain('Secret Family Stew');
    const proposed = textOf(
      await client.callTool({
        name: 'propose_shopping_items',
        arguments: { items: [{ name: 'x' }] },
      }),
    ) as { proposal_id: string };
    await client.close();
    // The proposal is the second member's: the first cannot apply it.
    expect((await first.api.post(`/chat/proposals/${proposed.proposal_id}/apply`)).status).toBe(
      404,
    );
    const firstChat = await first.api.get<ChatMessage[]>('/chat/messages');
    expect(firstChat.body).toEqual([]);
  });

  it("offers and runs only the tools the token's scopes allow", async () => {
    const member = await newFamilyMember('Mcp', 'Gus');
    const client = await connect(await tokenFor(member, ['read']));
    const names = (await client.listTools()).tools.map((tool) => tool.name);
    expect(names).toContain('list_dishes');
    expect(names.filter((name) => name.startsWith('propose_'))).toEqual([]);
    const refused = await client.callTool({
      name: 'propose_shopping_items',
      arguments: { items: [{ name: 'x' }] },
    });
    expect(refused.isError).toBe(true);
    expect((refused.content as { text: string }[])[0]!.text).toContain('"shop"');
    await client.close();
    expect((await member.api.get<ChatMessage[]>('/chat/messages')).body).toEqual([]);
    // A token with no read scope cannot connect at all.
    await expect(connect(await tokenFor(member, ['plan']))).rejects.toThrow();
  });
});
