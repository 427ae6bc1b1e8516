// /family/users: the caller's profile, adding and editing members (children without
// accounts too), the validation of docs/spec.md §5, and a second family that can read and change
// nothing of the first through REST or Zero.
import { beforeAll, describe, expect, it } from 'vitest';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import { ApiClient, newFamilyMember, type ErrorBody } from './support/api-client.ts';
import { eventually, zeroFor } from './support/zero-client.ts';
import { testDatabase } from './support/test-database.ts';

const sql = testDatabase();

type Member = Awaited<ReturnType<typeof newFamilyMember>>;
type Profile = {
  family_user_id: string;
  user_id: string | null;
  first_name: string;
  last_name: string | null;
  preferences: string | null;
  birthdate: string | null;
  email: string | null;
  phone: string | null;
  phone_verified: boolean;
  sms_optin: boolean;
  status: string | null;
  invited_at: string | null;
};
let first: Member;
let second: Member;
let child: Profile;

beforeAll(async () => {
  first = await newFamilyMember('Rivera', 'Rosa');
  second = await newFamilyMember('Other', 'Otto');
  child = (
    await first.api.post<Profile>('/family/users', {
      first_name: ' Mia ',
      last_name: 'Rivera',
      preferences: 'No mushrooms',
      birthdate: '2016-04-02',
      email: '',
      phone: '',
    })
  ).body;
});

async function memberRow(id: string) {
  const [row] = await sql`SELECT * FROM family_member WHERE family_user_id = ${id}`;
  return row;
}

