// Settings → Profile and Family: editing one's own profile, members with and without
// the invite button by the spec's rule, ages under 20 beside the name.
import { expect, type Locator } from '@playwright/test';
import { test } from './support/test.ts';
import { newFamily, uniqueEmail } from './support/family-app.ts';

function yearsAgo(years: number) {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

test('Profile: saves the fields, checks the first name, and the greeting follows', async ({
  page,
}) => {
  await newFamily(page, 'Santos', 'Lu');
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  const tabs = await page.getByRole('tab').allTextContents();
  expect(tabs.slice(0, 2)).toEqual(['Profile', 'Family']);
  await expect(page.getByLabel('First name')).toHaveValue('Lu');
  await page.getByLabel('First name').fill('Luisa');
  await page.getByLabel('Last name').fill('Santos');
  await page.getByLabel('Phone').fill('+1 (555) 123-4567');
  await page.getByLabel('Preferences').fill('No cilantro');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Luisa!' })).toBeVisible();

  await page.reload();
  await page.goto('/settings');
  await expect(page.getByLabel('First name')).toHaveValue('Luisa');
  await expect(page.getByLabel('Phone')).toHaveValue('+1 (555) 123-4567');
  await page.getByLabel('First name').fill(' ');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('alert')).toHaveText('First name is required');
});

test('Family: add and edit members; invite only where the rule allows', async ({ page }) => {
  await newFamily(page, 'Osei', 'Kofi');
  await page.goto('/settings?tab=family');
  const me = page.getByRole('listitem', { name: 'Kofi' });
  const thisMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
  await expect(me).toContainText(`Joined ${thisMonth.format(new Date())}`);
  await expect(me.getByRole('button', { name: 'Invite' })).toHaveCount(0);

  const add = async (
    first: string,
    birthdate: string,
    email: string,
    beforeSave?: (dialog: Locator) => Promise<void>,
  ) => {
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('First name').fill(first);
    if (birthdate) await dialog.getByLabel('Birthdate').fill(birthdate);
    if (email) await dialog.getByLabel('Email').fill(email);
    await beforeSave?.(dialog);
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog).toBeHidden();
  };
  // A child (under 13) gets no email field: the dialog says why instead.
  await add('Ama', yearsAgo(10), '', async (dialog) => {
    await expect(dialog.getByRole('note')).toHaveText(
      'Under 13: no account of their own, so no email is needed. A parent rates meals for them.',
    );
    await expect(dialog.getByLabel('Email')).toHaveCount(0);
  });
  await add('Yaw', yearsAgo(16), '');
  await add('Esi', '', uniqueEmail('esi'));
  await add('Kwame', yearsAgo(45), uniqueEmail('kwame'));

  const item = (name: string) => page.getByRole('listitem', { name });
  await expect(item('Ama')).toContainText('(10)');
  await expect(item('Kwame')).not.toContainText('(45)');
  // Too young; no email; no birthdate: no invite button. Old enough with an email: one.
  for (const name of ['Ama', 'Yaw', 'Esi'])
    await expect(item(name).getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await expect(item('Kwame').getByRole('button', { name: 'Invite' })).toBeVisible();
  // Each row without Invite says why.
  await expect(item('Ama')).toContainText(
    'Under 13: no account of their own. A parent rates meals for them.',
  );
  await expect(item('Yaw')).toContainText('Add an email address to invite them.');
  await expect(item('Esi')).toContainText('Add a birthdate to invite them.');

  // Giving Yaw an email makes him invitable.
  await item('Yaw').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('First name')).toHaveValue('Yaw');
  await dialog.getByLabel('Email').fill('not an email');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a valid email address.');
  await dialog.getByLabel('Email').fill(uniqueEmail('yaw'));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(item('Yaw').getByRole('button', { name: 'Invite' })).toBeVisible();

  // A failed invitation shows the server's reason.
  await page.route('**/api/family/users/*/invite', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
      }),
    }),
  );
  await item('Kwame').getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Invitation Failed', { exact: true })).toBeVisible();
});
