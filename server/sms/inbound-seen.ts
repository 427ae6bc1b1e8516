// Twilio's inbound texts already taken, by MessageSid: a signed webhook posted again (Twilio
// retrying, or someone replaying a recorded request) adds nothing the second time. Kept a
// week; the rate limiter's sweep prunes older ones (server/auth/rate-limit.ts).
import type { Sql } from 'postgres';

export const SEEN_KEEP_DAYS = 7;

/** True the first time this MessageSid arrives, false for one already taken. */
export async function firstArrival(sql: Sql, messageSid: string): Promise<boolean> {
  const rows = await sql`
    INSERT INTO private.sms_inbound_seen (message_sid) VALUES (${messageSid})
    ON CONFLICT (message_sid) DO NOTHING RETURNING 1`;
  return rows.length === 1;
}

/** Forgets a MessageSid whose text could not be taken, so that a retry of it still counts. */
export async function forgetArrival(sql: Sql, messageSid: string): Promise<void> {
  await sql`DELETE FROM private.sms_inbound_seen WHERE message_sid = ${messageSid}`;
}

/** Forgets the MessageSids older than the week they are kept; how many went. */
export async function pruneArrivals(sql: Sql): Promise<number> {
  const rows = await sql`
    DELETE FROM private.sms_inbound_seen
     WHERE seen_at < now() - make_interval(days => ${SEEN_KEEP_DAYS})`;
  return rows.count;
}
