// Request access (POST /family/invite, no auth): the same answer whatever the address,
// limits so the operator is never flooded, and the operator's command that turns a
// request into an invitation to start the family.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it, inject } from 'vitest';
import { recordAccessRequest } from '#server/access/access-requests.ts';
import { parseEnv } from '#server/env.ts';
import { createMailer } from '#server/mail/mailer.ts';
import {
  ApiClient,
  newSignedInAccount,
  uniqueEmail,
  type ErrorBody,
} from './support/api-client.ts';
import { emailsTo, linkIn, waitForEmail } from './support/mail.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

const run = promisify(execFile);

/** `npm run access -- ...`, against the test database. */
async function accessCommand(...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['scripts/access.ts', ...args], {
      env: { ...process.env, DATABASE_URL: inject('databaseUrl'), PUBLIC_URL: inject('appUrl') },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

async function requestsFor(email: string) {
  return sql<{ status: string; family_name: string }[]>`
    SELECT status, family_name FROM private.access_request WHERE lower(email) = ${email}`;
}

describe('request access', () => {
  it('checks its fields in words', async () => {
    const api = new ApiClient();
    const missing = await api.post<ErrorBody>('/family/invite', { email: '', family_name: 'X' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Email and family name are required.');
    const noFamily = await api.post<ErrorBody>('/family/invite', {
      email: uniqueEmail('a'),
      family_name: '  ',
    });
    expect(noFamily.body.error.message).toBe('Email and family name are required.');
    const bad = await api.post<ErrorBody>('/family/invite', { email: 'nope', family_name: 'X' });
    expect(bad.body.error.message).toBe('Enter a valid email address.');
    expect((await api.post('/family/invite', { email: 1, family_name: 'X' })).status).toBe(400);
  });

  it('answers the same for a new address, a repeat, and a registered one', async () => {
    const fresh = uniqueEmail('fresh');
    const { email: registered } = await newSignedInAccount();
    const answers = [
      await new ApiClient().post('/family/invite', { email: fresh, family_name: 'Lopez' }),
      await new ApiClient().post('/family/invite', { email: fresh, family_name: 'Lopez' }),
      await new ApiClient().post('/family/invite', { email: registered, family_name: 'Lopez' }),
    ];
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(202);
    // A repeat while one waits is not a second request for the operator.
    expect(await requestsFor(fresh)).toEqual([{ status: 'pending', family_name: 'Lopez' }]);
    // By default the operator decides: nothing is emailed yet.
    expect(await emailsTo(fresh)).toEqual([]);
  });

  it('limits requests per client address', async () => {
    const api = new ApiClient();
    const request = () =>
      api.post<ErrorBody>('/family/invite', { email: uniqueEmail('flood'), family_name: 'F' });
    for (let i = 0; i < 30; i += 1) expect((await request()).status).toBe(202);
    const refused = await request();
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe('Too many requests. Please try again later.');
  });
});

describe('the operator', () => {
  it('lists, approves and denies; an approval invites the person to start their family', async () => {
    const email = uniqueEmail('approved');
    await new ApiClient().post('/family/invite', { email, family_name: 'Nakamura' });
    const denied = uniqueEmail('denied');
    await new ApiClient().post('/family/invite', { email: denied, family_name: 'Nope' });

    const list = await accessCommand('list');
    expect(list.stdout).toContain(email);
    expect(list.stdout).toContain('"Nakamura"');
    expect(await accessCommand('deny', denied)).toMatchObject({ code: 0 });
    expect(await requestsFor(denied)).toEqual([{ status: 'denied', family_name: 'Nope' }]);
    const approve = await accessCommand('approve', email);
    expect(approve).toMatchObject({ code: 0 });
    expect(approve.stdout).toContain(`Invitation sent to ${email}.`);
    expect((await accessCommand('approve', email)).code).toBe(1);

    const mail = await waitForEmail(email, /Your invitation/);
    const token = /\/invite\/([a-z2-7]+)/.exec(linkIn(mail.text))?.[1] ?? '';
    const details = await new ApiClient().get(`/family/invitations/${token}`);
    expect(details.body).toEqual({ family_name: 'Nakamura', email });

    // The invited address signs up at once, accepts, and sets up the named family.
    const api = new ApiClient();
    const signup = await api.post<{ signed_in: boolean }>('/auth/signup', {
      email,
      password: 'secret-123',
      invitation_token: token,
    });
    expect(signup.body.signed_in).toBe(true);
    expect((await api.post(`/family/invitations/${token}/accept`, {})).body).toEqual({
      family_name: 'Nakamura',
      new_family: true,
    });
    const setup = await api.get<{ family_name: string }>('/family/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.family_name).toBe('Nakamura');
    const created = await api.post('/family/setup', { family_name: 'Nakamura', first_name: 'Ken' });
    expect(created.status).toBe(201);
  });

  it('approving an address that has an account says so by email, not on the form', async () => {
    const { email } = await newSignedInAccount();
    await new ApiClient().post('/family/invite', { email, family_name: 'Twice' });
    const approve = await accessCommand('approve', email);
    expect(approve.stdout).toContain('already has an account');
    const mail = await waitForEmail(email, /You already have/);
    expect(linkIn(mail.text)).toMatch(/\/login$/);
  });

  it('accepting a new-family invitation needs an account without a family', async () => {
    const email = uniqueEmail('late');
    await new ApiClient().post('/family/invite', { email, family_name: 'Second' });
    await accessCommand('approve', email);
    const token =
      /\/invite\/([a-z2-7]+)/.exec(
        linkIn((await waitForEmail(email, /Your invitation/)).text),
      )?.[1] ?? '';
    // The invited address signed up and started a family before opening the link.
    const { api } = await newSignedInAccount(email);
    expect(
      (await api.post('/family/setup', { family_name: 'Taken', first_name: 'Tia' })).status,
    ).toBe(201);
    const res = await api.post(`/family/invitations/${token}/accept`, {});
    expect(res.status).toBe(409);
  });

  it('in automatic mode, a request is approved at once', async () => {
    const env = parseEnv({ ACCESS_REQUEST_APPROVAL: 'automatic', PUBLIC_URL: inject('appUrl') });
    const mailer = createMailer(env, sql, () => {});
    const email = uniqueEmail('auto');
    await recordAccessRequest({ env, sql, mailer }, { email, familyName: 'Auto', ip: '10.9.9.9' });
    expect(await requestsFor(email)).toEqual([{ status: 'approved', family_name: 'Auto' }]);
    await waitForEmail(email, /Your invitation/);
  });
});
