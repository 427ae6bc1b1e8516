import { expect, test, type Page } from '@playwright/test';
import { FakeGoogleControl } from '../support/fake-google-calendar-control.ts';
import { FAKE_GOOGLE_CALENDAR_PORTS } from '../support/ports.ts';
import { newFamily, uniqueEmail } from './support/family-app.ts';

const google = new FakeGoogleControl(`http://127.0.0.1:${FAKE_GOOGLE_CALENDAR_PORTS.e2e}`);

async function connectInPopup(page: Page, googleEmail: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: `Continue as ${googleEmail}` }).click();
  await popup.waitForEvent('close');
}

test('Google Calendar: connect in a popup, choose calendars, disconnect', async ({ page }) => {
  const googleEmail = uniqueEmail('cleo').replace('example.test', 'gmail.test');
  await google.addAccount(googleEmail, [
    { id: googleEmail, summary: 'Cleo', primary: true },
    { id: `school-${googleEmail}`, summary: 'School', primary: false },
  ]);
  await newFamily(page, 'Calendar', 'Cleo');
  await page.goto('/settings?tab=integrations');
  await expect(page.getByRole('tab', { name: 'Integrations' })).toHaveAttribute(
    'data-state',
    'active',
  );
  await expect(page.getByText('Status: Not connected')).toBeVisible();
  await expect(page.getByText(/planning page shows the events of every member/)).toBeVisible();

  // Saying no in Google's window.
  const deniedPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await (await deniedPopup).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Connection Failed', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Failed to complete Google Calendar authorization. Please try again.', {
      exact: true,
    }),
  ).toBeVisible();

  // Saying yes: the primary calendar is chosen on first connect.
  await connectInPopup(page, googleEmail);
  await expect(page.getByText('Google Calendar Connected', { exact: true })).toBeVisible();
  await expect(page.getByText(/Status: Connected/)).toBeVisible();
  const calendars = page.getByRole('list', { name: 'Google calendars' });
  await expect(calendars.getByRole('checkbox', { name: /Cleo/ })).toBeChecked();
  await expect(calendars.getByRole('checkbox', { name: 'School' })).not.toBeChecked();

  await calendars.getByRole('checkbox', { name: 'School' }).click();
  await page.getByRole('button', { name: 'Save Selection' }).click();
  await expect(page.getByText('Settings Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(calendars.getByRole('checkbox', { name: 'School' })).toBeChecked();

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Google Calendar Disconnected', { exact: true })).toBeVisible();
  await expect(page.getByText('Status: Not connected')).toBeVisible();
  expect(await google.activeRefreshTokens(googleEmail)).toBe(0);
});
