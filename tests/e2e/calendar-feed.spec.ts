// The calendar feed from Settings → Notifications: a webcal link shown once, whose events
// link back to the meal on the planning page; revoking ends it.
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import ICAL from 'ical.js';
import { addDays } from '#domain/time/family-dates.ts';
import { newFamily } from './support/family-app.ts';
import { FAMILY_ZONE, familyToday, mealDialog } from './support/meal-app.ts';

test.use({ timezoneId: FAMILY_ZONE });

test('make a calendar link, follow an event back to its meal, then revoke the link', async ({
  page,
}) => {
  await newFamily(page, `Feed ${Date.now()}`, 'Ivy');
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/meals', {
    data: { meal_date: addDays(familyToday(), 1), who_is_cooking: 'Take Out', notes: 'Pizza' },
    headers: { Origin: origin },
  });
  expect(created.status()).toBe(201);

  await page.goto('/settings?tab=notifications');
  await page.getByRole('button', { name: 'Create Calendar Link' }).click();
  const link = page.getByTestId('calendar-feed-link').getByRole('link');
  await expect(link).toHaveText(/^webcal:\/\/.+\.ics$/);
  const feedUrl = (await link.textContent())!.replace(/^webcal:/, 'http:');

  const feed = await page.request.get(feedUrl);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  expect(event!.summary).toBe('Dinner: Take Out');
  const mealUrl = String(event!.component.getFirstPropertyValue('url'));

  await page.goto(mealUrl);
  await expect(mealDialog(page).getByRole('button', { name: 'Update Meal' }).first()).toBeVisible();
  await expect(mealDialog(page).getByLabel('Cook')).toHaveValue('Take Out');

  await page.goto('/settings?tab=notifications');
  await expect(page.getByTestId('calendar-feed-status')).toBeVisible();
  await page.getByRole('button', { name: 'Revoke Link' }).click();
  await expect(page.getByRole('button', { name: 'Create Calendar Link' })).toBeVisible();
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});
