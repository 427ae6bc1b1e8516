// With no model configured the chat says so and how to configure it. This runs the app
// in-process against the shared test database with an environment that has no OpenAI
// settings; sessions come from the real stack.
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createSessionStore } from '../../server/auth/sessions.ts';
import { parseEnv } from '../../server/env.ts';
import { createZeroDatabase } from '../../server/zero/zero-database.ts';
import { newFamilyMember } from './support/api-client.ts';

const sql = postgres(inject('databaseUrl'), { max: 2, onnotice: () => {} });
afterAll(() => sql.end());

const appUrl = inject('appUrl');
const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: appUrl });
const app = createApp(
  { env, sql, zeroDb: createZeroDatabase(sql), sessions: createSessionStore(sql, 30) },
  { zeroCacheUrl: 'http://127.0.0.1:9', serveClient: false },
);

describe('/chat without a model', () => {
  it('reports that the assistant is not configured and how to configure it', async () => {
    const { api } = await newFamilyMember('Offline', 'Olive');
    const headers = { cookie: api.cookie!, origin: appUrl, 'content-type': 'application/json' };

    const prompt = await app.request('/api/chat/initial-prompt', { headers });
    expect(prompt.status).toBe(200);
    const body = (await prompt.json()) as { configured: boolean; help: string; prompt: string };
    expect(body.configured).toBe(false);
    expect(body.help).toContain('OPENAI_API_KEY');
    expect(body.help).toContain('OPENAI_BASE_URL');

    const sent = await app.request('/api/chat', {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: 'Hello' }),
    });
    expect(sent.status).toBe(503);
    const error = (await sent.json()) as { error: { code: string; message: string } };
    expect(error.error.code).toBe('ASSISTANT_NOT_CONFIGURED');
    expect(error.error.message).toContain('OPENAI_MODEL');

    // History still loads, and nothing was stored for the refused message.
    const history = await app.request('/api/chat/messages', { headers });
    expect(await history.json()).toEqual([]);
  });
});
