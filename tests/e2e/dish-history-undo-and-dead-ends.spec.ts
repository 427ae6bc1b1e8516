// Deleting a dish keeps history, the rate-meal dialog saves only what was set in it, a
// deleted meal can be brought back with Undo, and the ways in and out (setup, invitations,
// reset links) say what is going on.
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import postgres from 'postgres';
import { e2eDatabaseUrl } from '../support/e2e-database-url.ts';
import { addDays } from '#domain/time/family-dates.ts';
import { linkIn, waitForEmail } from './support/mailbox.ts';
import { newDevice, newFamily, signIn, signUp, uniqueEmail } from './support/family-app.ts';
import { addChildMember, dayCard, FAMILY_ZONE, familyToday } from './support/meal-app.ts';
import { WIDTHS } from './support/screen-sizes.ts';
import { pageApi as api } from './support/page-api.ts';

test.use({ timezoneId: FAMILY_ZONE });

async function withDatabase<T>(run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(await e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

type Dish = { dish_id: string };
type Meal = { meal_id: string };
type Session = { family_user_id: string };

test('a dish in use is archived; the rating dialog saves only what was set; Undo brings a meal back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const family = `Week ${Date.now()}`;
  await newFamily(page, family, 'Pat');
  const today = familyToday();
  const me = await api<Session>(page, 'GET', '/auth/session');
  const dish = (name: string) => api<Dish>(page, 'POST', '/dishes', { name });
  const [chili, salad, soup] = [await dish('Chili'), await dish('Salad'), await dish('Soup')];
  const yesterday = await api<Meal>(page, 'POST', '/meals', {
    meal_date: addDays(today, -1),
    dish_ids: [chili.dish_id, salad.dish_id],
    attendees: [{ family_user_id: me.family_user_id }],
  });
  const tomorrow = await api<Meal>(page, 'POST', '/meals', {
    meal_date: addDays(today, 1),
    dish_ids: [chili.dish_id],
    attendees: [{ family_user_id: me.family_user_id }, { guest_name: 'Nana' }],
  });
  const tonight = await api<Meal>(page, 'POST', '/meals', {
    meal_date: today,
    dish_ids: [soup.dish_id],
    attendees: [{ family_user_id: me.family_user_id }],
  });
  // Pat rated only the chili of yesterday's dinner, and tonight's soup.
  await api(page, 'POST', '/dishes/ratings', {
    meal_id: yesterday.meal_id,
    dish_id: chili.dish_id,
    rating: 5,
  });
  await api(page, 'POST', '/dishes/ratings', {
    meal_id: tonight.meal_id,
    dish_id: soup.dish_id,
    rating: 4,
    notes: 'Good soup',
  });
  await addChildMember(family, 'Kai', '2019-06-01');

  // 3. Rating Kai in the dialog saves Kai's rating, and only that.
  await page.goto('/history');
  const pastMeal = page.getByTestId('history-meal').filter({ hasText: 'Salad' });
  await pastMeal.getByRole('button', { name: 'Rate Meal' }).click();
  const rateDialog = page.getByRole('dialog');
  await rateDialog
    .getByRole('group', { name: 'Kai’s rating' })
    .getByRole('button', { name: /3 of 5/ })
    .click();
  await rateDialog.getByLabel('Notes (optional)').fill('Kai liked it');
  await rateDialog.getByRole('button', { name: 'Save Ratings' }).click();
  await expect(rateDialog).toBeHidden();
  await expect(pastMeal).toContainText('Kai liked it');
  const ratingsOfYesterday = () =>
    withDatabase(async (sql) => {
      const rows = await sql<{ first_name: string; dish: string; rating: number }[]>`
        SELECT m.first_name, d.name AS dish, r.rating FROM dish_rating r
          JOIN family_member m ON m.family_user_id = r.family_user_id
          JOIN dish d ON d.dish_id = r.dish_id
         WHERE r.meal_id = ${yesterday.meal_id} ORDER BY m.first_name, d.name`;
      return rows.map((r) => `${r.first_name} ${r.dish} ${r.rating}`);
    });
  // The browser shows its write at once; the server's copy follows.
  await expect.poll(ratingsOfYesterday).toEqual(['Kai Chili 3', 'Kai Salad 3', 'Pat Chili 5']);

  // 2. Deleting the chili names the meals that use it, at every width.
  await page.goto(`/dishes/${chili.dish_id}`);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Chili”?' });
    const uses = confirm.getByRole('list', { name: 'Meals with this dish' }).getByRole('listitem');
    await expect(uses).toHaveCount(2);
    await expect(uses.first()).toContainText('Chili');
    await expect(confirm.getByRole('button', { name: 'Delete Dish' })).toBeInViewport();
    if (width !== 1280) await confirm.getByRole('button', { name: 'Cancel' }).click();
    else await confirm.getByRole('button', { name: 'Delete Dish' }).click();
  }
  await expect(page).toHaveURL(/\/dishes$/);
  await expect(page.getByText('Chili', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Salad', { exact: true }).first()).toBeVisible();
  // History, ratings and Top Dishes keep it.
  await page.goto('/history');
  await expect(pastMeal).toContainText('Chili');
  await expect(pastMeal.getByRole('list', { name: 'Ratings by member' })).toContainText('Pat');
  await page.getByRole('tab', { name: 'Top Dishes' }).click();
  await expect(page.getByTestId('top-dish').filter({ hasText: 'Chili' })).toBeVisible();
  // The planned meal still has it, marked.
  await page.goto('/planning');
  const tomorrowCard = await dayCard(page, addDays(today, 1));
  await expect(tomorrowCard.getByTestId('planned-meal')).toContainText(
    'Chili(removed from library)',
  );

  // 4. × deletes tonight's meal; Undo brings all of it back, at every width.
  const tonightCard = await dayCard(page, today);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await tonightCard.getByRole('button', { name: 'Delete meal: Soup' }).click();
    const bar = page.getByTestId('message-bar');
    await expect(bar).toContainText('Meal deleted');
    await expect(tonightCard.getByTestId('planned-meal')).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Undo' })).toBeInViewport();
    await bar.getByRole('button', { name: 'Undo' }).click();
    await expect(tonightCard.getByTestId('planned-meal')).toContainText('Soup');
    await expect(tonightCard.getByTestId('planned-meal')).toContainText('★ 4.0');
  }
  // Each × and Undo above is one transaction on the server, sent in order; the server may
  // still be working through them. Every read is one snapshot: the meal is there whole or
  // not at all (an Undo brings it back in one go), and the poll waits for it whole.
  const torn: unknown[] = [];
  const restoredRows = () =>
    withDatabase((sql) =>
      sql.begin('ISOLATION LEVEL REPEATABLE READ', async (tx) => {
        const rows = {
          meals: (await tx`SELECT 1 FROM meal WHERE meal_id = ${tonight.meal_id}`).length,
          dishes: (await tx`SELECT dish_id FROM meal_dish WHERE meal_id = ${tonight.meal_id}`).map(
            (r) => r.dish_id as string,
          ),
          attendees: (
            await tx`SELECT family_user_id FROM meal_attendee WHERE meal_id = ${tonight.meal_id}`
          ).map((r) => r.family_user_id as string),
          ratings: (
            await tx`SELECT rating, notes FROM dish_rating WHERE meal_id = ${tonight.meal_id}`
          ).map((r) => `${r.rating} ${r.notes}`),
        };
        const parts = [rows.dishes, rows.attendees, rows.ratings];
        if (parts.some((part) => part.length > 0 !== (rows.meals === 1))) torn.push(rows);
        return rows;
      }),
    );
  await expect.poll(restoredRows).toEqual({
    meals: 1,
    dishes: [soup.dish_id],
    attendees: [me.family_user_id],
    ratings: ['4 Good soup'],
  });
  expect(torn, 'a meal is restored or deleted whole').toEqual([]);

  // Without Undo the delete stays.
  await tonightCard.getByRole('button', { name: 'Delete meal: Soup' }).click();
  await expect(page.getByTestId('message-bar')).toHaveCount(0, { timeout: 15_000 });
  await expect(tonightCard.getByTestId('planned-meal')).toHaveCount(0);
  void tomorrow;
});

test('setup has a way out; an invitation tells a family member they cannot join; a used reset link says so at once', async ({
  page,
  browser,
}) => {
  // Sign out from /setup.
  const newcomer = uniqueEmail('newcomer');
  await signUp(page, newcomer);
  await signIn(page, newcomer);
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out successfully', { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  // A member of one family opens another family's invitation.
  const inviterContext = await browser.newContext();
  const inviter = await inviterContext.newPage();
  const memberEmail = await newFamily(inviter, `Other ${Date.now()}`, 'Olga');
  const invited = await newFamily(page, `Mine ${Date.now()}`, 'Mo');
  const member = await api<{ family_user_id: string }>(inviter, 'POST', '/family/users', {
    first_name: 'Mo',
    birthdate: '1990-01-01',
    email: invited,
  });
  await api(inviter, 'POST', `/family/users/${member.family_user_id}/invite`, {
    email: invited,
  });
  await inviterContext.close();
  await page.goto(linkIn(await waitForEmail(invited, /Join the/)));
  await expect(page.getByText('You already belong to a family')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Join/ })).toHaveCount(0);
  void memberEmail;

  // A reset link used once says so before any password is typed.
  const other = await browser.newContext();
  const reset = await other.newPage();
  await reset.goto('/login');
  await reset.getByRole('button', { name: 'Forgot password?' }).click();
  await reset.getByLabel('Email').fill(invited);
  await reset.getByRole('button', { name: 'Send Reset Link' }).click();
  const link = linkIn(await waitForEmail(invited, /Reset your/));
  await reset.goto(link);
  await reset.getByLabel('New password', { exact: true }).fill('brand-new-9');
  await reset.getByLabel('Confirm new password').fill('brand-new-9');
  await reset.getByRole('button', { name: 'Set New Password' }).click();
  await expect(reset.getByRole('heading', { name: 'Welcome back, Mo!' })).toBeVisible();
  await other.close();
  const again = await newDevice(browser);
  await again.goto(link);
  await expect(
    again.getByText('This link is invalid or has expired.', { exact: false }),
  ).toBeVisible();
  await expect(again.getByLabel('New password', { exact: true })).toHaveCount(0);
  await again.getByRole('button', { name: 'Send a new link' }).click();
  await expect(again.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});
