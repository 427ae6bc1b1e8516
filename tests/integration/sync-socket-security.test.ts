// docs/security.md, "Network, sync socket and imports", through the app's /sync address with a real Zero client:
// Zero's inspector (which reads every family's rows once given the admin password) does
// not pass the proxy, and a session that ends loses its live sync socket within seconds.
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { AuthContext } from '#domain/auth-context.ts';
import { queries } from '#domain/zero/queries.ts';
import { ApiClient, newFamilyMember } from './support/api-client.ts';
import { linkIn, waitForEmail } from './support/mail.ts';
import { eventually, openZero } from './support/zero-client.ts';

type Client = ReturnType<typeof openZero>;
const opened: Client[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((zero) => zero.close()));
});

function open(token: string, context: AuthContext): Client {
  const zero = openZero(token, context);
  opened.push(zero);
  return zero;
}

function contextOf(session: { user_id: string; family_id: string; family_user_id: string }) {
  return {
    userID: session.user_id,
    familyID: session.family_id,
    familyUserID: session.family_user_id,
  };
}

async function signIn(email: string): Promise<ApiClient> {
  const api = new ApiClient();
  const login = await api.post<{ token: string }>('/auth/login', { email, password: 'secret-123' });
  expect(login.status).toBe(200);
  api.token = login.body.token;
  return api;
}

function itemNames(zero: Client) {
  const view = zero.materialize(queries.shoppingItems.list());
  return () => view.data.map((item) => item.name.toLowerCase());
}

const REVOKED_WITHIN_MS = 5000;

describe('Zero’s inspector through /sync', () => {
  it('is refused to a member, even one holding the admin password', async () => {
    const victim = await newFamilyMember('Inspected', 'Ivy');
    await victim.api.post('/shopping-items', { name: 'inspectorbait' });
    const member = await newFamilyMember('Snooping', 'Sam');
    const zero = open(member.api.token!, contextOf(member.session));
    await zero.run(queries.shoppingItems.list(), { type: 'complete' });

    const attempt = (async () => {
      const authenticated = await zero.inspector.authenticate(inject('zeroAdminPassword'));
      if (!authenticated) return { authenticated };
      const rows = await zero.inspector.analyzeServerAST(
        { table: 'shopping_item' },
        { syncedRows: true, vendedRows: true },
      );
      return { authenticated, rows };
    })().catch((error: unknown) => ({ error: String(error) }));
    const outcome = await Promise.race([
      attempt,
      new Promise((resolve) => setTimeout(() => resolve({ answer: 'none' }), 8000)),
    ]);
    expect(outcome).not.toMatchObject({ authenticated: true });
    expect(JSON.stringify(outcome)).not.toContain('inspectorbait');
  });
});

describe('a session that ends', () => {
  it('loses its live sync socket within seconds on sign-out; other sessions keep theirs', async () => {
    const member = await newFamilyMember('Leaving', 'Lee');
    const stayingApi = await signIn(member.email);
    const leaving = open(member.api.token!, contextOf(member.session));
    const staying = open(stayingApi.token!, contextOf(member.session));
    const leavingSees = itemNames(leaving);
    const stayingSees = itemNames(staying);
    await member.api.post('/shopping-items', { name: 'before' });
    await eventually(leavingSees, (names) => names.includes('before'));
    await eventually(stayingSees, (names) => names.includes('before'));

    expect((await member.api.post('/auth/logout')).status).toBe(204);
    await eventually(
      () => leaving.connection.state.current.name,
      (name) => name !== 'connected',
      REVOKED_WITHIN_MS,
    );

    await stayingApi.post('/shopping-items', { name: 'after' });
    await eventually(stayingSees, (names) => names.includes('after'));
    expect(leavingSees()).not.toContain('after');
    expect(staying.connection.state.current.name).toBe('connected');
  });

  it('loses its live sync socket within seconds when the password is reset elsewhere', async () => {
    const member = await newFamilyMember('Resetting', 'Ray');
    const zero = open(member.api.token!, contextOf(member.session));
    await zero.run(queries.shoppingItems.list(), { type: 'complete' });
    expect(zero.connection.state.current.name).toBe('connected');

    const stranger = new ApiClient();
    await stranger.post('/auth/forgot-password', { email: member.email });
    const mail = await waitForEmail(member.email, /Reset your/);
    const token = /#reset_token=([a-z2-7]+)/.exec(linkIn(mail.text))?.[1];
    const reset = await stranger.post('/auth/reset-password', {
      token,
      password: 'new-secret-456',
    });
    expect(reset.status).toBeLessThan(300);
    await eventually(
      () => zero.connection.state.current.name,
      (name) => name !== 'connected',
      REVOKED_WITHIN_MS,
    );
  });
});
