// Who may make an account and who may start a family: the one place the product's
// "invitation-only" rule lives (docs/accounts.md). With OPEN_SIGNUP anyone may; otherwise
// an account is made only for an address with an open invitation (a member's invitation
// or an approved access request's) or through the first-family link, and a family is
// started only by an account that accepted an access request's invitation, whose address
// had its access request approved, or that signed up through the first-family link
// while no family exists yet.
import type { Sql, TransactionSql } from 'postgres';
import type { Env } from '../env.ts';
import { acceptedNewFamilyName } from '../invitations/invitation-store.ts';

type Db = Sql | TransactionSql;

/** Whether an account may be made for this address (normalised, lower case). */
export async function mayCreateAccount(sql: Db, env: Env, email: string): Promise<boolean> {
  if (env.OPEN_SIGNUP) return true;
  const [invited] = await sql`SELECT 1 FROM private.invitation
     WHERE lower(email) = ${email.toLowerCase()} AND accepted_at IS NULL AND expires_at > now()
     LIMIT 1`;
  return Boolean(invited);
}

export type FamilyCreationRight = { allowed: boolean; familyName: string | null };

/** Whether this account may set up a new family, and the name its request asked for. */
export async function familyCreationRight(
  sql: Sql,
  env: Env,
  account: { userID: string; email: string },
): Promise<FamilyCreationRight> {
  const invitedName = await acceptedNewFamilyName(sql, account.userID);
  if (invitedName !== null) return { allowed: true, familyName: invitedName };
  // Approval of an address that already had an account sends no invitation, only a note.
  const [approved] = await sql<{ family_name: string }[]>`
    SELECT family_name FROM private.access_request
     WHERE lower(email) = ${account.email.toLowerCase()} AND status = 'approved'
     ORDER BY decided_at DESC NULLS LAST LIMIT 1`;
  if (approved) return { allowed: true, familyName: approved.family_name };
  if (env.OPEN_SIGNUP) return { allowed: true, familyName: null };
  const [firstFamily] = await sql`
    SELECT 1 FROM private.first_family_link l
     WHERE l.used_by = ${account.userID} AND NOT EXISTS (SELECT 1 FROM family)`;
  return { allowed: Boolean(firstFamily), familyName: null };
}
