// Which account a Google identity signs in to: the one linked to Google's subject id;
// else the account with the same address, but only when Google says the address is
// verified; else a new account, when the invitation-only rule allows one for the address.
import type { Sql, TransactionSql } from 'postgres';
import { z } from 'zod';
import { normalizeEmail } from '#domain/accounts/email-address.ts';

export const googleUserInfo = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().max(254).transform(normalizeEmail),
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .default(false),
});

export type GoogleUser = z.output<typeof googleUserInfo>;

export type GoogleAccountResult =
  | { accountID: string }
  | { refused: 'email_not_verified' | 'linked_to_other_google_account' | 'signup_closed' };

export async function accountForGoogleUser(
  sql: Sql,
  user: GoogleUser,
  mayCreate: (tx: TransactionSql, email: string) => Promise<boolean>,
): Promise<GoogleAccountResult> {
  return sql.begin(async (tx) => {
    const [linked] = await tx<{ id: string }[]>`
      SELECT id FROM private.account WHERE google_sub = ${user.sub}`;
    if (linked) return { accountID: linked.id };
    if (!user.email_verified) return { refused: 'email_not_verified' };

    const [byEmail] = await tx<
      { id: string; google_sub: string | null; email_verified_at: Date | null }[]
    >`SELECT id, google_sub, email_verified_at FROM private.account
       WHERE lower(email) = ${user.email} FOR UPDATE`;
    if (byEmail) {
      if (byEmail.google_sub) return { refused: 'linked_to_other_google_account' };
      // An unverified account with this address was made by someone who never proved the
      // address; its password is dropped so that they cannot sign in to it afterwards.
      await tx`UPDATE private.account
                  SET google_sub = ${user.sub},
                      password_hash = CASE WHEN email_verified_at IS NULL THEN NULL
                                           ELSE password_hash END,
                      email_verified_at = coalesce(email_verified_at, now())
                WHERE id = ${byEmail.id}`;
      if (!byEmail.email_verified_at)
        await tx`DELETE FROM private.session WHERE account_id = ${byEmail.id}`;
      return { accountID: byEmail.id };
    }

    if (!(await mayCreate(tx, user.email))) return { refused: 'signup_closed' };
    const id = crypto.randomUUID();
    await tx`INSERT INTO private.account (id, email, google_sub, email_verified_at)
             VALUES (${id}, ${user.email}, ${user.sub}, now())`;
    return { accountID: id };
  });
}
