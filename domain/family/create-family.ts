import type { Transaction } from '@rocicorp/zero';
import { zql } from '#schema';
import { AppError, ErrorCode } from '../errors.ts';
import type { SetupFields } from './setup-fields.ts';
import { FAMILY_SERVING_DEFAULTS } from '../servings/portions.ts';

/** Creates a family with the caller as its first, accepted member. */
export async function createFamily(
  tx: Transaction,
  account: { userID: string; email: string },
  fields: SetupFields,
  ids: { familyID: string; familyUserID: string },
) {
  const existing = await tx.run(zql.family_member.where('user_id', account.userID).one());
  if (existing) throw new AppError(ErrorCode.ALREADY_IN_FAMILY);
  const now = Date.now();
  await tx.mutate.family.insert({
    id: ids.familyID,
    name: fields.family_name,
    time_zone: fields.time_zone,
    created_at: now,
    ...FAMILY_SERVING_DEFAULTS,
  });
  await tx.mutate.family_member.insert({
    family_user_id: ids.familyUserID,
    family_id: ids.familyID,
    user_id: account.userID,
    first_name: fields.first_name,
    last_name: fields.last_name,
    preferences: fields.preferences,
    birthdate: fields.birthdate,
    email: account.email,
    phone: null,
    phone_verified: false,
    sms_optin: false,
    status: 'Accepted',
    invited_at: null,
    joined_at: now,
    created_at: now,
  });
}
