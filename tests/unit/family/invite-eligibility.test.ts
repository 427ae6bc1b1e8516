import { describe, expect, it } from 'vitest';
import {
  canInvite,
  inviteBlock,
  inviteRowNote,
  isInvitedOrJoined,
  isTooYoungForAccount,
  MIN_INVITE_AGE,
} from '#domain/family/invite-eligibility.ts';

const TODAY = '2023-06-15';
const teen = { birthdate: '2008-01-01', email: 'teen@example.test', status: null };

describe('invite eligibility (docs/spec.md §5)', () => {
  it('allows a member whose age is known and at least 13, with an email, not invited', () => {
    expect(MIN_INVITE_AGE).toBe(13);
    expect(canInvite(teen, TODAY)).toBe(true);
    expect(canInvite({ ...teen, birthdate: '2010-06-15' }, TODAY)).toBe(true);
    expect(canInvite({ ...teen, status: '' }, TODAY)).toBe(true);
  });

  it('needs a known age of at least 13', () => {
    expect(inviteBlock({ ...teen, birthdate: null }, TODAY)).toBe('age_unknown');
    expect(inviteBlock({ ...teen, birthdate: 'soon' }, TODAY)).toBe('age_unknown');
    expect(inviteBlock({ ...teen, birthdate: '2010-06-16' }, TODAY)).toBe('too_young');
  });

  it('needs an email', () => {
    expect(inviteBlock({ ...teen, email: null }, TODAY)).toBe('no_email');
    expect(inviteBlock({ ...teen, email: '  ' }, TODAY)).toBe('no_email');
  });

  it('refuses invited, accepted and pending, in any case', () => {
    for (const status of ['Invited', 'invited', 'ACCEPTED', 'Accepted', 'pending', ' Pending ']) {
      expect(isInvitedOrJoined(status)).toBe(true);
      expect(inviteBlock({ ...teen, status }, TODAY)).toBe('already_invited');
    }
    expect(isInvitedOrJoined('declined')).toBe(false);
    expect(isInvitedOrJoined(null)).toBe(false);
  });
});

describe('why a member row has no Invite button', () => {
  it('says an 8-year-old has no account and a parent rates for them', () => {
    const child = { birthdate: '2015-03-01', email: 'kid@example.test', status: null };
    expect(inviteRowNote(child, TODAY)).toBe(
      'Under 13: no account of their own. A parent rates meals for them.',
    );
    expect(isTooYoungForAccount(child.birthdate, TODAY)).toBe(true);
    expect(isTooYoungForAccount(teen.birthdate, TODAY)).toBe(false);
    expect(isTooYoungForAccount(null, TODAY)).toBe(false);
  });

  it('names what is missing, and says nothing when Invite shows or the status says why', () => {
    expect(inviteRowNote({ ...teen, birthdate: null }, TODAY)).toBe(
      'Add a birthdate to invite them.',
    );
    expect(inviteRowNote({ ...teen, email: null }, TODAY)).toBe(
      'Add an email address to invite them.',
    );
    expect(inviteRowNote(teen, TODAY)).toBeNull();
    expect(inviteRowNote({ ...teen, status: 'Accepted' }, TODAY)).toBeNull();
  });
});
