// docs/operations.md, "Lost answers": a Zero push whose database connection is ended in
// the middle of its transaction is answered 503 (not known yet: ask again), never as a
// refusal stored for good, and the same push sent again applies the write exactly once.
// Real Postgres ends the connection (pg_terminate_backend), as its restart does.
// The writes go to an app of this file's own on the same database: the connections it
// ends are that app's, and the shared stack's pool is left whole for the files after.
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ShoppingItem } from '#schema';
import { createAppDeps } from '#server/app-deps.ts';
import { createApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { isPostgresWriteAfterClose } from '#server/db/postgres-write-after-close.ts';
import { parseEnv } from '#server/env.ts';
import { CONNECTION_LOST_APP_PORT } from '../support/ports.ts';
import { ApiClient, newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { testDatabase } from './support/test-database.ts';
import { pushMutation, type MutateResult } from './support/zero-push.ts';

const sql = testDatabase();

let member: { api: ApiClient };
let server: Server;
const ownSql = connect(inject('databaseUrl'));
// As server/app-server.ts does: postgres.js may throw from a timer after a connection this
// file ended, which would end the test runner's process. Anything else still does.
const survive = (error: unknown) => {
  if (!isPostgresWriteAfterClose(error)) throw error;
};

beforeAll(async () => {
  process.on('uncaughtException', survive);
  const signedUp = await newFamilyMember('Lost Line', 'Lou');
  const origin = `http://127.0.0.1:${CONNECTION_LOST_APP_PORT}`;
  const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: origin, TRUST_PROXY: 'true' });
  const app = createApp(
    createAppDeps(env, ownSql, () => {}),
    {
      zeroCacheUrls: ['http://127.0.0.1:9'],
      serveClient: false,
    },
  );
  server = await new Promise<Server>((resolve) => {
    const s = serve(
      { fetch: app.fetch, port: CONNECTION_LOST_APP_PORT, hostname: '127.0.0.1' },
      () => resolve(s as Server),
    );
  });
  const api = new ApiClient(origin);
  Object.assign(api, {
    cookie: signedUp.api.cookie,
    token: signedUp.api.token,
    ip: signedUp.api.ip,
  });
  member = { api };
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await ownSql.end({ timeout: 2 });
  process.off('uncaughtException', survive);
});

/** Waits for a backend blocked on a row lock while changing shopping_item, and ends it. */
async function terminateBlockedWriter(holderPid: number) {
  for (let tries = 0; tries < 200; tries += 1) {
    const [blocked] = await sql<{ pid: number }[]>`
      SELECT pid FROM pg_stat_activity
      WHERE wait_event_type = 'Lock' AND pid <> ${holderPid} AND query ILIKE '%shopping_item%'`;
    if (blocked) {
      await sql`SELECT pg_terminate_backend(${blocked.pid})`;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no push blocked on the held row');
}

/** Runs `write` while another transaction holds the item's row, and ends its connection. */
async function endedMidWrite<T>(itemID: string, write: () => Promise<T>): Promise<T> {
  const holder = await sql.reserve();
  try {
    await holder`BEGIN`;
    const [held] = await holder<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    await holder`SELECT id FROM shopping_item WHERE id = ${itemID} FOR UPDATE`;
    const pending = write();
    await terminateBlockedWriter(held!.pid);
    await holder`ROLLBACK`;
    return await pending;
  } finally {
    holder.release();
  }
}

describe('a write whose database connection is ended mid-transaction', () => {
  it('through Zero: answered 503, no refusal stored, applied once when sent again', async () => {
    const item = (await member.api.post<ShoppingItem>('/shopping-items', { name: 'milk' })).body;
    const push = {
      clientGroupID: `cg-${crypto.randomUUID()}`,
      clientID: `c-${crypto.randomUUID()}`,
      id: 1,
      name: 'shoppingItem.edit',
      args: { id: item.id, name: 'Oat Milk', quantity: '2' },
    };

    // Another transaction holds the row, so the push's UPDATE waits on it until ended.
    const first = await endedMidWrite(item.id, () => pushMutation(member.api, push));

    expect(first.status).toBe(503);
    expect((first.body as unknown as ErrorBody).error.code).toBe('DATABASE_UNAVAILABLE');
    // Nothing counted done: the client's last mutation id did not move.
    const counted = await sql<{ lastMutationID: string }[]>`
      SELECT "lastMutationID" FROM zero_0.clients WHERE "clientID" = ${push.clientID}`;
    expect(counted.map((row) => Number(row.lastMutationID))).toEqual([]);

    const again = await pushMutation(member.api, push);
    expect(again.status).toBe(200);
    const result = (again.body as MutateResult).mutations?.[0]?.result;
    expect(result).toEqual({});
    const third = await pushMutation(member.api, push);
    expect((third.body as MutateResult).mutations?.[0]?.result.error).toBe('alreadyProcessed');

    const rows = await sql<{ name: string; quantity: string | null }[]>`
      SELECT name, quantity FROM shopping_item WHERE id = ${item.id}`;
    expect(rows).toEqual([{ name: 'Oat Milk', quantity: '2' }]);
  });

  it('through REST: answered 503 DATABASE_UNAVAILABLE, not 500, and nothing changed', async () => {
    const item = (await member.api.post<ShoppingItem>('/shopping-items', { name: 'bread' })).body;
    const answer = await endedMidWrite(item.id, () =>
      member.api.patch<ErrorBody>(`/shopping-items/${item.id}`, { name: 'Rye Bread' }),
    );
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe('DATABASE_UNAVAILABLE');
    const rows = await sql<
      { name: string }[]
    >`SELECT name FROM shopping_item WHERE id = ${item.id}`;
    expect(rows).toEqual([{ name: 'Bread' }]);
  });
});
