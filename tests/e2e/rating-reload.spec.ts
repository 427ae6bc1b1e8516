// A meal rated and the page reloaded before the rating was sent (the kitchen tablet's
// page closed at once, a busy phone): the rating is kept on the device, sent again once
// the page is back, and lands (docs/shopping.md, the family's outbox).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import postgres from 'postgres';
import { addDays } from '#domain/time/family-dates.ts';
import { e2eDatabaseUrl } from '../support/e2e-database-url.ts';
import { newFamily } from './support/family-app.ts';
import { FAMILY_ZONE, familyToday } from './support/meal-app.ts';
import { unsentWrites } from './support/unsent-writes.ts';
import { pageApi } from './support/page-api.ts';

test.use({ timezoneId: FAMILY_ZONE });

/** A new family whose Fish Pie was yesterday's dinner, and its pushes held back from now. */
async function yesterdaysFishPie(page: Page) {
  await newFamily(page, `Rated ${Date.now()}`, 'Rae');
  const post = <T>(path: string, body: unknown) => pageApi<T>(page, 'POST', path, body);
  const pie = await post<{ dish_id: string }>('/dishes', { name: 'Fish Pie' });
  const meal = await post<{ meal_id: string }>('/meals', {
    meal_date: addDays(familyToday(), -1),
    dish_ids: [pie.dish_id],
  });
  return { meal, writes: await unsentWrites(page.context()) };
}

/** Reloads with the pushes let through, and waits for the ratings to reach the database. */
async function reloadUntilStored(page: Page, mealId: string, expected: number[]) {
  await page.reload();
  const sql = postgres(await e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    const ratings = async () =>
      (await sql`SELECT rating FROM dish_rating WHERE meal_id = ${mealId}`).map(
        (row) => row.rating,
      );
    await expect.poll(ratings).toEqual(expected);
  } finally {
    await sql.end();
  }
}

test('a meal rated in History just before a reload keeps its rating', async ({ page }) => {
  const { meal, writes } = await yesterdaysFishPie(page);
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

  writes.stop();
  await reloadUntilStored(page, meal.meal_id, [4]);
  await expect(pastMeal).not.toContainText('Not rated yet');
});

test('a dish rated with one tap on the dashboard just before a reload keeps it', async ({
  page,
}) => {
  const { meal, writes } = await yesterdaysFishPie(page);
  await page.goto('/dashboard');
  const toRate = page.getByRole('list', { name: 'Dishes to rate' }).getByRole('listitem');
  await toRate.filter({ hasText: 'Fish Pie' }).getByRole('button', { name: '5 stars' }).click();
  await expect(toRate).toHaveCount(0);
  expect(writes.dropped().some((push) => push.includes('"rating.rateDish"'))).toBe(true);

  writes.stop();
  await reloadUntilStored(page, meal.meal_id, [5]);
  await expect(page.getByText('No dishes to rate right now!')).toBeVisible();
});
