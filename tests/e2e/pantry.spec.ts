// Staples we always have and the pantry check, on two devices of a family (one a phone at
// 390 px): the refresh leaves staples off, 'We have it' with Undo, the pantry check's
// answers and a staple running out show on both screens; another family sees none of it.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import {
  familyOnTwoDevices,
  newDevice,
  newFamily,
  shoppingItems,
  openListOptions,
} from './support/family-app.ts';
import { planDinnerToday } from './support/planned-dinner.ts';
import { weHaveItOnPhone } from './support/we-have-it.ts';

const STIR_FRY = {
  name: 'Stir Fry',
  ingredients: ['1 tsp kosher salt', '2 tbsp olive oil', '2 tbsp soy sauce', '2 eggs', '1 lb tofu'],
};

/** The open items' names, sorted (the list groups them by aisle). */
const names = (page: Page) => ({
  toBe: (expected: string[]) =>
    expect
      .poll(async () => (await shoppingItems(page).allTextContents()).sort())
      .toEqual([...expected].sort()),
});
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('staples stay off, “We have it” with Undo, the pantry check and running out, live on two devices', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { first: laptop, second: phone } = await familyOnTwoDevices(browser, 'Pantry', 'Maria');
  await planDinnerToday(laptop, [STIR_FRY]);
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/shopping-list');
  const outsider = await newDevice(browser);
  await newFamily(outsider, 'Other', 'Olga');

  // Refresh on the laptop: salt and olive oil are staples, left off.
  await laptop.goto('/shopping-list');
  await laptop.getByRole('button', { name: 'Refresh' }).click();
  await names(phone).toBe(['Soy Sauce', 'Eggs', 'Tofu']);

  // A button beside the row on the laptop; on the phone, in the row's ⋯ menu.
  await expect(laptop.getByRole('button', { name: 'We have it: Soy Sauce' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'We have it: Soy Sauce' })).toHaveCount(0);
  // On the phone: we have soy sauce. Gone on both; Undo brings it back on both.
  await weHaveItOnPhone(phone, 'Soy Sauce');
  await names(laptop).toBe(['Eggs', 'Tofu']);
  await phone.getByRole('button', { name: 'Undo' }).click();
  await names(laptop).toBe(['Eggs', 'Tofu', 'Soy Sauce']);
  await names(phone).toBe(['Eggs', 'Tofu', 'Soy Sauce']);
  // Again, without Undo: a staple now, listed in Staples on the laptop.
  await weHaveItOnPhone(phone, 'Tofu');
  await names(laptop).toBe(['Eggs', 'Soy Sauce']);
  await laptop.getByRole('button', { name: 'Staples' }).click();
  const staples = laptop.getByRole('list', { name: 'Staples' });
  await expect(staples).toContainText('Tofu');
  await laptop.getByRole('button', { name: 'Close' }).click();

  // The pantry check, open on both: the phone answers, the laptop's questions follow.
  await laptop.getByRole('button', { name: 'Pantry Check' }).click();
  await openListOptions(phone);
  await phone.getByRole('button', { name: 'Pantry Check' }).click();
  const asked = (page: Page) =>
    page.getByRole('list', { name: 'Do we have' }).getByRole('listitem');
  await expect(asked(laptop)).toHaveText(['Do we have Soy Sauce?YesNo', 'Do we have Eggs?YesNo']);
  expect(await noSidewaysScroll(phone)).toBe(true);
  await phone.getByRole('button', { name: 'Yes, we have Eggs' }).click();
  await expect(asked(laptop)).toHaveText(['Do we have Soy Sauce?YesNo']);
  await laptop.getByRole('button', { name: 'No, we need Soy Sauce' }).click();
  await expect(asked(phone)).toHaveCount(0);
  await expect(phone.getByText('Nothing to check')).toBeVisible();
  await phone.getByRole('button', { name: 'Close' }).click();
  await laptop.getByRole('button', { name: 'Close' }).click();
  await names(phone).toBe(['Soy Sauce']);

  // Salt runs out (marked on the phone): on the laptop's list; checked off there, it is
  // no longer running out on the phone.
  await phone.getByRole('button', { name: 'Staples' }).click();
  const saltRow = phone.getByRole('list', { name: 'Staples' }).getByRole('listitem').filter({
    hasText: /^Salt/,
  });
  await saltRow.getByRole('checkbox', { name: 'Running out' }).check();
  await names(laptop).toBe(['Soy Sauce', 'Salt']);
  expect(await noSidewaysScroll(phone)).toBe(true);
  await laptop.getByRole('checkbox', { name: 'Mark Salt done' }).click();
  await expect(saltRow.getByRole('checkbox', { name: 'Running out' })).not.toBeChecked();

  // The other family saw none of it.
  await outsider.goto('/shopping-list');
  await expect(outsider.getByText('No items in your shopping list')).toBeVisible();
  await outsider.getByRole('button', { name: 'Staples' }).click();
  await expect(outsider.getByRole('list', { name: 'Staples' })).not.toContainText('Tofu');
});
