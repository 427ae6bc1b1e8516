import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { addShoppingItem, newFamily } from './support/family-app.ts';
import { textMessagesTo, uniquePhone } from './support/fake-twilio-messages.ts';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('verify a phone in Settings, opt in to SMS, and send the list to it', async ({ page }) => {
  await newFamily(page, 'Texters', 'Tess');
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toBeVisible();
  const optIn = page.getByRole('switch', { name: /SMS notifications/ });

  // Not verified yet: the switch refuses.
  await optIn.click();
  await expect(toast(page, 'Phone Verification Required')).toBeVisible();
  await expect(
    toast(page, 'Please verify your phone number above before enabling SMS notifications.'),
  ).toBeVisible();
  await expect(optIn).toHaveAttribute('aria-checked', 'false');

  // A blank code is refused before asking the server.
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Code Required')).toBeVisible();
  await expect(toast(page, 'Please enter the verification code.')).toBeVisible();

  const phone = uniquePhone();
  await expect(page.getByLabel('Phone number')).toHaveAttribute('placeholder', '+1 (555) 123-4567');
  await page.getByLabel('Phone number').fill(phone.typed);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(toast(page, 'Verification Code Sent')).toBeVisible();
  await expect.poll(async () => (await textMessagesTo(phone.e164)).length).toBe(1);
  const [codeMessage] = await textMessagesTo(phone.e164);
  expect(codeMessage?.from).toBe('+15550001111');
  const code = codeMessage!.body.match(
    /^(\d{6}) is your Family Dinner Planner verification code/,
  )?.[1];
  expect(code).toBeDefined();

  const codeInput = page.getByLabel('Verification code');
  await expect(codeInput).toHaveAttribute('maxlength', '6');
  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Verification Failed')).toBeVisible();
  await expect(toast(page, 'Invalid verification code. Please try again.')).toBeVisible();

  await codeInput.fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Phone Verified')).toBeVisible();
  await expect(page.getByTestId('phone-status')).toHaveText(`${phone.typed} is verified.`);

  await optIn.click();
  await expect(toast(page, 'Notification Settings Updated')).toBeVisible();
  await expect(optIn).toHaveAttribute('aria-checked', 'true');

  // Send to Phone from the full list: the open items by aisle, and a link back.
  await page.goto('/shopping-list');
  await addShoppingItem(page, 'milk');
  await addShoppingItem(page, 'bananas', '6');
  await addShoppingItem(page, 'paper towels');
  // Checked items fold away under 'Checked'.
  await page.getByRole('checkbox', { name: 'Mark Paper Towels done' }).click();
  await expect(page.getByRole('button', { name: /Checked \(1\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Send to Phone' }).click();
  await expect(toast(page, 'List Sent')).toBeVisible();
  await expect(toast(page, 'Sent to your phone via text message')).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect
    .poll(async () => (await textMessagesTo(phone.e164)).at(-1)?.body)
    .toBe(
      [
        'Shopping list (2 items)',
        'PRODUCE',
        '- Bananas (6)',
        'DAIRY',
        '- Milk',
        '',
        `Live list: ${origin}/shopping-list`,
      ].join('\n'),
    );

  // 'Send' on the dashboard card does the same.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, 'Shopping list sent via SMS')).toBeVisible();
  await expect.poll(async () => (await textMessagesTo(phone.e164)).length).toBe(3);
});

test('Send to Phone without a verified phone says what to do', async ({ page }) => {
  await newFamily(page, 'Unverified', 'Uma');
  await page.goto('/shopping-list');
  await addShoppingItem(page, 'rice');
  await page.getByRole('button', { name: 'Send to Phone' }).click();
  await expect(toast(page, 'Phone Verification Required')).toBeVisible();
  // No "below" on the list: the toast says where, and links there.
  await expect(
    toast(
      page,
      'Verify your phone number in Settings, Notifications to get the list by text message.',
    ),
  ).toBeVisible();
  await expect(page.getByText('verify your phone number below')).toHaveCount(0);
  await page.getByRole('link', { name: 'Verify Phone' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=notifications#phone$/);
  await expect(page.getByLabel('Phone number')).toBeFocused();
  await expect(page.getByLabel('Phone number')).toBeInViewport();
});

test('Send to Phone with SMS notifications off links to Settings, Notifications', async ({
  page,
}) => {
  await newFamily(page, 'Quiet', 'Quinn');
  await page.goto('/settings?tab=notifications');
  const phone = uniquePhone();
  await page.getByLabel('Phone number').fill(phone.typed);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect.poll(async () => (await textMessagesTo(phone.e164)).length).toBe(1);
  const [codeMessage] = await textMessagesTo(phone.e164);
  await page.getByLabel('Verification code').fill(codeMessage!.body.slice(0, 6));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'Phone Verified')).toBeVisible();

  await page.goto('/shopping-list');
  await addShoppingItem(page, 'rice');
  await page.getByRole('button', { name: 'Send to Phone' }).click();
  await expect(
    toast(
      page,
      'Turn on SMS notifications in Settings, Notifications to get the list by text message.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open Notifications' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=notifications$/);
  await expect(page.getByRole('switch', { name: /SMS notifications/ })).toBeVisible();
});
