// The app as a fresh `npm start` runs it: no model, no Google, no SMTP (email goes to the
// development outbox). For the specs about what a newcomer sees with features off.
import { expect, type Page } from '@playwright/test';
import { E2E_BARE_PORTS } from '../../support/ports.ts';
import { DEV_OUTBOX_KEY_HEADER } from '#server/mail/dev-outbox-key.ts';
import { startTestStack, TEST_DEV_OUTBOX_KEY, type TestStack } from '../../support/test-stack.ts';
import { PASSWORD, uniqueEmail } from './family-app.ts';

export function startBareStack(): Promise<TestStack> {
  return startTestStack(E2E_BARE_PORTS);
}

async function verificationLink(stack: TestStack, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(
        `${stack.url}/api/dev/outbox?format=json&to=${encodeURIComponent(email)}`,
        { headers: { [DEV_OUTBOX_KEY_HEADER]: TEST_DEV_OUTBOX_KEY } },
      );
      const mails = (await response.json()) as Array<{ text: string }>;
      link = mails.map((mail) => /https?:\/\/\S+/.exec(mail.text)?.[0]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** A new account with its own family on the bare stack, signed in on its dashboard. */
export async function bareFamily(page: Page, stack: TestStack, family: string, first: string) {
  const email = uniqueEmail(first.toLowerCase());
  await page.goto(`${stack.url}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(await verificationLink(stack, email));
  await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByLabel('Family name').fill(family);
  await page.getByLabel('First name').fill(first);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`, ${first}!`) })).toBeVisible();
  return email;
}
