// Stores in walking order (docs/shopping.md), on two devices of a family: a laptop names
// the stores and marks an item 'Costco only'; a phone at 390 px sees it, shops at Costco,
// and its checks teach Costco's walk, which both devices then show.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { addShoppingItem, familyOnTwoDevices, openListOptions } from './support/family-app.ts';

const groupHeadings = (page: Page) =>
  page.getByRole('heading', { level: 2 }).filter({ hasNotText: 'Checked' }).allInnerTexts();

test('stores: a store-only item on both devices, and the walk learned from checks', async ({
  browser,
}) => {
  const { first: laptop, second: phone } = await familyOnTwoDevices(browser, 'Walkers', 'Wanda');
  await phone.setViewportSize({ width: 390, height: 844 });

  await laptop.goto('/shopping-list');
  for (const name of ['Bananas', 'Apples', 'Milk', 'Frozen Peas', 'Ice Cream', 'Dish Soap']) {
    await addShoppingItem(laptop, name);
    await expect(laptop.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  }

  // The laptop names two stores and marks the soap for Costco only.
  await laptop.getByRole('button', { name: 'Stores' }).click();
  for (const store of ['Costco', 'Lidl']) {
    await laptop.getByLabel('Store name').fill(store);
    await laptop.getByRole('button', { name: 'Add store' }).click();
    await expect(laptop.getByRole('button', { name: `Remove ${store}` })).toBeVisible();
  }
  // A new store is chosen at once; back to the whole list.
  await laptop.getByLabel('Shop at').selectOption({ label: 'Any store (usual order)' });
  await laptop.getByRole('button', { name: 'Department of Dish Soap' }).click();
  await laptop.getByRole('menuitemradio', { name: 'Costco only' }).click();
  const soap = (page: Page) => page.getByTestId('shopping-item').filter({ hasText: 'Dish Soap' });
  await expect(soap(laptop)).toContainText('Costco only');

  // The phone sees it live; at Lidl the soap is hidden, at Costco it is there.
  await phone.goto('/shopping-list');
  await expect(soap(phone)).toContainText('Costco only');
  await openListOptions(phone);
  await phone.getByLabel('Shop at').selectOption({ label: 'Lidl' });
  await expect(soap(phone)).toHaveCount(0);
  await phone.getByLabel('Shop at').selectOption({ label: 'Costco' });
  await expect(soap(phone)).toHaveCount(1);
  expect(await groupHeadings(phone)).toEqual([
    'PRODUCE (2)',
    'DAIRY (1)',
    'FROZEN (2)',
    'HOUSEHOLD (1)',
  ]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Walking Costco: frozen first, then produce. Costco learns that walk.
  await phone.getByRole('checkbox', { name: 'Mark Frozen Peas done' }).click();
  await phone.getByRole('checkbox', { name: 'Mark Bananas done' }).click();
  await expect
    .poll(() => groupHeadings(phone))
    .toEqual(['FROZEN (1)', 'PRODUCE (1)', 'DAIRY (1)', 'HOUSEHOLD (1)']);

  // The laptop, at Costco too, shows the learned walk, and can move a department back.
  await laptop.getByLabel('Shop at').selectOption({ label: 'Costco' });
  const walk = laptop.getByTestId('walk-department');
  await expect(walk.first()).toHaveText(/Frozen/);
  await expect(walk.nth(1)).toHaveText(/Produce/);
  await laptop.getByRole('button', { name: 'Move Produce up' }).click();
  await expect(walk.first()).toHaveText(/Produce/);
  await expect
    .poll(() => groupHeadings(phone))
    .toEqual(['PRODUCE (1)', 'FROZEN (1)', 'DAIRY (1)', 'HOUSEHOLD (1)']);
  // Dragging works as well: Dairy dropped on the first place.
  await walk.filter({ hasText: 'Dairy' }).dragTo(walk.first());
  await expect(walk.first()).toHaveText(/Dairy/);
});