describe('profile (/family/users/me)', () => {
  it('reads and updates the caller’s own profile; empty fields become null', async () => {
    const me = await first.api.get<Profile>('/family/users/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      family_user_id: first.session.family_user_id,
      user_id: first.session.user_id,
      first_name: 'Rosa',
      email: first.email,
      status: 'Accepted',
    });
    const updated = await first.api.patch<Profile>('/family/users/me', {
      first_name: 'Rosa',
      last_name: 'Rivera',
      preferences: 'Vegetarian',
      birthdate: '1985-07-14',
      email: 'rosa@example.test',
      phone: '+1 (555) 123-4567',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ last_name: 'Rivera', phone: '+1 (555) 123-4567' });
    const cleared = await first.api.patch<Profile>('/family/users/me', {
      birthdate: '',
      phone: '',
      last_name: '  ',
    });
    expect(cleared.body).toMatchObject({
      birthdate: null,
      phone: null,
      last_name: null,
      preferences: 'Vegetarian',
    });
  });

  it('forgets a phone verification when the number changes', async () => {
    await first.api.patch('/family/users/me', { phone: '555 0100' });
    // As if the number had been proved with a code (phone_verified is derived from this).
    await sql`INSERT INTO private.verified_phone (family_user_id, phone)
              SELECT family_user_id, phone FROM family_member
               WHERE family_user_id = ${first.session.family_user_id}`;
    await sql`UPDATE family_member SET sms_optin = true
               WHERE family_user_id = ${first.session.family_user_id}`;
    const same = await first.api.patch<Profile>('/family/users/me', { phone: '555 0100' });
    expect(same.body).toMatchObject({ phone_verified: true, sms_optin: true });
    const changed = await first.api.patch<Profile>('/family/users/me', { phone: '555 0199' });
    expect(changed.body).toMatchObject({ phone_verified: false, sms_optin: false });
  });

  it('validates in the spec’s words and refuses unknown or protected fields', async () => {
    const noName = await first.api.patch<ErrorBody>('/family/users/me', { first_name: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('First name is required');
    const badEmail = await first.api.patch<ErrorBody>('/family/users/me', { email: 'nope' });
    expect(badEmail.body.error.message).toContain('Enter a valid email address.');
    const badDate = await first.api.patch('/family/users/me', { birthdate: '2023-02-30' });
    expect(badDate.status).toBe(400);
    for (const field of ['status', 'user_id', 'phone_verified', 'family_id']) {
      const res = await first.api.patch('/family/users/me', { [field]: 'x' });
      expect(res.status).toBe(400);
    }
    expect((await first.api.patch('/family/users/me', '{oops')).status).toBe(400);
    expect((await new ApiClient().get('/family/users/me')).status).toBe(401);
  });
});

describe('members (/family/users)', () => {
  it('adds a member without an account, trimmed, with nulls for empty fields', async () => {
    expect(child).toMatchObject({
      first_name: 'Mia',
      birthdate: '2016-04-02',
      email: null,
      phone: null,
      user_id: null,
      status: null,
    });
    const family = await first.api.get<{ name: string; members: Array<{ first_name: string }> }>(
      '/family',
    );
    expect(family.body.members.map((m) => m.first_name)).toEqual(['Rosa', 'Mia']);
  });

  it('edits a member', async () => {
    const edited = await first.api.patch<Profile>(`/family/users/${child.family_user_id}`, {
      email: 'Mia@Example.test',
      preferences: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ email: 'mia@example.test', preferences: null });
  });

  it('validates a new member', async () => {
    const noName = await first.api.post<ErrorBody>('/family/users', { first_name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.message).toBe('First name is required');
    const badPhone = await first.api.post('/family/users', { first_name: 'A', phone: 'call me' });
    expect(badPhone.status).toBe(400);
    const chosenId = await first.api.post('/family/users', {
      first_name: 'A',
      family_user_id: 'mine',
    });
    expect(chosenId.status).toBe(400);
  });
});

describe('another family', () => {
  it('cannot read, edit or invite this family’s members through REST', async () => {
    const before = await memberRow(child.family_user_id);
    const id = child.family_user_id;
    expect((await second.api.patch(`/family/users/${id}`, { first_name: 'Stolen' })).status).toBe(
      404,
    );
    expect(
      (await second.api.post(`/family/users/${id}/invite`, { email: 'x@example.test' })).status,
    ).toBe(404);
    const theirs = await second.api.get<{ members: Array<{ family_user_id: string }> }>('/family');
    expect(theirs.body.members.map((m) => m.family_user_id)).toEqual([
      second.session.family_user_id,
    ]);
    expect(await memberRow(id)).toEqual(before);
  });

  it('cannot read or change members through Zero, even forging its context', async () => {
    const before = await memberRow(child.family_user_id);
    const forged = zeroFor(second, {
      familyID: first.session.family_id,
    });
    try {
      const seen = await forged.run(queries.family.current(), { type: 'complete' });
      expect(seen?.id).not.toBe(first.session.family_id);
      const attempts = [
        forged.mutate(
          mutators.member.update({ family_user_id: child.family_user_id, first_name: 'Stolen' }),
        ),
        forged.mutate(
          mutators.member.create({ family_user_id: child.family_user_id, first_name: 'Overwrite' }),
        ),
        forged.mutate(
          mutators.member.update({
            family_user_id: first.session.family_user_id,
            email: 'attacker@example.test',
          }),
        ),
      ];
      // Updates of a member the caller's family does not have are quiet no-ops through Zero,
      // as for a member deleted meanwhile (replay-safe.ts); a create is refused.
      const outcomes = [];
      for (const attempt of attempts) outcomes.push((await attempt.server).type);
      expect(outcomes).toEqual(['success', 'error', 'success']);
    } finally {
      await forged.close();
    }
    expect(await memberRow(child.family_user_id)).toEqual(before);
  });

  it('a family’s own Zero client sees its members live', async () => {
    const zero = zeroFor(first);
    try {
      await first.api.post('/family/users', { first_name: 'Leo' });
      const family = await eventually(
        () => zero.run(queries.family.current(), { type: 'complete' }),
        (f) => (f?.members ?? []).some((m) => m.first_name === 'Leo'),
      );
      expect(family?.members.every((m) => m.family_id === first.session.family_id)).toBe(true);
      const id = crypto.randomUUID();
      const added = zero.mutate(mutators.member.create({ family_user_id: id, first_name: 'Zed' }));
      expect((await added.server).type).toBe('success');
      expect((await memberRow(id))?.family_id).toBe(first.session.family_id);
    } finally {
      await zero.close();
    }
  });

  it('refuses cookie-authenticated writes from another origin', async () => {
    const res = await first.api.request(
      'PATCH',
      '/family/users/me',
      { first_name: 'Hijacked' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    const invite = await first.api.request(
      'POST',
      `/family/users/${child.family_user_id}/invite`,
      { email: 'x@example.test' },
      { origin: 'https://evil.example' },
    );
    expect(invite.status).toBe(403);
    expect((await first.api.get<Profile>('/family/users/me')).body.first_name).toBe('Rosa');
  });
});
