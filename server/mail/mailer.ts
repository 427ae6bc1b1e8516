// Sends email through SMTP when SMTP_URL is set; otherwise writes it to the outbox table
// and logs its links, so that a developer can follow them (see the dev outbox page).
import nodemailer from 'nodemailer';
import type { Sql } from 'postgres';
import type { Env } from '../env.ts';
import type { MailMessage } from './mail-message.ts';
import { writeToOutbox } from './outbox.ts';

export type { MailMessage };

export type Mailer = {
  mode: 'smtp' | 'outbox';
  /** Sends now; rejects if the message could not be handed over. */
  send: (message: MailMessage) => Promise<void>;
  /** Sends without making the caller wait, so that answers take the same time whether
   * or not an email went out; failures are logged. */
  sendLater: (message: MailMessage) => void;
  /** Waits for messages still being sent (before shutting down). */
  flush: () => Promise<void>;
};

export function createMailer(env: Env, sql: Sql, log: (line: string) => void): Mailer {
  const from = env.MAIL_FROM;
  // Short timeouts: an invitation is sent while its request waits.
  const transport = env.SMTP_URL
    ? nodemailer.createTransport({
        url: env.SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  const pending = new Set<Promise<void>>();

  const send = async (message: MailMessage) => {
    if (transport) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      return;
    }
    await writeToOutbox(sql, message);
    const links = message.text.match(/https?:\/\/\S+/g) ?? [];
    log(`[mail outbox] to ${message.to}: ${message.subject}${links.map((l) => ` ${l}`).join('')}`);
  };

  return {
    mode: transport ? 'smtp' : 'outbox',
    send,
    sendLater(message) {
      const sending = send(message)
        .catch((error: unknown) => log(`[mail] could not send to ${message.to}: ${String(error)}`))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
