// What the MCP server accepts, through the official SDK's client against the real server:
// a tool refuses an argument it does not have (at any depth) with a tool error, the dish
// type takes REST's values, and this week's plan and the shopping list are resources of
// the token's own family.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, inject, it } from 'vitest';
import type { CreatedApiToken } from '#domain/api-tokens/api-token-schemas.ts';
import type { ChatMessage } from '#domain/chat/chat-message.ts';
import type { Dish } from '#schema';
import { newFamilyMember } from './support/api-client.ts';

type Member = Awaited<ReturnType<typeof newFamilyMember>>;

async function connect(member: Member, scopes = ['read', 'plan', 'shop']) {
  const made = await member.api.post<CreatedApiToken>('/api-tokens', { name: 'Claude', scopes });
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${inject('appUrl')}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${made.body.token}` } },
  });
  await client.connect(transport);
  return client;
}

type ToolAnswer = Awaited<ReturnType<Client['callTool']>>;
const textOf = (result: ToolAnswer) => (result.content as { text: string }[])[0]!.text;

async function readJson(client: Client, uri: string) {
  const { contents } = await client.readResource({ uri });
  expect(contents).toHaveLength(1);
  expect(contents[0]).toMatchObject({ uri, mimeType: 'application/json' });
  return JSON.parse((contents[0] as { text: string }).text) as unknown;
}

const PLAN = 'family-dinner-planner://plan/this-week';
const LIST = 'family-dinner-planner://shopping-list';

describe('MCP tools and resources', () => {
  it('refuses an argument a tool does not have, at any depth, with a tool error', async () => {
    const member = await newFamilyMember('McpStrict', 'Ida');
    const client = await connect(member);
    const calls: [string, Record<string, unknown>, string][] = [
      ['list_dishes', { serch: 'soup' }, 'Unrecognized key: "serch"'],
      ['get_family_members', { verbose: true }, 'Unrecognized key: "verbose"'],
      ['get_meal_history', { days: 7, from: '2026-01-01' }, 'Unrecognized key: "from"'],
      [
        'propose_shopping_items',
        { items: [{ name: 'oat milk', colour: 'red' }] },
        'items.0: Unrecognized key: "colour"',
      ],
      [
        'propose_meal_plan',
        { meals: [{ meal_date: '2030-01-07', chef: 'Ida' }] },
        'meals.0: Unrecognized key: "chef"',
      ],
    ];
    for (const [name, args, words] of calls) {
      const answer = await client.callTool({ name, arguments: args });
      expect(answer.isError, name).toBe(true);
      expect(JSON.parse(textOf(answer))).toEqual({ error: `Invalid arguments: ${words}` });
    }
    // The tools say so in what they list: no object takes other properties.
    const { tools } = await client.listTools();
    const listDishes = tools.find((tool) => tool.name === 'list_dishes')!;
    expect(listDishes.inputSchema.additionalProperties).toBe(false);
    const propose = tools.find((tool) => tool.name === 'propose_shopping_items')!;
    expect(JSON.stringify(propose.inputSchema)).not.toMatch(/"additionalProperties":(true|\{)/);
    await client.close();
    // Nothing was proposed.
    expect((await member.api.get<ChatMessage[]>('/chat/messages')).body).toEqual([]);
  });

  it("takes REST's dish types, Appetizer included", async () => {
    const member = await newFamilyMember('McpTypes', 'Jon');
    await member.api.post<Dish>('/dishes', { name: 'Bruschetta', type: 'Appetizer' });
    await member.api.post<Dish>('/dishes', { name: 'Risotto', type: 'Main' });
    const client = await connect(member);
    const { tools } = await client.listTools();
    const type = (
      tools.find((tool) => tool.name === 'list_dishes')!.inputSchema.properties as Record<
        string,
        { enum?: string[] }
      >
    ).type;
    expect(type?.enum?.sort()).toEqual(['App', 'Appetizer', 'Main', 'Side']);
    for (const asked of ['Appetizer', 'App']) {
      const answer = await client.callTool({ name: 'list_dishes', arguments: { type: asked } });
      expect(answer.isError).toBe(false);
      const { dishes } = JSON.parse(textOf(answer)) as { dishes: { name: string }[] };
      expect(dishes.map((dish) => dish.name)).toEqual(['Bruschetta']);
    }
    await client.close();
  });

  it("offers this week's plan and the shopping list of the token's family", async () => {
    const member = await newFamilyMember('McpResources', 'Kai');
    const other = await newFamilyMember('McpElsewhere', 'Lou');
    await member.api.post('/shopping-items', { name: 'oat milk', quantity: '2' });
    await other.api.post('/shopping-items', { name: 'secret sauce' });
    const client = await connect(member, ['read']);

    const { resources } = await client.listResources();
    expect(resources.map(({ uri, name, mimeType }) => ({ uri, name, mimeType }))).toEqual([
      { uri: PLAN, name: 'this-weeks-plan', mimeType: 'application/json' },
      { uri: LIST, name: 'shopping-list', mimeType: 'application/json' },
    ]);

    const list = (await readJson(client, LIST)) as { name: string; quantity: string | null }[];
    expect(list.map(({ name, quantity }) => ({ name, quantity }))).toEqual([
      { name: 'Oat Milk', quantity: '2' },
    ]);

    const empty = (await readJson(client, PLAN)) as {
      week: string;
      from: string;
      to: string;
      meals: unknown[];
      days_without_meals: string[];
    };
    expect(empty.week).toBe('this week');
    expect(empty.meals).toEqual([]);
    expect(empty.days_without_meals).toHaveLength(7);
    const planned = await member.api.post('/meals', {
      meal_date: empty.from,
      who_is_cooking: 'Go Out',
    });
    expect(planned.status).toBe(201);
    const plan = (await readJson(client, PLAN)) as typeof empty & {
      meals: { date: string; who_is_cooking: string }[];
    };
    expect(plan.meals.map(({ date, who_is_cooking }) => ({ date, who_is_cooking }))).toEqual([
      { date: empty.from, who_is_cooking: 'Go Out' },
    ]);
    expect(plan.days_without_meals).toHaveLength(6);
    await expect(client.readResource({ uri: 'family-dinner-planner://nothing' })).rejects.toThrow();
    await client.close();

    // The other family's token reads its own list only.
    const theirs = await connect(other, ['read']);
    const theirList = (await readJson(theirs, LIST)) as { name: string }[];
    expect(theirList.map((item) => item.name)).toEqual(['Secret Sauce']);
    await theirs.close();
  });
});
