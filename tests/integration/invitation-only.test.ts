// Invitation-only by default (docs/accounts.md): on a server with the product's default
// configuration (no OPEN_SIGNUP), nobody can sign up or start a family without the right,
// while a member's invitation and an approved access request still work end to end. The
// app runs in this process on the integration database with that default environment; the
// families that invite are made on the shared stack (which turns OPEN_SIGNUP on).
import postgres from 'postgres';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { errorMessages } from '#domain/error-messages.ts';
import { approveAccessRequest } from '#server/access/access-requests.ts';
import { parseEnv } from '#server/env.ts';
import { createMailer } from '#server/mail/mailer.ts';
import {
  newFamilyMember,
  newSignedInAccount,
  uniqueEmail,
  type ErrorBody,
} from './support/api-client.ts';
import { inProcessApp, uniqueAddress } from './support/in-process-app.ts';
import { linkIn, waitForEmail } from './support/mail.ts';

const sql = postgres(inject('databaseUrl'), { max: 2, onnotice: () => {} });
// The product's defaults: OPEN_SIGNUP is not set.
const app = inProcessApp({});
afterAll(async () => {
  await app.stop();
  await sql.end();
});

type Signup = { signed_in: boolean; token?: string };
const PASSWORD = 'secret-123';

function tokenOf(link: string): string {
  return /\/invite\/([a-z2-7]+)/.exec(link)?.[1] ?? '';
}

async function accountCount(email: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM private.account WHERE lower(email) = ${email}`;
  return row?.n ?? 0;
}

describe('a server with the default configuration', () => {
  it('says sign-up is not open, and refuses a sign-up without an invitation', async () => {
    const options = await app.request<{ open_signup: boolean }>('GET', '/auth/options');
    expect(options.body.open_signup).toBe(false);
    const email = uniqueEmail('stranger');
    const refused = await app.request<ErrorBody>('POST', '/auth/signup', {
      body: { email, password: PASSWORD },
      address: uniqueAddress(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'SIGNUP_CLOSED',
      message: errorMessages.SIGNUP_CLOSED,
    });
    expect(await accountCount(email)).toBe(0);
  });

  it('refuses family setup to an account that has no invitation or approval', async () => {
    // An account from before the rule (made here on the open test stack).
    const { api } = await newSignedInAccount();
    const token = api.token!;
    // A name no other test file uses: the integration database is shared.
    const familyName = `Squatters ${Date.now()}`;
    const setup = await app.request<{ may_create_family: boolean }>('GET', '/family/setup', {
      token,
    });
    expect(setup.body.may_create_family).toBe(false);
    const refused = await app.request<ErrorBody>('POST', '/family/setup', {
      token,
      body: { family_name: familyName, first_name: 'Sam' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(errorMessages.FAMILY_SETUP_CLOSED);
    const [family] = await sql`SELECT 1 FROM family WHERE name = ${familyName}`;
    expect(family).toBeUndefined();
  });

  it('lets an approved access request sign up and start its family', async () => {
    const email = uniqueEmail('approved');
    const address = uniqueAddress();
    const request = await app.request('POST', '/family/invite', {
      body: { email, family_name: 'Adeyemi' },
      address,
    });
    expect(request.status).toBe(202);
    // Before approval the address still cannot sign up.
    const early = await app.request('POST', '/auth/signup', {
      body: { email, password: PASSWORD },
      address,
    });
    expect(early.status).toBe(403);

    const env = parseEnv({ NODE_ENV: 'test', PUBLIC_URL: 'https://dinner.example' });
    const mailer = createMailer(env, sql, () => {});
    expect(await approveAccessRequest({ env, sql, mailer }, email)).toBe('invited');
    await mailer.flush();
    const invitation = tokenOf(linkIn((await waitForEmail(email, /Your invitation/)).text));

    const signup = await app.request<Signup>('POST', '/auth/signup', {
      body: { email, password: PASSWORD, invitation_token: invitation },
      address,
    });
    expect(signup.status).toBe(201);
    expect(signup.body.signed_in).toBe(true);
    const token = signup.body.token!;
    const accept = await app.request<{ new_family: boolean }>(
      'POST',
      `/family/invitations/${invitation}/accept`,
      { token, body: {} },
    );
    expect(accept.body.new_family).toBe(true);
    const setupInfo = await app.request('GET', '/family/setup', { token });
    expect(setupInfo.body).toMatchObject({ may_create_family: true, family_name: 'Adeyemi' });
    const setup = await app.request('POST', '/family/setup', {
      token,
      body: { family_name: 'Adeyemi', first_name: 'Tolu' },
    });
    expect(setup.status).toBe(201);
  });

  it('lets a member’s invitation sign up and join, for the invited address only', async () => {
    const family = await newFamilyMember('Lindqvist', 'Elsa');
    const email = uniqueEmail('invited');
    const added = await family.api.post<{ family_user_id: string }>('/family/users', {
      first_name: 'Nils',
      birthdate: '1990-04-02',
      email,
    });
    const id = added.body.family_user_id;
    expect((await family.api.post(`/family/users/${id}/invite`, { email })).status).toBe(201);
    const invitation = tokenOf(linkIn((await waitForEmail(email, /Lindqvist/)).text));

    // The token does not open sign-up for another address.
    const other = await app.request<ErrorBody>('POST', '/auth/signup', {
      body: { email: uniqueEmail('forwarded'), password: PASSWORD, invitation_token: invitation },
      address: uniqueAddress(),
    });
    expect(other.status).toBe(403);

    const signup = await app.request<Signup>('POST', '/auth/signup', {
      body: { email, password: PASSWORD, invitation_token: invitation },
      address: uniqueAddress(),
    });
    expect(signup.status).toBe(201);
    const token = signup.body.token!;
    const accept = await app.request<{ new_family: boolean }>(
      'POST',
      `/family/invitations/${invitation}/accept`,
      { token, body: {} },
    );
    expect(accept).toMatchObject({ status: 200, body: { new_family: false } });
    const session = await app.request<{ family_name: string }>('GET', '/auth/session', { token });
    expect(session.body.family_name).toBe('Lindqvist');
  });
});
