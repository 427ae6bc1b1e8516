// Invitations: a link token (only its hash stored) that works once, for one family (or,
// from an approved access request, for starting a new one), until it expires.
import type { Sql, TransactionSql } from 'postgres';
import { publicUrl, type Env } from '../env.ts';
import { linkTokenHash, newLinkToken } from '../auth/random-token.ts';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type OpenInvitation = {
  id: string;
  email: string;
  family_id: string | null;
  family_user_id: string | null;
  family_name: string;
};

export async function createInvitation(
  sql: Sql | TransactionSql,
  invitation: {
    email: string;
    familyID: string | null;
    familyUserID: string | null;
    familyName: string;
    invitedBy: string | null;
  },
): Promise<string> {
  const token = newLinkToken();
  await sql`INSERT INTO private.invitation
      (id, token_hash, email, family_id, family_user_id, family_name, invited_by, expires_at)
    VALUES (${crypto.randomUUID()}, ${linkTokenHash(token)}, ${invitation.email},
      ${invitation.familyID}, ${invitation.familyUserID}, ${invitation.familyName},
      ${invitation.invitedBy}, ${new Date(Date.now() + INVITATION_TTL_MS)})`;
  return token;
}

export function invitationLink(env: Env, token: string): string {
  return `${publicUrl(env)}/invite/${token}`;
}

/** An invitation that can still be accepted, with its family's current name. */
export async function findOpenInvitation(
  sql: Sql | TransactionSql,
  token: string,
): Promise<OpenInvitation | null> {
  const hash = linkTokenHash(token);
  if (!hash) return null;
  const [row] = await sql<OpenInvitation[]>`
    SELECT i.id, i.email, i.family_id, i.family_user_id,
           coalesce(f.name, i.family_name) AS family_name
      FROM private.invitation i LEFT JOIN family f ON f.id = i.family_id
     WHERE i.token_hash = ${hash} AND i.accepted_at IS NULL AND i.expires_at > now()`;
  return row ?? null;
}

/** Uses the invitation up for this account; null if it is unknown, used or expired. */
export async function takeInvitation(
  tx: TransactionSql,
  token: string,
  accountID: string,
): Promise<OpenInvitation | null> {
  const hash = linkTokenHash(token);
  if (!hash) return null;
  const [row] = await tx<OpenInvitation[]>`
    UPDATE private.invitation i SET accepted_at = now(), accepted_by = ${accountID}
     WHERE i.token_hash = ${hash} AND i.accepted_at IS NULL AND i.expires_at > now()
    RETURNING i.id, i.email, i.family_id, i.family_user_id,
      coalesce((SELECT name FROM family WHERE id = i.family_id), i.family_name) AS family_name`;
  return row ?? null;
}

/** The family name of the new-family invitation this account accepted, for setup. */
export async function acceptedNewFamilyName(sql: Sql, accountID: string): Promise<string | null> {
  const [row] = await sql<{ family_name: string }[]>`
    SELECT family_name FROM private.invitation
     WHERE accepted_by = ${accountID} AND family_id IS NULL
     ORDER BY accepted_at DESC LIMIT 1`;
  return row?.family_name ?? null;
}
