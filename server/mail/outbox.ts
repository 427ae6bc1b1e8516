// The outbox: where email goes when no SMTP server is configured.
import type { Sql } from 'postgres';
import type { MailMessage } from './mail-message.ts';

export type OutboxMessage = MailMessage & { id: number; created_at: Date };

export async function writeToOutbox(sql: Sql, message: MailMessage): Promise<void> {
  await sql`INSERT INTO private.email_outbox (to_address, subject, text_body)
            VALUES (${message.to}, ${message.subject}, ${message.text})`;
}

/** Newest first; only one address's messages when `to` is given. */
export async function readOutbox(sql: Sql, to?: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await sql<
    { id: string; to_address: string; subject: string; text_body: string; created_at: Date }[]
  >`
    SELECT id, to_address, subject, text_body, created_at FROM private.email_outbox
     WHERE ${to ? sql`lower(to_address) = ${to.toLowerCase()}` : sql`true`}
     ORDER BY id DESC LIMIT ${limit}`;
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    created_at: row.created_at,
  }));
}
