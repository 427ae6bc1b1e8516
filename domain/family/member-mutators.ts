// Family member writes (Settings → Family and Profile), shared by the browser
// (optimistic), the server and REST. Children without accounts are members too.
// Invitation status and the account link are never set here: only the server's
// invitation steps change them.
import { defineMutator, type Transaction } from '@rocicorp/zero';
import { zql } from '#schema';
import { z } from '../zod-mini.ts';
import type { AuthContext } from '../auth-context.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { requireFamily } from '../zero/family-scope.ts';
import {
  memberFieldsInput,
  memberFieldsPatch,
  parseMemberFields,
  savedBirthdate,
} from './member-fields.ts';
import { entityId } from '../text/input-rules.ts';

const memberID = entityId;

export const createMemberArgs = z.extend(memberFieldsInput, { family_user_id: memberID });
export const updateMemberArgs = z.extend(memberFieldsPatch, { family_user_id: memberID });

/** A member of the caller's family, or NOT_FOUND as if it did not exist. */
export async function ownMember(tx: Transaction, ctx: AuthContext | undefined, id: string) {
  const familyID = requireFamily(ctx);
  const member = await tx.run(
    zql.family_member.where('family_user_id', id).where('family_id', familyID).one(),
  );
  if (!member) throw new AppError(ErrorCode.NOT_FOUND, 'Family member not found');
  return member;
}

export const memberMutators = {
  create: defineMutator(createMemberArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const fields = parseMemberFields(args);
    await tx.mutate.family_member.insert({
      family_user_id: args.family_user_id,
      family_id: familyID,
      user_id: null,
      ...fields,
      phone_verified: false,
      sms_optin: false,
      status: null,
      invited_at: null,
      created_at: Date.now(),
    });
  }),

  update: defineMutator(updateMemberArgs, async ({ tx, ctx, args }) => {
    const { family_user_id: id, ...patch } = args;
    const saved = await ownMember(tx, ctx, id);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const fields = parseMemberFields({
      first_name: saved.first_name,
      last_name: saved.last_name,
      preferences: saved.preferences,
      birthdate: savedBirthdate(saved.birthdate),
      email: saved.email,
      phone: saved.phone,
      ...changes,
    });
    // A new number has not been verified, so SMS stays off until it is.
    const phoneChanged = (fields.phone ?? null) !== (saved.phone ?? null);
    await tx.mutate.family_member.update({
      family_user_id: id,
      ...fields,
      ...(phoneChanged ? { phone_verified: false, sms_optin: false } : {}),
    });
  }),
};
