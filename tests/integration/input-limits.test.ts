// Body-size limits, impossible dates at setup, and a profile that already holds one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import postgres from 'postgres';
import { API_BODY_LIMIT, ZERO_BODY_LIMIT } from '#server/http/body-limits.ts';
import { newFamilyMember, newSignedInAccount } from './support/api-client.ts';
import { IN_PROCESS_ORIGIN, inProcessApp, type InProcessApp } from './support/in-process-app.ts';

let app: InProcessApp;
let token: string;
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });

beforeAll(async () => {
  app = inProcessApp({});
  token = (await newFamilyMember('Limits', 'Pat')).api.token!;
});

afterAll(async () => {
  await app?.stop();
  await sql.end({ timeout: 2 });
});

function post(path: string, body: BodyInit, extra: Record<string, string> = {}) {
  return app.fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: IN_PROCESS_ORIGIN,
      authorization: `Bearer ${token}`,
      ...extra,
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** A JSON body of `size` bytes, sent as a stream with no Content-Length. */
function streamOf(size: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"name":"'));
      if (sent >= size) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

describe('request bodies are capped before they are read', () => {
  it('refuses a REST body over the limit, with or without a Content-Length', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(API_BODY_LIMIT) });
    const declared = await post('/api/shopping-items', big);
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    const streamed = await post('/api/shopping-items', streamOf(4 * API_BODY_LIMIT));
    expect(streamed.status).toBe(413);
  });

  it('lets the Zero endpoints take the larger batches zero-cache sends, and no more', async () => {
    const path = '/api/zero/mutate?schema=zero_0&appID=zero';
    expect((await post(path, streamOf(2 * API_BODY_LIMIT))).status).not.toBe(413);
    expect((await post(path, streamOf(ZERO_BODY_LIMIT + 1))).status).toBe(413);
  });

  it('still takes a normal body', async () => {
    const ok = await post('/api/shopping-items', JSON.stringify({ name: 'milk' }));
    expect(ok.status).toBe(201);
  });
});

describe('impossible dates', () => {
  it('setup refuses a birthdate that does not exist', async () => {
    const { api } = await newSignedInAccount();
    for (const birthdate of ['2020-99-99', '2023-02-29']) {
      const setup = await api.post('/family/setup', {
        family_name: 'F',
        first_name: 'P',
        birthdate,
      });
      expect(setup.status, birthdate).toBe(400);
    }
    const fine = await api.post('/family/setup', {
      family_name: 'F',
      first_name: 'P',
      birthdate: '2024-02-29',
    });
    expect(fine.status).toBe(201);
  });

  it('a profile that already holds one can still be saved', async () => {
    const { api, session } = await newFamilyMember('Stored', 'Pat');
    await sql`UPDATE family_member SET birthdate = '2020-99-99'
      WHERE family_user_id = ${session.family_user_id}`;
    const saved = await api.patch('/family/users/me', { first_name: 'Patricia' });
    expect(saved.status).toBe(200);
    const cleared = await api.patch('/family/users/me', { birthdate: '' });
    expect(cleared.status).toBe(200);
    expect((cleared.body as { birthdate: string | null }).birthdate).toBeNull();
  });
});
