import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { newDevice, newFamily, signInAs } from './support/family-app.ts';
import { FAMILY_ZONE } from './support/meal-app.ts';

test.use({ timezoneId: FAMILY_ZONE });

// A kitchen tablet left open: its clock runs into Sunday, then into Monday, and the
// planning page and dashboard move on by themselves, without a reload.
test('a page left open across Saturday midnight and the next midnight shows the new days', async ({
  browser,
  baseURL,
}) => {
  const phone = await newDevice(browser);
  const email = await newFamily(phone, `Tablet ${Date.now()}`, 'Tess');
  // Meals for the tablet's Saturday and Sunday (its clock is set to March 2026 below).
  for (const [meal_date, who_is_cooking] of [
    ['2026-03-14', 'Go Out'],
    ['2026-03-15', 'Take Out'],
  ])
    await phone.request.post('/api/meals', {
      data: { meal_date, who_is_cooking },
      headers: { origin: baseURL! },
    });

  const context = await browser.newContext();
  const tablet = await context.newPage();
  // Saturday 14 March 2026, 23:55 in New York; the clock keeps running from there.
  await tablet.clock.install({ time: new Date('2026-03-14T23:55:00-04:00') });
  await signInAs(tablet, email, 'Tess');
  await expect(tablet.getByTestId('upcoming-meal')).toHaveText([
    /Sat, Mar 14.*Go Out/,
    /Sun, Mar 15.*Take Out/,
  ]);
  await tablet
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Planning' })
    .click();
  await expect(tablet.getByTestId('week-range')).toHaveText('Mar 8 - Mar 14');
  const saturday = tablet.getByRole('region', { name: 'Saturday Mar 14' });
  await expect(saturday.getByText('Today')).toBeVisible();
  await expect(saturday).toContainText('Go Out');

  // Past midnight: Sunday starts a new week; "this week" is now 15–21 March.
  await tablet.clock.fastForward('06:00');
  await expect(tablet.getByTestId('week-range')).toHaveText('Mar 15 - Mar 21');
  const sunday = tablet.getByRole('region', { name: 'Sunday Mar 15' });
  await expect(sunday.getByText('Today')).toBeVisible();
  await expect(sunday).toContainText('Take Out');
  await tablet.getByRole('tab', { name: 'Next Week' }).click();
  await expect(tablet.getByTestId('week-range')).toHaveText('Mar 22 - Mar 28');
  await tablet.getByRole('tab', { name: 'This Week' }).click();

  // And into Monday, a day later, within the same week.
  await tablet.clock.fastForward('24:00:00');
  await expect(
    tablet.getByRole('region', { name: 'Monday Mar 16' }).getByText('Today'),
  ).toBeVisible();
  await expect(sunday.getByText('Today')).toBeHidden();
  await tablet
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(tablet.getByTestId('upcoming-meal')).toHaveCount(0);
  await context.close();
});
