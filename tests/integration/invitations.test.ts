// Inviting a member: the invite rule enforced on the server, an email with a link that
// works once, for its own family only, until it expires; accepting links the account to
// the invited member.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  newFamilyMember,
  newSignedInAccount,
  uniqueEmail,
  type ErrorBody,
} from './support/api-client.ts';
import { expireInvitations } from '#server/invitations/expire-invitations.ts';
import { linkIn, waitForEmail } from './support/mail.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

type Member = Awaited<ReturnType<typeof newFamilyMember>>;
type Profile = { family_user_id: string; status: string | null; invited_at: string | null };
let family: Member;

function yearsAgo(years: number, days = 0) {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function addMember(fields: Record<string, unknown>) {
  const res = await family.api.post<Profile>('/family/users', { first_name: 'Kid', ...fields });
  expect(res.status).toBe(201);
  return res.body.family_user_id;
}

/** Adds and invites a teenager; returns the member id, the address and the link token. */
async function invitedTeen() {
  const email = uniqueEmail('teen');
  const id = await addMember({ first_name: 'Teo', birthdate: yearsAgo(15), email });
  const invite = await family.api.post<Profile>(`/family/users/${id}/invite`, { email });
  expect(invite.status).toBe(201);
  const mail = await waitForEmail(email, /Join the Okoro family/);
  const token = /\/invite\/([a-z2-7]+)/.exec(linkIn(mail.text))?.[1] ?? '';
  return { id, email, token, invite: invite.body };
}

beforeAll(async () => {
  family = await newFamilyMember('Okoro', 'Ada');
});

describe('inviting a member', () => {
  it('marks the member Invited, emails a link, and answers the invitation', async () => {
    const { token, email, invite } = await invitedTeen();
    expect(invite.status).toBe('Invited');
    expect(invite.invited_at).not.toBeNull();
    const details = await new ApiClient().get(`/family/invitations/${token}`);
    expect(details).toEqual({ status: 200, body: { family_name: 'Okoro', email } });
  });

  it('follows the invite rule: age known and at least 13, an email, not invited yet', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: uniqueEmail('x') }, 'Add a birthdate before inviting this family member.'],
      [
        { birthdate: yearsAgo(13, 1), email: uniqueEmail('x') },
        'Family members must be at least 13 to be invited.',
      ],
    ];
    for (const [fields, message] of cases) {
      const id = await addMember(fields);
      const res = await family.api.post<ErrorBody>(`/family/users/${id}/invite`, {
        email: fields.email,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(message);
    }
    const thirteen = await addMember({ birthdate: yearsAgo(13), email: uniqueEmail('x') });
    const ok = await family.api.post(`/family/users/${thirteen}/invite`, {
      email: uniqueEmail('y'),
    });
    expect(ok.status).toBe(201);
    const twice = await family.api.post<ErrorBody>(`/family/users/${thirteen}/invite`, {
      email: uniqueEmail('z'),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This family member has already been invited.');
    // The founder has joined already.
    const self = await family.api.post(`/family/users/${family.session.family_user_id}/invite`, {
      email: family.email,
    });
    expect(self.status).toBe(409);
    const noEmail = await family.api.post<ErrorBody>(`/family/users/${thirteen}/invite`, {
      email: '',
    });
    expect(noEmail.status).toBe(400);
  });

  it('answers 404 for unknown, made-up and expired tokens', async () => {
    const api = new ApiClient();
    expect((await api.get(`/family/invitations/${'a'.repeat(52)}`)).status).toBe(404);
    expect((await api.get('/family/invitations/short')).status).toBe(404);
    const { token, email } = await invitedTeen();
    await sql`UPDATE private.invitation SET expires_at = now() - interval '1 second'
               WHERE lower(email) = ${email}`;
    const expired = await api.get<ErrorBody>(`/family/invitations/${token}`);
    expect(expired.status).toBe(404);
    expect(expired.body.error.message).toBe('This invitation link is invalid or has expired.');
    const { api: joiner } = await newSignedInAccount();
    expect((await joiner.post(`/family/invitations/${token}/accept`, {})).status).toBe(404);
  });

  it('an expired invitation returns the member to not invited, so they can be invited again', async () => {
    const { id, email } = await invitedTeen();
    await expireInvitations(sql);
    const stillInvited = await family.api.get<{ members: unknown[] }>('/family');
    expect(stillInvited.status).toBe(200);
    const [before] = await sql`SELECT status FROM family_member WHERE family_user_id = ${id}`;
    expect(before?.status).toBe('Invited');
    await sql`UPDATE private.invitation SET expires_at = now() - interval '1 second'
               WHERE family_user_id = ${id}`;
    expect(await expireInvitations(sql)).toBeGreaterThanOrEqual(1);
    const [after] = await sql`SELECT status, invited_at FROM family_member
                               WHERE family_user_id = ${id}`;
    expect(after).toEqual({ status: null, invited_at: null });
    const again = await family.api.post(`/family/users/${id}/invite`, { email });
    expect(again.status).toBe(201);
  });
});

describe('accepting', () => {
  it('signs up the invited address at once and joins the invited member, once only', async () => {
    const { id, email, token } = await invitedTeen();
    const joiner = new ApiClient();
    const signup = await joiner.post<{ signed_in: boolean }>('/auth/signup', {
      email,
      password: 'teen-secret',
      invitation_token: token,
    });
    // The invitation was emailed to this address, which proves it: no second email.
    expect(signup.body.signed_in).toBe(true);
    const session = await joiner.get<{ user_id: string; family_id: string | null }>(
      '/auth/session',
    );
    expect(session.body.family_id).toBeNull();

    const accept = await joiner.post(`/family/invitations/${token}/accept`, {
      user_id: session.body.user_id,
    });
    expect(accept).toEqual({ status: 200, body: { family_name: 'Okoro', new_family: false } });
    const after = await joiner.get<{ family_id: string; family_user_id: string }>('/auth/session');
    expect(after.body).toMatchObject({ family_id: family.session.family_id, family_user_id: id });
    const [row] = await sql`SELECT user_id, status FROM family_member WHERE family_user_id = ${id}`;
    expect(row).toMatchObject({ user_id: session.body.user_id, status: 'Accepted' });

    const { api: someoneElse } = await newSignedInAccount();
    expect((await someoneElse.post(`/family/invitations/${token}/accept`, {})).status).toBe(404);
    expect((await new ApiClient().get(`/family/invitations/${token}`)).status).toBe(404);
  });

  it('needs a session, and the caller’s own user id', async () => {
    const { token } = await invitedTeen();
    expect((await new ApiClient().post(`/family/invitations/${token}/accept`, {})).status).toBe(
      401,
    );
    const { api } = await newSignedInAccount();
    const forged = await api.post(`/family/invitations/${token}/accept`, { user_id: 'someone' });
    expect(forged.status).toBe(403);
    // Refused attempts did not use the invitation up.
    expect((await api.get(`/family/invitations/${token}`)).status).toBe(200);
  });

  it('works only for the account of the address it was sent to', async () => {
    const { id, email, token } = await invitedTeen();
    const { api: stranger } = await newSignedInAccount();
    const refused = await stranger.post<ErrorBody>(`/family/invitations/${token}/accept`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'INVITATION_OTHER_EMAIL',
      message:
        'This invitation was sent to another email address. Sign in with that address to accept it.',
    });
    const strangerSession = await stranger.get<{ family_id: string | null }>('/auth/session');
    expect(strangerSession.body.family_id).toBeNull();
    // The account of the invited address still can.
    const { api: invited } = await newSignedInAccount(email);
    const accepted = await invited.post(`/family/invitations/${token}/accept`, {});
    expect(accepted).toEqual({ status: 200, body: { family_name: 'Okoro', new_family: false } });
    const session = await invited.get<{ family_user_id: string }>('/auth/session');
    expect(session.body.family_user_id).toBe(id);
  });

  it('refuses a member of another family and leaves the invitation usable', async () => {
    const { token, email } = await invitedTeen();
    // The invited address, but its account already started a family of its own.
    const { api } = await newSignedInAccount(email);
    expect(
      (await api.post('/family/setup', { family_name: 'Elsewhere', first_name: 'Eli' })).status,
    ).toBe(201);
    const other = { api, session: (await api.get<{ family_id: string }>('/auth/session')).body };
    const res = await other.api.post<ErrorBody>(`/family/invitations/${token}/accept`, {});
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('You already belong to a family.');
    const otherSession = await other.api.get<{ family_id: string }>('/auth/session');
    expect(otherSession.body.family_id).toBe(other.session.family_id);
    expect((await new ApiClient().get(`/family/invitations/${token}`)).status).toBe(200);
  });

  it('a sign-up with an invitation for another address still needs verification', async () => {
    const { token } = await invitedTeen();
    const res = await new ApiClient().post<{ signed_in: boolean }>('/auth/signup', {
      email: uniqueEmail('forwarded'),
      password: 'secret-123',
      invitation_token: token,
    });
    expect(res.body.signed_in).toBe(false);
  });
});
