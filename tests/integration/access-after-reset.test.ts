// What access survives (docs/security.md "Who can do what"): a calendar feed belongs to the
// member, not to a token, so revoking a token leaves it; a password reset ends the
// account's sessions, API tokens, connected assistants and calendar feed.
import { describe, expect, it, inject } from 'vitest';
import type { CreatedApiToken } from '#domain/api-tokens/api-token-schemas.ts';
import { ApiClient, newFamilyMember } from './support/api-client.ts';
import { linkIn, waitForEmail } from './support/mail.ts';
import { mcpUrl, signIn, TestAssistant } from './support/mcp-sign-in.ts';

const withToken = (token: string) => ({
  get: (path: string) =>
    fetch(`${inject('appUrl')}/api${path}`, { headers: { authorization: `Bearer ${token}` } }),
});

async function feedOf(member: Awaited<ReturnType<typeof newFamilyMember>>) {
  const made = await member.api.post<{ url: string }>('/calendar-feed');
  expect(made.status).toBe(201);
  const path = new URL(made.body.url).pathname;
  return () => fetch(`${inject('appUrl')}${path}`);
}

async function tokenOf(member: Awaited<ReturnType<typeof newFamilyMember>>) {
  const made = await member.api.post<CreatedApiToken>('/api-tokens', { name: 'Script' });
  expect(made.status).toBe(201);
  return made.body;
}

describe('access that survives', () => {
  it('keeps the member’s feed when a token is revoked', async () => {
    const member = await newFamilyMember('Survive', 'Ann');
    const token = await tokenOf(member);
    const feed = await feedOf(member);
    expect((await withToken(token.token).get('/meals')).status).toBe(200);
    expect((await member.api.delete(`/api-tokens/${token.token_id}`)).status).toBe(204);
    expect((await withToken(token.token).get('/meals')).status).toBe(401);
    expect((await feed()).status).toBe(200);
  });

  it('ends sessions, API tokens, connections and the calendar feed on a password reset', async () => {
    const member = await newFamilyMember('Survive', 'Ben');
    const token = await tokenOf(member);
    const feed = await feedOf(member);
    const assistant = new TestAssistant();
    await (await signIn(assistant, member.api, ['read'])).close();
    const mcpCall = () =>
      fetch(mcpUrl(), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${assistant.saved!.access_token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    expect((await mcpCall()).status).toBe(200);
    expect((await feed()).status).toBe(200);

    const browser = new ApiClient();
    expect((await browser.post('/auth/forgot-password', { email: member.email })).status).toBe(204);
    const mail = await waitForEmail(member.email, /Reset your/);
    const resetToken = /#reset_token=([a-z2-7]+)/.exec(linkIn(mail.text))?.[1];
    const reset = await browser.post('/auth/reset-password', {
      token: resetToken,
      password: 'new-secret-9',
    });
    expect(reset.status).toBe(200);

    expect((await member.api.get('/auth/session')).status).toBe(401);
    expect((await withToken(token.token).get('/meals')).status).toBe(401);
    expect((await feed()).status).toBe(404);
    expect((await mcpCall()).status).toBe(401);
    // The browser that reset is signed in and can make new ones.
    expect((await browser.get('/api-tokens')).body).toEqual([]);
    expect((await browser.get('/oauth/connections')).body).toEqual([]);
    expect((await browser.get<{ active: boolean }>('/calendar-feed/status')).body.active).toBe(
      false,
    );
  });
});
