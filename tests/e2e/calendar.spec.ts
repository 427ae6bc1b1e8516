import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { todayIn } from '#domain/time/family-dates.ts';
import { zonedInstant } from '#domain/time/zoned-time.ts';
import { FakeGoogleControl } from '../support/fake-google-calendar-control.ts';
import { FAKE_GOOGLE_CALENDAR_PORTS } from '../support/ports.ts';
import { newDevice, newFamily, secondDevice, uniqueEmail } from './support/family-app.ts';

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

const google = new FakeGoogleControl(`http://127.0.0.1:${FAKE_GOOGLE_CALENDAR_PORTS.e2e}`);

async function connectInPopup(page: Page, googleEmail: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Google Calendar' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: `Continue as ${googleEmail}` }).click();
  await closed;
}

/** An event today from `from` to `to` (hours, 24h clock) in the family's zone. */
function todayAt(id: string, summary: string, from: [number, number], to: [number, number]) {
  const today = todayIn(ZONE);
  const iso = ([h, m]: [number, number]) => new Date(zonedInstant(today, h, m, ZONE)).toISOString();
  return { id, summary, start: { dateTime: iso(from) }, end: { dateTime: iso(to) } };
}

async function newGoogleAccount(name: string) {
  const email = uniqueEmail(name).replace('example.test', 'gmail.test');
  await google.addAccount(email, [
    { id: email, summary: name, primary: true },
    { id: `school-${email}`, summary: 'School', primary: false },
  ]);
  return email;
}

test('Google Calendar: connect in a popup, choose calendars, disconnect', async ({ page }) => {
  const googleEmail = await newGoogleAccount('Cleo');
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

test('Planning: the day’s events as badges, Sync Calendar, and new events reaching an open tablet', async ({
  browser,
}) => {
  const googleEmail = await newGoogleAccount('Dana');
  const today = todayIn(ZONE);
  await google.putEvent(
    googleEmail,
    googleEmail,
    todayAt('soccer', 'Soccer practice', [17, 0], [18, 30]),
  );
  await google.putEvent(googleEmail, googleEmail, todayAt('dentist', 'Dentist', [9, 0], [10, 0]));
  const nextDay = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  await google.putEvent(googleEmail, googleEmail, {
    id: 'trip',
    summary: 'Field trip',
    start: { date: today },
    end: { date: nextDay },
  });

  const phone = await newDevice(browser);
  const email = await newFamily(phone, 'Badges', 'Dana');
  await phone.goto('/settings?tab=integrations');
  await connectInPopup(phone, googleEmail);
  await expect(phone.getByText('Google Calendar Connected', { exact: true })).toBeVisible();

  // The kitchen tablet: the same family, its planning page left open.
  const tablet = await secondDevice(browser, email, 'Dana');
  await tablet
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Planning' })
    .click();
  const todaysEvents = (page: Page) =>
    page.getByRole('list', { name: `Calendar events on ${today}` }).getByTestId('calendar-event');
  // The morning dentist is over before 17:00, so it is not a dinner-time event.
  await expect(todaysEvents(tablet)).toHaveText(['Field trip', 'Soccer practice (5-6:30)']);
  // Days without events show nothing under them.
  await expect(tablet.getByText('No events')).toHaveCount(0);

  // Sync Calendar on the phone: 'Syncing...' while it runs, then the message bar.
  await google.putEvent(googleEmail, googleEmail, todayAt('recital', 'Recital', [19, 0], [20, 0]));
  await phone.goto('/planning');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await phone.route('**/api/calendar/sync', async (route) => {
    await held;
    await route.continue();
  });
  await phone.getByRole('button', { name: 'Sync Calendar' }).click();
  await expect(phone.getByRole('button', { name: 'Syncing...' })).toBeDisabled();
  release();
  await expect(phone.getByTestId('message-bar')).toHaveText(
    /Calendar Synced.*Your calendar has been successfully synced\./,
  );
  await expect(todaysEvents(phone)).toHaveText([
    'Field trip',
    'Soccer practice (5-6:30)',
    'Recital (7-8)',
  ]);
  await expect(todaysEvents(tablet)).toHaveText([
    'Field trip',
    'Soccer practice (5-6:30)',
    'Recital (7-8)',
  ]);
  await phone.unroute('**/api/calendar/sync');

  // Nobody presses anything: the background sync brings a new school event to the tablet.
  await google.putEvent(googleEmail, googleEmail, todayAt('play', 'School play', [18, 0], [18, 0]));
  await expect(todaysEvents(tablet)).toContainText(['School play (6)']);

  // Access revoked at Google: the sync fails and says why, and the message stays. (The
  // background sync may notice first; then no one in the family is connected any more.)
  await google.revokeGrant(googleEmail);
  await phone.getByRole('button', { name: 'Sync Calendar' }).click();
  const bar = phone.getByTestId('message-bar');
  await expect(bar).toContainText('Sync Failed');
  await expect(bar).toContainText(
    /Google no longer allows access to your calendar|No one in your family has connected/,
  );
  await expect(todaysEvents(tablet)).toHaveCount(0);
  await bar.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(bar).toBeHidden();
});
