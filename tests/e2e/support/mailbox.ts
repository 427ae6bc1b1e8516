// Email the e2e app sent, read from the SMTP catcher that tests/support/e2e-server.ts runs.
import { expect } from '@playwright/test';
import { E2E_MAIL_PORTS } from '../../support/ports.ts';
import type { CaughtMail } from '../../support/smtp-catcher.ts';

async function mailTo(address: string): Promise<CaughtMail[]> {
  const url = `http://127.0.0.1:${E2E_MAIL_PORTS.mailbox}/messages?to=${encodeURIComponent(address)}`;
  return (await (await fetch(url)).json()) as CaughtMail[];
}

/** The newest email to the address whose subject matches, once `count` have arrived. */
export async function waitForEmail(
  address: string,
  subject: RegExp,
  count = 1,
): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  await expect
    .poll(async () => {
      found = (await mailTo(address)).filter((m) => subject.test(m.subject));
      return found.length >= count;
    })
    .toBe(true);
  return found.at(-1)!;
}

export function linkIn(mail: CaughtMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return link;
}
