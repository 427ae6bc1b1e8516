// 'Send to Phone': the open items as text messages to the caller's own verified phone,
// only when they opted in to SMS, with a link back to the live list.
import { contextMessages } from '#domain/error-messages.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { itemsToBuy } from '#domain/shopping/list-count.ts';
import { listMessages, type ListedForMessage } from '#domain/shopping/list-message.ts';
import { publicUrl } from '../env.ts';
import type { AppDeps, Caller } from '../http/app-env.ts';
import { listRules, takeRate } from '../sms/rate-limit.ts';
import type { SmsSender } from '../sms/sms-sender.ts';

export async function sendListByText(
  deps: Pick<AppDeps, 'env' | 'sql'>,
  sms: SmsSender,
  caller: Caller,
  items: ReadonlyArray<ListedForMessage & { is_completed: boolean }>,
  address: string,
) {
  const [member] = await deps.sql<
    { phone: string | null; phone_verified: boolean; sms_optin: boolean }[]
  >`SELECT phone, phone_verified, sms_optin FROM family_member
     WHERE family_user_id = ${caller.familyUserID} AND family_id = ${caller.familyID}`;
  if (!member?.phone || !member.phone_verified) {
    throw new AppError(
      ErrorCode.PHONE_VERIFICATION_REQUIRED,
      contextMessages.sendListPhoneRequired,
    );
  }
  if (!member.sms_optin) throw new AppError(ErrorCode.SMS_NOT_ENABLED);
  const open = itemsToBuy(items);
  if (open.length === 0) throw new AppError(ErrorCode.NOTHING_TO_SEND);

  await takeRate(deps.sql, listRules(caller.userID, address));
  const messages = listMessages(open, `${publicUrl(deps.env)}/shopping-list`);
  for (const body of messages) {
    await sms.send({ to: member.phone, body, familyUserID: caller.familyUserID! });
  }
  return { sent_via: sms.via, items: open.length, messages: messages.length };
}
