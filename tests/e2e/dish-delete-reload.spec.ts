// A dish deleted and the page reloaded before the delete was sent (a busy phone, a quick
// thumb): the delete is not lost, and the planned meal shows the dish "removed from
// library" at once, not only once the server has it (docs/architecture.md, Deleting a dish).
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import postgres from 'postgres';
import { addDays } from '#domain/time/family-dates.ts';
import { e2eDatabaseUrl } from '../support/e2e-database-url.ts';
import { newFamily } from './support/family-app.ts';
import { dayCard, FAMILY_ZONE, familyToday } from './support/meal-app.ts';
import { unsentWrites } from './support/unsent-writes.ts';
import { pageApi } from './support/page-api.ts';

test.use({ timezoneId: FAMILY_ZONE });

test('a dish deleted just before a reload stays deleted, and the plan marks it at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newFamily(page, `Quick ${Date.now()}`, 'Pat');
  const post = <T>(path: string, body: unknown) => pageApi<T>(page, 'POST', path, body);
  const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()));
  const chili = await post<{ dish_id: string }>('/dishes', { name: 'Chili' });
  const tomorrow = addDays(familyToday(), 1);
  await post('/meals', {
    meal_date: tomorrow,
    dish_ids: [chili.dish_id],
    attendees: [{ family_user_id: (session as { family_user_id: string }).family_user_id }],
  });

  const writes = await unsentWrites(page.context());
  await page.goto(`/dishes/${chili.dish_id}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Dish' }).click();
  await expect(page).toHaveURL(/\/dishes$/);
  expect(writes.dropped().some((push) => push.includes('"dish.delete"'))).toBe(true);
  // Reloaded at once, before Zero kept the write on the device; still nothing reaches the
  // server, so what the plan shows is the device's own.
  await page.goto('/planning');
  const meal = (await dayCard(page, tomorrow)).getByTestId('planned-meal');
  await expect(meal).toContainText('Chili(removed from library)');

  // With the connection back the delete lands.
  writes.stop();
  await page.reload();
  const sql = postgres(await e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    const archivedAt = async () =>
      (await sql`SELECT archived_at FROM dish WHERE dish_id = ${chili.dish_id}`)[0]?.archived_at;
    await expect.poll(archivedAt).not.toBeNull();
  } finally {
    await sql.end();
  }
  // The reload shows this week again: on a Saturday tomorrow is on next week's tab.
  const reloaded = (await dayCard(page, tomorrow)).getByTestId('planned-meal');
  await expect(reloaded).toContainText('Chili(removed from library)');
});
