// A meal rated and the page reloaded before the rating was sent (the kitchen tablet's
// page closed at once, a busy phone): the rating is kept on the device, sent from the
// History page, and lands (docs/architecture.md, The family's outbox).
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import postgres from 'postgres';
import { addDays } from '#domain/time/family-dates.ts';
import { e2eDatabaseUrl } from '../support/e2e-database-url.ts';
import { newFamily } from './support/family-app.ts';
import { FAMILY_ZONE, familyToday } from './support/meal-app.ts';
import { unsentWrites } from './support/unsent-writes.ts';

test.use({ timezoneId: FAMILY_ZONE });

test('a rating saved just before a reload is sent after it', async ({ page }) => {
  await newFamily(page, `Rated ${Date.now()}`, 'Rae');
  const post = <T>(path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(`/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return response.json();
      },
      { path, body },
    ) as Promise<T>;
  const pie = await post<{ dish_id: string }>('/dishes', { name: 'Fish Pie' });
  const meal = await post<{ meal_id: string }>('/meals', {
    meal_date: addDays(familyToday(), -1),
    dish_ids: [pie.dish_id],
  });

  const writes = await unsentWrites(page.context());
  await page.goto('/history');
  const pastMeal = page.getByTestId('history-meal').filter({ hasText: 'Fish Pie' });
  await pastMeal.getByRole('button', { name: 'Rate Meal' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('group', { name: 'Rae’s rating' })
    .getByRole('button', { name: '4 stars' })
    .click();
  await dialog.getByRole('button', { name: 'Save Ratings' }).click();
  await expect(dialog).toBeHidden();
  expect(writes.dropped().some((push) => push.includes('"rating.rateMeal"'))).toBe(true);

  // Reloaded at once; with the connection back, the History page sends it.
  writes.stop();
  await page.reload();
  const sql = postgres(await e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    const ratings = async () =>
      (await sql`SELECT rating FROM dish_rating WHERE meal_id = ${meal.meal_id}`).map(
        (row) => row.rating,
      );
    await expect.poll(ratings).toEqual([4]);
  } finally {
    await sql.end();
  }
  await expect(pastMeal).not.toContainText('Not rated yet');
});
