// The account reads and writes behind the sign-in routes (routes.ts, email-routes.ts).
import type { Sql } from 'postgres';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { takeFirstFamilyLink } from '../access/first-family-link.ts';

export type AccountRow = { id: string; email_verified_at: Date | null };

/** The account of an address (already lower-cased by checkEmail), if any. */
export async function findAccountByEmail(sql: Sql, email: string): Promise<AccountRow | undefined> {
  const [account] = await sql<AccountRow[]>`
    SELECT id, email_verified_at FROM private.account WHERE lower(email) = ${email}`;
  return account;
}

/** A new account, in one transaction with the first-family link it may take (so a used
 * link leaves no account behind). Refused when the address is already registered. */
export async function createAccount(
  sql: Sql,
  account: {
    email: string;
    passwordHash: string;
    verified: boolean;
    firstFamilyToken?: string | null;
  },
): Promise<string> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      INSERT INTO private.account (id, email, password_hash, email_verified_at)
      VALUES (${crypto.randomUUID()}, ${account.email}, ${account.passwordHash},
              ${account.verified ? new Date() : null})
      ON CONFLICT DO NOTHING RETURNING id`;
    if (!row) throw new AppError(ErrorCode.ALREADY_REGISTERED);
    const token = account.firstFamilyToken;
    if (token && !(await takeFirstFamilyLink(tx, token, row.id)))
      throw new AppError(ErrorCode.LINK_INVALID);
    return row.id;
  });
}

/** The address is proven (the first time only: a later link keeps the first date). */
export async function markEmailVerified(sql: Sql, accountID: string): Promise<void> {
  await sql`UPDATE private.account
               SET email_verified_at = coalesce(email_verified_at, now())
             WHERE id = ${accountID}`;
}

/** The new password from a reset link, which also proves the address; returns the email. */
export async function setPasswordFromLink(
  sql: Sql,
  accountID: string,
  passwordHash: string,
): Promise<string | undefined> {
  const [account] = await sql<{ email: string }[]>`
    UPDATE private.account
       SET password_hash = ${passwordHash},
           email_verified_at = coalesce(email_verified_at, now())
     WHERE id = ${accountID} RETURNING email`;
  return account?.email;
}

/** The names a session shows: its family's and its member's first name. */
export async function sessionNames(
  sql: Sql,
  familyUserID: string | null,
): Promise<{ family_name: string | null; first_name: string | null } | undefined> {
  if (!familyUserID) return undefined;
  const [row] = await sql<{ family_name: string | null; first_name: string | null }[]>`
    SELECT f.name AS family_name, m.first_name
      FROM family_member m JOIN family f ON f.id = m.family_id
     WHERE m.family_user_id = ${familyUserID}`;
  return row;
}
