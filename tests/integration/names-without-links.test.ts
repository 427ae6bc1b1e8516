// A web address in a name (domain/text/names-without-links.ts): refused by REST and the
// Zero mutators; a name saved with one before the rule is left out of invitation emails.
import { describe, expect, it } from 'vitest';
import { newFamilyMember, uniqueEmail, type ErrorBody } from './support/api-client.ts';
import { waitForEmail } from './support/mail.ts';
import { testDatabase } from './support/test-database.ts';
import { pushMutation } from './support/zero-push.ts';

const sql = testDatabase();

describe('names with web addresses', () => {
  it('are refused by REST and the Zero mutators', async () => {
    const member = await newFamilyMember('Links', 'Ada');
    for (const answer of [
      await member.api.patch<ErrorBody>('/family/users/me', { first_name: 'Visit evil.com' }),
      await member.api.post<ErrorBody>('/family/users', { first_name: 'https://evil.example' }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({
        code: 'NAME_HAS_LINK',
        message: 'Names cannot contain web addresses.',
      });
    }
    const pushed = await pushMutation(member.api, {
      name: 'member.update',
      args: { family_user_id: member.session.family_user_id, first_name: 'www.evil.example' },
    });
    expect(pushed.body.mutations?.[0]?.result.message).toBe('Names cannot contain web addresses.');
    const [me] = await sql<{ first_name: string }[]>`
      SELECT first_name FROM family_member WHERE family_user_id = ${member.session.family_user_id}`;
    expect(me!.first_name).toBe('Ada');
  });

  it('saved before the rule, are left out of the invitation email', async () => {
    const member = await newFamilyMember('Links', 'Bea');
    await sql`UPDATE family_member SET first_name = 'Bea evil.example/login'
               WHERE family_user_id = ${member.session.family_user_id}`;
    const teen = await member.api.post<{ family_user_id: string }>('/family/users', {
      first_name: 'Teen',
      birthdate: '2000-01-01',
    });
    const email = uniqueEmail('invitee');
    const invited = await member.api.post(`/family/users/${teen.body.family_user_id}/invite`, {
      email,
    });
    expect(invited.status).toBe(201);
    const mail = await waitForEmail(email, /Join/);
    expect(mail.text).toContain('A family member invited you');
    expect(mail.text).not.toContain('evil');
  });
});
