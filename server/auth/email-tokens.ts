// Single-use, expiring tokens for the email verification and password reset links.
import type { Sql } from 'postgres';
import { linkTokenHash, newLinkToken } from './random-token.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

const HOUR_MS = 60 * 60 * 1000;
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 24 * HOUR_MS,
  reset_password: HOUR_MS,
};

/** A new token; earlier unused ones of the same purpose stop working. */
export async function issueEmailToken(
  sql: Sql,
  purpose: EmailTokenPurpose,
  accountID: string,
): Promise<string> {
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]);
  await sql.begin(async (tx) => {
    await tx`DELETE FROM private.email_token
              WHERE account_id = ${accountID} AND purpose = ${purpose} AND used_at IS NULL`;
    await tx`INSERT INTO private.email_token (token_hash, purpose, account_id, expires_at)
             VALUES (${linkTokenHash(token)}, ${purpose}, ${accountID}, ${expiresAt})`;
  });
  return token;
}

/** Uses the token up and returns its account, or null if unknown, used or expired. */
export async function consumeEmailToken(
  sql: Sql,
  purpose: EmailTokenPurpose,
  token: string,
): Promise<string | null> {
  const hash = linkTokenHash(token);
  if (!hash) return null;
  const [row] = await sql<{ account_id: string }[]>`
    UPDATE private.email_token SET used_at = now()
     WHERE token_hash = ${hash} AND purpose = ${purpose}
       AND used_at IS NULL AND expires_at > now()
    RETURNING account_id`;
  return row?.account_id ?? null;
}

/** Whether the token would still work, without using it up (the reset page asks first). */
export async function emailTokenUsable(
  sql: Sql,
  purpose: EmailTokenPurpose,
  token: string,
): Promise<boolean> {
  const hash = linkTokenHash(token);
  if (!hash) return false;
  const rows = await sql`SELECT 1 FROM private.email_token
                          WHERE token_hash = ${hash} AND purpose = ${purpose}
                            AND used_at IS NULL AND expires_at > now()`;
  return rows.length > 0;
}
