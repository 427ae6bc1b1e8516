// A member's calendar-feed secret: the secret is the only credential of the feed, so it
// is 256 random bits and only its SHA-256 is stored (like email links).
import type { Sql } from 'postgres';
import { linkTokenHash, newLinkToken } from '../auth/random-token.ts';

export type FeedMember = { familyID: string; familyUserID: string };

/** A new secret for the member, replacing (so revoking) any earlier one. */
export async function renewFeedSecret(sql: Sql, member: FeedMember): Promise<string> {
  const secret = newLinkToken();
  const hash = linkTokenHash(secret)!;
  await sql`
    INSERT INTO private.calendar_feed (family_user_id, family_id, secret_hash)
    VALUES (${member.familyUserID}, ${member.familyID}, ${hash})
    ON CONFLICT (family_user_id)
      DO UPDATE SET secret_hash = EXCLUDED.secret_hash, created_at = now()`;
  return secret;
}

export async function revokeFeedSecret(sql: Sql, member: FeedMember): Promise<void> {
  await sql`DELETE FROM private.calendar_feed WHERE family_user_id = ${member.familyUserID}`;
}

/** When the member's current link was made, or null when there is none. */
export async function feedCreatedAt(sql: Sql, member: FeedMember): Promise<Date | null> {
  const [row] = await sql<{ created_at: Date }[]>`
    SELECT created_at FROM private.calendar_feed WHERE family_user_id = ${member.familyUserID}`;
  return row?.created_at ?? null;
}

/** The member a secret belongs to, or null (also for anything shaped unlike a secret). */
export async function feedMemberOf(sql: Sql, secret: string): Promise<FeedMember | null> {
  const hash = linkTokenHash(secret);
  if (!hash) return null;
  const [row] = await sql<{ family_id: string; family_user_id: string }[]>`
    SELECT family_id, family_user_id FROM private.calendar_feed WHERE secret_hash = ${hash}`;
  return row ? { familyID: row.family_id, familyUserID: row.family_user_id } : null;
}

/** The feed of the account's member, if any (a password reset ends it). */
export async function revokeAccountFeeds(sql: Sql, accountID: string): Promise<void> {
  await sql`DELETE FROM private.calendar_feed f
             USING family_member m
             WHERE m.family_user_id = f.family_user_id AND m.user_id = ${accountID}`;
}
