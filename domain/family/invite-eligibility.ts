// Who may be invited to sign in (docs/spec.md §5 'Invite eligibility', §6: minimum age 13).
// The Family tab shows the button by this rule and the server refuses by the same rule.
import { ageOn, CHILD_AGE_BELOW } from './age.ts';

/** Children have no account of their own. */
export const MIN_INVITE_AGE = CHILD_AGE_BELOW;

// Compared case-insensitively (docs/spec.md §4 'Family member invitation status').
const INVITED_OR_JOINED = new Set(['invited', 'accepted', 'pending']);

export type InviteCandidate = {
  birthdate: string | null | undefined;
  email: string | null | undefined;
  status: string | null | undefined;
};

export type InviteBlock = 'age_unknown' | 'too_young' | 'no_email' | 'already_invited';

export const INVITE_BLOCK_MESSAGES: Record<InviteBlock, string> = {
  age_unknown: 'Add a birthdate before inviting this family member.',
  too_young: `Family members must be at least ${MIN_INVITE_AGE} to be invited.`,
  no_email: 'Add an email address before inviting this family member.',
  already_invited: 'This family member has already been invited.',
};

export function isInvitedOrJoined(status: string | null | undefined): boolean {
  return INVITED_OR_JOINED.has((status ?? '').trim().toLowerCase());
}

/** Why a member cannot be invited today, or null when they can. */
export function inviteBlock(member: InviteCandidate, today: string): InviteBlock | null {
  const age = ageOn(member.birthdate, today);
  if (age === null) return 'age_unknown';
  if (age < MIN_INVITE_AGE) return 'too_young';
  if (!member.email?.trim()) return 'no_email';
  if (isInvitedOrJoined(member.status)) return 'already_invited';
  return null;
}

export function canInvite(member: InviteCandidate, today: string): boolean {
  return inviteBlock(member, today) === null;
}
