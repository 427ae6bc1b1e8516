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

/** Why a member's row has no Invite button, in the family's words; null when it has one
 * or when the status line already says why (invited, joined). */
export const INVITE_ROW_NOTES: Record<InviteBlock, string | null> = {
  age_unknown: 'Add a birthdate to invite them.',
  too_young: `Under ${MIN_INVITE_AGE}: no account of their own. A parent rates meals for them.`,
  no_email: 'Add an email address to invite them.',
  already_invited: null,
};

export function inviteRowNote(member: InviteCandidate, today: string): string | null {
  const block = inviteBlock(member, today);
  return block ? INVITE_ROW_NOTES[block] : null;
}

/** True when the birthdate says the member is a child, who has no account (spec §6). */
export function isTooYoungForAccount(birthdate: string | null | undefined, today: string) {
  const age = ageOn(birthdate, today);
  return age !== null && age < MIN_INVITE_AGE;
}

export function canInvite(member: InviteCandidate, today: string): boolean {
  return inviteBlock(member, today) === null;
}
