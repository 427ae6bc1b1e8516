// Text to the list: Ben, whose phone is verified, texts the family's number; the fake
// Twilio posts the signed text to the app, and both devices of the family (one a phone at
// 390 px) show the items with "added by text from Ben".
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { newFamily, secondDevice, shoppingItems } from './support/family-app.ts';
import { textMessagesTo, textToTheApp, uniquePhone } from './support/fake-twilio-messages.ts';
import { E2E_PORTS } from '../support/ports.ts';

const APP_ORIGIN = `http://localhost:${E2E_PORTS.app}`;

/** Verifies a phone for the signed-in member with the code the fake Twilio received. */
async function verifyPhone(page: Page, phone: string) {
  const post = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { origin: APP_ORIGIN } });
  expect((await post('/api/family/users/me/verify-phone', { phone })).ok()).toBe(true);
  await expect.poll(async () => (await textMessagesTo(phone)).length).toBe(1);
  const code = (await textMessagesTo(phone))[0]!.body.match(/^(\d{6})/)?.[1];
  expect((await post('/api/family/users/me/verify', { code })).ok()).toBe(true);
}

test('a text from a verified phone shows on both devices, added by text from Ben', async ({
  browser,
}) => {
  const laptop = await (await browser.newContext()).newPage();
  const email = await newFamily(laptop, 'Texting', 'Ben');
  const phone = uniquePhone().e164;
  await verifyPhone(laptop, phone);
  const mobile = await secondDevice(browser, email, 'Ben');
  await mobile.setViewportSize({ width: 390, height: 844 });
  await Promise.all([laptop.goto('/shopping-list'), mobile.goto('/shopping-list')]);
  await expect(mobile.getByText('No items in your shopping list')).toBeVisible();

  const answer = await textToTheApp(APP_ORIGIN, phone, 'milk, 2 dozen eggs, dish soap');
  expect(answer.twiml).toContain('Added to the list: Milk, Eggs (2 dozen), Dish Soap');

  for (const page of [laptop, mobile]) {
    await expect
      .poll(async () => (await shoppingItems(page).allTextContents()).sort())
      .toEqual(['Dish Soap', 'Eggs', 'Milk']);
    await expect(page.getByTestId('texted-by')).toHaveText([
      'added by text from Ben',
      'added by text from Ben',
      'added by text from Ben',
    ]);
  }
  expect(
    await mobile.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);

  // A forged text (not signed by Twilio) adds nothing.
  const forged = await fetch(`${APP_ORIGIN}/api/sms/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ From: phone, Body: 'caviar' }).toString(),
  });
  expect(forged.status).toBe(403);
  await expect(shoppingItems(mobile)).toHaveCount(3);
});
