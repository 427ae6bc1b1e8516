// Settings → Notifications: the SMS opt-in, allowed only with a verified phone (docs/spec.md §4).
// Phone verification itself is server-only (server/phone/routes.ts): a code proves the number.
import { defineMutator } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import { AppError, ErrorCode } from '../errors.ts';
import { requireFamily } from '../zero/family-scope.ts';

export const setSmsOptinArgs = z.object({ sms_optin: z.boolean() });

export const notificationMutators = {
  setSmsOptin: defineMutator(setSmsOptinArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const memberID = ctx?.familyUserID;
    const member = memberID
      ? await tx.run(
          zql.family_member.where('family_user_id', memberID).where('family_id', familyID).one(),
        )
      : undefined;
    if (!member) throw new AppError(ErrorCode.NOT_FOUND, 'Member not found');
    if (args.sms_optin && !member.phone_verified) {
      throw new AppError(ErrorCode.PHONE_VERIFICATION_REQUIRED);
    }
    await tx.mutate.family_member.update({
      family_user_id: member.family_user_id,
      sms_optin: args.sms_optin,
    });
  }),
};
