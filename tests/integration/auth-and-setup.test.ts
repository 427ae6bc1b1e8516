import { describe, expect, it } from 'vitest';
import { ApiClient, newSignedInAccount } from './support/api-client.ts';
import { verifyEmailOf } from './support/mail.ts';

const email = () => `auth-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;

describe('health', () => {
  it('reports ok with the elapsed time', async () => {
    const res = await new ApiClient().get<{ ok: boolean; elapsed_ms: number }>('/health');
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(typeof res.body.elapsed_ms).toBe('number');
  });
});

describe('sign-up and sign-in', () => {
  it('creates an account and refuses a second one for the same address', async () => {
    const api = new ApiClient();
    const address = email();
    expect((await api.post('/auth/signup', { email: address, password: 'secret-1' })).status).toBe(
      201,
    );
    const again = await api.post<{ error: { message: string } }>('/auth/signup', {
      email: address.toUpperCase(),
      password: 'secret-1',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('already registered');
  });

  it('refuses short passwords and missing fields with the spec words', async () => {
    const api = new ApiClient();
    const short = await api.post<{ error: { message: string } }>('/auth/signup', {
      email: email(),
      password: '12345',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Password must be at least 6 characters long');
    const missing = await api.post('/auth/login', { email: '', password: '' });
    expect(missing.status).toBe(400);
    const notJson = await api.post('/auth/login', '{oops');
    expect(notJson.status).toBe(400);
  });

  it('gives the same answer for a wrong password and an unknown address', async () => {
    const api = new ApiClient();
    const address = email();
    await api.post('/auth/signup', { email: address, password: 'secret-1' });
    const wrong = await api.post('/auth/login', { email: address, password: 'secret-2' });
    const unknown = await api.post('/auth/login', { email: email(), password: 'secret-2' });
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(401);
  });

  it('signs in with a cookie, reads the session, and signs out', async () => {
    const api = new ApiClient();
    const address = email();
    await api.post('/auth/signup', { email: address, password: 'secret-1' });
    await verifyEmailOf(address);
    expect((await api.post('/auth/login', { email: address, password: 'secret-1' })).status).toBe(
      200,
    );
    const session = await api.get<{ email: string; family_id: string | null }>('/auth/session');
    expect(session.body).toMatchObject({ email: address, family_id: null });
    // The browser asks /auth/current: signed out is an answer (200), not a console 401.
    const current = await api.get<{ session: { email: string } | null }>('/auth/current');
    expect(current.status).toBe(200);
    expect(current.body.session).toMatchObject({ email: address, family_id: null });
    expect((await api.post('/auth/logout')).status).toBe(204);
    expect((await api.get('/auth/session')).status).toBe(401);
    expect(await api.get('/auth/current')).toMatchObject({ status: 200, body: { session: null } });
  });

  it('accepts a Bearer token instead of the cookie', async () => {
    const api = new ApiClient();
    const address = email();
    await api.post('/auth/signup', { email: address, password: 'secret-1' });
    await verifyEmailOf(address);
    const login = await api.post<{ token: string }>('/auth/login', {
      email: address,
      password: 'secret-1',
    });
    const bearer = new ApiClient();
    const res = await bearer.request('GET', '/auth/session', undefined, {
      authorization: `Bearer ${login.body.token}`,
    });
    expect(res.status).toBe(200);
    const forged = await bearer.request('GET', '/auth/session', undefined, {
      authorization: `Bearer ${login.body.token.split('.')[0]}.forged-secret`,
    });
    expect(forged.status).toBe(401);
  });
});

describe('family setup', () => {
  it('answers 200 until set up, then 204, and validates in the spec words', async () => {
    const { api } = await newSignedInAccount(email());
    expect((await api.get('/family/setup')).status).toBe(200);

    const noFamily = await api.post<{ error: { message: string } }>('/family/setup', {
      family_name: ' ',
      first_name: 'Ann',
    });
    expect(noFamily.body.error.message).toBe('Family name is required');
    const noFirst = await api.post<{ error: { message: string } }>('/family/setup', {
      family_name: 'Lee',
      first_name: '',
    });
    expect(noFirst.body.error.message).toBe('First name is required');
    const badDate = await api.post('/family/setup', {
      family_name: 'Lee',
      first_name: 'Ann',
      birthdate: '12/01/1990',
    });
    expect(badDate.status).toBe(400);

    const done = await api.post('/family/setup', {
      family_name: 'Lee',
      first_name: 'Ann',
      last_name: '',
      preferences: 'No nuts',
      birthdate: '',
    });
    expect(done.status).toBe(201);
    expect((await api.get('/family/setup')).status).toBe(204);
    expect(
      (await api.post('/family/setup', { family_name: 'Again', first_name: 'Ann' })).status,
    ).toBe(409);

    const family = await api.get<{ name: string; members: Array<{ first_name: string }> }>(
      '/family',
    );
    expect(family.body.name).toBe('Lee');
    expect(family.body.members.map((m) => m.first_name)).toEqual(['Ann']);
  });

  it('needs a session', async () => {
    const api = new ApiClient();
    expect((await api.get('/family/setup')).status).toBe(401);
    expect((await api.get('/family')).status).toBe(401);
    expect((await api.get('/shopping-items')).status).toBe(401);
  });
});
