// The first family of a fresh install: with sign-up invitation-only and no family yet,
// nobody could invite anyone, so each start prints a link whose opener creates the first
// family. Only the link secret's SHA-256 is stored; a link signs up one account, once, and
// only while no family exists (the account's right to set up is in family-creation-right.ts).
import type { Sql, TransactionSql } from 'postgres';
import { linkTokenHash, newLinkToken } from '../auth/random-token.ts';
import { publicUrl, type Env } from '../env.ts';

export const FIRST_FAMILY_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The page the link opens; the secret is in the fragment, so no server log or Referer sees it. */
export function firstFamilyUrl(env: Env, token: string): string {
  return `${publicUrl(env)}/signup#first_family=${token}`;
}

async function anyFamily(sql: Sql | TransactionSql): Promise<boolean> {
  const [row] = await sql`SELECT 1 FROM family LIMIT 1`;
  return Boolean(row);
}

/** A new link when the install has no family yet and sign-up is not open; else null. */
export async function issueFirstFamilyLink(sql: Sql, env: Env): Promise<string | null> {
  if (env.OPEN_SIGNUP || (await anyFamily(sql))) return null;
  const token = newLinkToken();
  await sql`INSERT INTO private.first_family_link (id, token_hash, expires_at)
    VALUES (${crypto.randomUUID()}, ${linkTokenHash(token)},
            ${new Date(Date.now() + FIRST_FAMILY_LINK_TTL_MS)})`;
  return token;
}

/** Whether the link would still sign someone up (the sign-up page asks before showing its form). */
export async function firstFamilyLinkUsable(sql: Sql, token: string): Promise<boolean> {
  const hash = linkTokenHash(token);
  if (!hash || (await anyFamily(sql))) return false;
  const [row] = await sql`SELECT 1 FROM private.first_family_link
     WHERE token_hash = ${hash} AND used_at IS NULL AND expires_at > now()`;
  return Boolean(row);
}

/** Uses the link up for this new account; false when it is unknown, used, expired or late. */
export async function takeFirstFamilyLink(
  tx: TransactionSql,
  token: string,
  accountID: string,
): Promise<boolean> {
  const hash = linkTokenHash(token);
  if (!hash || (await anyFamily(tx))) return false;
  const taken = await tx`UPDATE private.first_family_link
       SET used_at = now(), used_by = ${accountID}
     WHERE token_hash = ${hash} AND used_at IS NULL AND expires_at > now() RETURNING id`;
  return taken.length > 0;
}
