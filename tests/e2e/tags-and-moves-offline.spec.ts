// A dish's tags and a meal's move made while a phone's network is cut (docs/shopping.md,
// "The list in the shop", and docs/meals-and-planning.md): they show at once, are kept
// until the network is back, also through a reload made offline, and a laptop then sees
// them.
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { shortDate, weekdayName } from '#domain/time/date-labels.ts';
import { daysOf, weekRange } from '#domain/time/family-dates.ts';
import type { Dish } from '#schema';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { newFamily, postAs, signInAs } from './support/family-app.ts';
import { FAMILY_ZONE, familyToday } from './support/meal-app.ts';

test.use({ serviceWorkers: 'allow', timezoneId: FAMILY_ZONE });

const dayRegion = (page: Page, date: string) =>
  page.getByRole('region', { name: `${weekdayName(date)} ${shortDate(date)}` });
const tags = (page: Page) => page.getByRole('list', { name: 'Tags' });

async function addTag(page: Page, tag: string) {
  await page.getByLabel('New tag').fill(tag);
  await page.getByRole('button', { name: 'Add Tag' }).click();
  await expect(tags(page)).toContainText(tag);
}

async function moveSoup(page: Page, from: string, to: string) {
  await dayRegion(page, from).getByRole('button', { name: 'Move to... (Soup)' }).click();
  await page
    .getByRole('menu', { name: 'Move Soup to' })
    .getByRole('menuitem', { name: `${weekdayName(to)} ${shortDate(to)}` })
    .click();
  await expect(dayRegion(page, to).getByTestId('planned-meal')).toContainText('Soup');
}

/** A phone at 390 px with a cuttable network and a laptop, one family, Soup planned today. */
async function soupOnTwoDevices(browser: Browser, familyName: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: FAMILY_ZONE,
  });
  const network = await cuttableNetwork(context);
  const phone = await context.newPage();
  const email = await newFamily(phone, familyName, 'Mo');
  await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const soup = await postAs<Dish>(phone, '/api/dishes', { name: 'Soup' });
  const today = familyToday();
  const meal = await postAs<{ meal_id: string }>(phone, '/api/meals', {
    meal_date: today,
    dish_ids: [soup.dish_id],
  });
  const laptop = await (await browser.newContext({ timezoneId: FAMILY_ZONE })).newPage();
  await signInAs(laptop, email, 'Mo');
  const otherDays = daysOf(weekRange(today, 0)).filter((day) => day !== today);
  return { network, phone, laptop, soup, meal, today, otherDays };
}

test('tags and a move made with the network cut show at once and land, also after a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { network, phone, laptop, soup, today, otherDays } = await soupOnTwoDevices(
    browser,
    'Movers',
  );
  const [first, second, third] = otherDays;

  // Cut, no reload: each shows at once and lands when the network is back.
  await phone.goto(`/dishes/${soup.dish_id}`);
  await expect(phone.getByLabel('New tag')).toBeVisible();
  await network.goOffline();
  await addTag(phone, 'freezer');
  await phone.getByRole('link', { name: 'Planning' }).click();
  await moveSoup(phone, today, first!);
  await network.goOnline();
  await laptop.goto(`/dishes/${soup.dish_id}`);
  await expect(tags(laptop)).toContainText('freezer');
  await laptop.goto('/planning');
  await expect(dayRegion(laptop, first!).getByTestId('planned-meal')).toContainText('Soup');

  // Cut, and the page reloaded before the network is back: nothing is lost.
  await phone.goto(`/dishes/${soup.dish_id}`);
  await expect(tags(phone)).toContainText('freezer');
  await network.goOffline();
  await addTag(phone, 'kids love it');
  await phone.getByRole('link', { name: 'Planning' }).click();
  await moveSoup(phone, first!, second!);
  // Moved again before the first move has landed: both land, in order.
  await moveSoup(phone, second!, third!);
  await phone.reload();
  await expect(dayRegion(phone, third!).getByTestId('planned-meal')).toContainText('Soup');
  await expect(phone.getByTestId('connection-note')).toContainText('2 changes');
  await network.goOnline();
  await expect(dayRegion(laptop, third!).getByTestId('planned-meal')).toContainText('Soup');
  await expect(phone.getByTestId('connection-note')).toHaveCount(0);
  await laptop.goto(`/dishes/${soup.dish_id}`);
  await expect(tags(laptop)).toContainText('kids love it');
  await expect(tags(laptop)).toContainText('freezer');
});

test('a move made offline that lost to a later change says so and leaves the meal', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { network, phone, laptop, meal, today, otherDays } = await soupOnTwoDevices(
    browser,
    'Late movers',
  );
  const [other] = otherDays;

  await phone.goto('/planning');
  await expect(dayRegion(phone, today).getByTestId('planned-meal')).toContainText('Soup');
  await network.goOffline();
  await moveSoup(phone, today, other!);
  await phone.reload();
  // Meanwhile someone else changes the dinner.
  await laptop.goto('/planning');
  const patched = await laptop.request.patch(`/api/meals/${meal.meal_id}`, {
    data: { notes: 'Make it spicy' },
    headers: { Origin: new URL(laptop.url()).origin },
  });
  expect(patched.status()).toBe(204);
  await network.goOnline();
  // It names the dinner as the phone knew it, the day it was moved to and the day it is on.
  const toast = phone
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({
      hasText:
        /“Soup” was not moved to \w+day: someone changed this dinner meanwhile, and it is on \w+day\./,
    });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Move not saved');
  await expect(dayRegion(phone, today).getByTestId('planned-meal')).toContainText('Soup');
  await expect(dayRegion(laptop, today).getByTestId('planned-meal')).toContainText('Soup');
  // 'Save mine again' moves it, now, over the other change.
  await toast.getByRole('button', { name: 'Save mine again' }).click();
  await expect(dayRegion(laptop, other!).getByTestId('planned-meal')).toContainText('Soup');
  await expect(dayRegion(phone, other!).getByTestId('planned-meal')).toContainText('Soup');
});
