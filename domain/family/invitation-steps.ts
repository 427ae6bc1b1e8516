// The family-member side of an invitation, run on the server inside the same transaction
// as the invitation row: marking a member Invited, and linking the account that accepts.
import type { Transaction } from '@rocicorp/zero';
import { zql } from '#schema';
import type { AuthContext } from '../auth-context.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { INVITE_BLOCK_MESSAGES, inviteBlock } from './invite-eligibility.ts';
import { ownMember } from './member-mutators.ts';

export const INVITED = 'Invited';
export const ACCEPTED = 'Accepted';

/** Marks a member of the caller's family Invited, if the invite rule allows it today. */
export async function markMemberInvited(
  tx: Transaction,
  ctx: AuthContext | undefined,
  args: { family_user_id: string; email: string; today: string },
) {
  const member = await ownMember(tx, ctx, args.family_user_id);
  const block = inviteBlock({ ...member, email: args.email }, args.today);
  if (block) throw new AppError(ErrorCode.INVITE_NOT_ALLOWED, INVITE_BLOCK_MESSAGES[block]);
  await tx.mutate.family_member.update({
    family_user_id: member.family_user_id,
    email: args.email,
    status: INVITED,
    invited_at: Date.now(),
  });
  return { ...member, email: args.email };
}

/** Refuses an account that already belongs to a family. */
export async function refuseIfInFamily(tx: Transaction, userID: string) {
  const existing = await tx.run(zql.family_member.where('user_id', userID).one());
  if (existing) throw new AppError(ErrorCode.ALREADY_IN_FAMILY);
}

/** Links the accepting account to the invited member: Accepted, with the login address. */
export async function joinAsInvitedMember(
  tx: Transaction,
  account: { userID: string; email: string },
  invited: { familyID: string; familyUserID: string },
) {
  await refuseIfInFamily(tx, account.userID);
  const member = await tx.run(
    zql.family_member
      .where('family_user_id', invited.familyUserID)
      .where('family_id', invited.familyID)
      .one(),
  );
  if (!member || member.user_id) throw new AppError(ErrorCode.INVITATION_INVALID);
  await tx.mutate.family_member.update({
    family_user_id: member.family_user_id,
    user_id: account.userID,
    email: account.email,
    status: ACCEPTED,
    joined_at: Date.now(),
  });
}
