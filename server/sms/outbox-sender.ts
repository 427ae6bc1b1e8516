// Without Twilio, messages are kept in private.sms_outbox and logged; in development
// GET /api/dev/sms-outbox shows the caller's own messages (server/sms/dev-outbox-routes.ts).
import type { Sql } from 'postgres';
import type { SmsSender } from './sms-types.ts';

export function outboxSender(sql: Sql, log: (line: string) => void): SmsSender {
  return {
    via: 'outbox',
    async send(message) {
      await sql`INSERT INTO private.sms_outbox (family_user_id, to_phone, body)
                VALUES (${message.familyUserID}, ${message.to}, ${message.body})`;
      log(`[sms outbox] to ${message.to}: ${message.body.replace(/\n/g, ' | ')}`);
    },
  };
}

/** The member's last 50 kept messages, newest first (the dev page's list). */
export async function readSmsOutbox(sql: Sql, familyUserID: string | null) {
  const rows = await sql<{ to_phone: string; body: string; created_at: Date }[]>`
    SELECT to_phone, body, created_at FROM private.sms_outbox
     WHERE family_user_id = ${familyUserID}
     ORDER BY id DESC LIMIT 50`;
  return rows.map((row) => ({ ...row, created_at: row.created_at.getTime() }));
}
