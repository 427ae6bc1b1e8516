// The largest input each schema allows is answered quickly, and the server keeps answering
// others meanwhile (docs/security.md, "Limits on what a caller can ask"). Every MCP tool (the
// chat's tools, the same code), every REST route with a JSON body and every Zero mutator is
// called with the largest arguments its own schema accepts, built from that schema, while
// /api/health is asked over and over; and every such schema must bound its arrays and text.
// A new tool, route or mutator is covered without editing this file.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { z } from 'zod';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CreatedApiToken } from '#domain/api-tokens/api-token-schemas.ts';
import { todayIn } from '#domain/time/family-dates.ts';
import { mutatorGroups } from '#domain/zero/mutators.ts';
import type { Dish } from '#schema';
import { documentedApiRoutes } from '../support/api-app.ts';
import { newFamilyMember, type ApiClient } from './support/api-client.ts';
import {
  HEALTH_BOUND_MS,
  idleHealthMs,
  WORK_BOUND_MS,
  whileProbing,
} from './support/event-loop-probe.ts';
import { largestInput, unboundedFields, type InputPools } from './support/largest-input.ts';
import { addChild } from './support/meal-fixtures.ts';
import { testDatabase } from './support/test-database.ts';
import { pushMutation } from './support/zero-push.ts';

const sql = testDatabase();

// Not walked here: bodies that are not JSON (expensive-uploads.test.ts), the MCP and Zero
// endpoints (their tools and mutators are walked one by one below), the chat (its answer
// is the fake model's, scripted by other suites; its tools are the MCP tools), and sign-out
// (it would end this suite's session).
const SKIPPED = new Set([
  'POST /mcp',
  'GET /mcp',
  'DELETE /mcp',
  'POST /zero/query',
  'POST /zero/mutate',
  'POST /chat',
  'POST /auth/logout',
]);
const walked = documentedApiRoutes()
  .map(({ method, path, doc }) => ({ method, path, body: doc.body, rawBody: doc.rawBody }))
  .filter((op) => !op.rawBody && !SKIPPED.has(`${op.method} ${op.path}`));
const isFreeForm = (schema: object) =>
  'additionalProperties' in schema && !('properties' in schema);

const jsonSchema = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as Record<
    string,
    never
  >;

type Mutator = { validator?: z.core.$ZodType };
const mutators = Object.entries(mutatorGroups).flatMap(([group, members]) =>
  Object.entries(members as Record<string, Mutator>)
    .filter(([, mutator]) => mutator.validator)
    .map(([name, mutator]) => ({
      name: `${group}.${name}`,
      schema: jsonSchema(mutator.validator!),
    })),
);

let member: Awaited<ReturnType<typeof newFamilyMember>>;
let pools: InputPools;
let slack: number;

