// Reads what the app "sent" from its development outbox (the integration stack has no
// SMTP server), waiting for email that is sent in the background.
import { inject } from 'vitest';
import { DEV_OUTBOX_KEY_HEADER } from '#server/mail/dev-outbox-key.ts';
import { TEST_DEV_OUTBOX_KEY } from '../../support/test-stack.ts';

export type OutboxMail = { id: number; to: string; subject: string; text: string };

export async function emailsTo(address: string): Promise<OutboxMail[]> {
  const url = `${inject('appUrl')}/api/dev/outbox?format=json&to=${encodeURIComponent(address)}`;
  const response = await fetch(url, { headers: { [DEV_OUTBOX_KEY_HEADER]: TEST_DEV_OUTBOX_KEY } });
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/** The newest email to the address whose subject matches, once it has arrived. */
export async function waitForEmail(
  address: string,
  subject: RegExp,
  after = 0,
): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await emailsTo(address)).find((m) => subject.test(m.subject) && m.id > after);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The newest outbox id for an address (0 when none), to wait for a later email. */
export async function lastEmailId(address: string): Promise<number> {
  return (await emailsTo(address))[0]?.id ?? 0;
}

export function linkIn(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return link;
}

/** Follows the verification link in the newest verification email to the address. */
export async function verifyEmailOf(address: string): Promise<Response> {
  const mail = await waitForEmail(address, /Confirm your email/);
  return fetch(linkIn(mail.text), { redirect: 'manual' });
}
