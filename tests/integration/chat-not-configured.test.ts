// With no model configured the chat says so; how to configure it is for the operator. This runs the app
// in-process against the shared test database with an environment that has no OpenAI
// settings; sessions come from the real stack.
import { afterAll, describe, expect, it } from 'vitest';
import { newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { inProcessApp } from './support/in-process-app.ts';

const app = inProcessApp({});
afterAll(() => app.stop());

describe('/chat without a model', () => {
  it('reports that the assistant is not configured, without operator details', async () => {
    const { api } = await newFamilyMember('Offline', 'Olive');
    const token = api.token!;

    const prompt = await app.request<{ configured: boolean; help?: string }>(
      'GET',
      '/chat/initial-prompt',
      { token },
    );
    expect(prompt.status).toBe(200);
    expect(prompt.body.configured).toBe(false);
    // Members cannot set environment variables: those are for the README and the log.
    expect(JSON.stringify(prompt.body)).not.toMatch(/OPENAI_/);

    const sent = await app.request<ErrorBody>('POST', '/chat', {
      token,
      body: { message: 'Hello' },
    });
    expect(sent.status).toBe(503);
    expect(sent.body.error.code).toBe('ASSISTANT_NOT_CONFIGURED');
    expect(sent.body.error.message).not.toMatch(/OPENAI_/);

    // History still loads, and nothing was stored for the refused message.
    expect((await app.request('GET', '/chat/messages', { token })).body).toEqual([]);
  });
});