async function connect(token: string) {
  const client = new Client({ name: 'guard', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${inject('appUrl')}/api/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

function expectQuick(
  label: string,
  probed: { elapsedMs: number; slowestHealthMs: number; result?: unknown },
) {
  if (process.env.GUARD_LOG)
    console.log(
      label,
      Math.round(probed.elapsedMs),
      Math.round(probed.slowestHealthMs),
      JSON.stringify(probed.result).slice(0, 160),
    );
  expect({ label, elapsed: probed.elapsedMs < WORK_BOUND_MS + slack }).toEqual({
    label,
    elapsed: true,
  });
  expect({ label, health: probed.slowestHealthMs < HEALTH_BOUND_MS + slack }).toEqual({
    label,
    health: true,
  });
}

beforeAll(async () => {
  member = await newFamilyMember('Guards', 'Gil');
  await addChild(sql, member, 'Gus', '2018-03-04');
  // A library of full dishes, each as large as a dish may be.
  const dishSchema = jsonSchema(
    walked.find((op) => op.method === 'POST' && op.path === '/dishes')!.body!,
  );
  const empty: InputPools = { today: todayIn('UTC'), dishIDs: [], memberIDs: [] };
  const dishIDs: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const body = { ...(largestInput(dishSchema, empty) as object), name: `Guard dish ${i}` };
    dishIDs.push((await member.api.post<Dish>('/dishes', body)).body.dish_id);
  }
  const members = await sql<{ family_user_id: string }[]>`
    SELECT family_user_id FROM family_member WHERE family_id = ${member.session.family_id}`;
  const [family] = await sql<{ time_zone: string }[]>`
    SELECT time_zone FROM family WHERE id = ${member.session.family_id}`;
  pools = {
    today: todayIn(family!.time_zone),
    dishIDs,
    memberIDs: members.map((row) => row.family_user_id),
  };
  slack = 3 * (await idleHealthMs());
}, 120_000);

describe('every schema bounds what a caller can ask', () => {
  it('REST bodies, MCP tools and Zero mutators set a maxItems and a maxLength everywhere', async () => {
    const token = (await member.api.post<CreatedApiToken>('/api-tokens', { name: 'Guard' })).body;
    const client = await connect(token.token);
    const { tools } = await client.listTools();
    await client.close();
    const found = [
      ...walked.flatMap((op) => {
        if (!op.body) return [];
        const schema = jsonSchema(op.body);
        return isFreeForm(schema) ? [] : unboundedFields(schema, `${op.method} ${op.path}`);
      }),
      ...tools.flatMap((tool) => unboundedFields(tool.inputSchema as never, `tool ${tool.name}`)),
      ...mutators.flatMap(({ name, schema }) => unboundedFields(schema, `mutator ${name}`)),
    ];
    expect(found).toEqual([]);
  });
});

describe('the largest input is answered within 2 s, and health meanwhile', () => {
  it('every MCP tool', async () => {
    const token = (await member.api.post<CreatedApiToken>('/api-tokens', { name: 'Guard' })).body;
    const client = await connect(token.token);
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(5);
    for (const tool of tools) {
      const args = largestInput(tool.inputSchema as never, pools) as Record<string, unknown>;
      const probed = await whileProbing(() =>
        client.callTool({ name: tool.name, arguments: args }),
      );
      expectQuick(`tool ${tool.name}`, probed);
    }
    // The span that held the server for a minute is refused at once.
    const centuries = await whileProbing(() =>
      client.callTool({
        name: 'suggest_dinners',
        arguments: { dates: ['1900-01-01', '2900-01-01'] },
      }),
    );
    expect(centuries.result.isError).toBe(true);
    expectQuick('suggest_dinners over ten centuries', centuries);
    await client.close();
  }, 180_000);

  it('every REST route', async () => {
    const ids: Record<string, string> = { dishes: pools.dishIDs[0]!, users: pools.memberIDs[0]! };
    // Deletions last, so that the routes before them find the family's rows.
    const ordered = [...walked].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    for (const op of ordered) {
      const schema = op.body && jsonSchema(op.body);
      const body = schema && (isFreeForm(schema) ? {} : largestInput(schema, pools));
      const path = op.path.replace(
        /\/([a-z-]+)\/:[a-z]+/g,
        (_, parent: string) => `/${parent}/${ids[parent] ?? crypto.randomUUID()}`,
      );
      const probed = await whileProbing(async () => {
        const response = await fetch(`${member.api.baseUrl}/api${path}`, {
          method: op.method,
          headers: {
            'content-type': 'application/json',
            origin: member.api.baseUrl,
            'x-forwarded-for': member.api.ip,
            cookie: member.api.cookie ?? '',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          redirect: 'manual',
        });
        return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
      });
      expectQuick(`${op.method} ${op.path}`, probed);
    }
  }, 180_000);

  it('every Zero mutator', async () => {
    expect(mutators.length).toBeGreaterThan(10);
    for (const { name, schema } of mutators) {
      const args = largestInput(schema, pools) as object;
      const probed = await whileProbing(() =>
        pushMutation(member.api as ApiClient, { name, args }),
      );
      expectQuick(`mutator ${name}`, probed);
    }
  }, 180_000);
});
