// Where a member's reminder goes: a text to a verified phone with SMS opt-in, else an
// email to the member's address (their account's, or the one on their profile).
import type { Sql, TransactionSql } from 'postgres';
import type { Mailer } from '../mail/mailer.ts';
import type { SmsSender } from '../sms/sms-sender.ts';

type Target = {
  family_user_id: string;
  phone: string | null;
  phone_verified: boolean;
  sms_optin: boolean;
  email: string | null;
};

export async function targetOf(
  sql: Sql | TransactionSql,
  familyUserID: string,
): Promise<Target | null> {
  const [row] = await sql<Target[]>`
    SELECT m.family_user_id, m.phone, m.phone_verified, m.sms_optin,
           COALESCE(a.email, m.email) AS email
      FROM family_member m LEFT JOIN private.account a ON a.id = m.user_id
     WHERE m.family_user_id = ${familyUserID}`;
  return row ?? null;
}

export type Channels = { sms: SmsSender; mailer: Mailer };

/** Sends the text; false when the member can be reached neither way. */
export async function deliver(
  channels: Channels,
  target: Target,
  subject: string,
  text: string,
): Promise<boolean> {
  if (target.phone && target.phone_verified && target.sms_optin) {
    await channels.sms.send({ to: target.phone, body: text, familyUserID: target.family_user_id });
    return true;
  }
  if (target.email) {
    await channels.mailer.send({ to: target.email, subject, text });
    return true;
  }
  return false;
}
