// Stores in a shop without signal (docs/shopping.md, "Stores in walking order"): a phone at
// 390 px names a store, sets its walk and marks an item for it while offline for minutes,
// reloads offline and still sees all of it; back online, a laptop sees the same, and the
// store once (the outbox's replay makes no second store).
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { addShoppingItem, newFamily, signInAs, openListOptions } from './support/family-app.ts';

// The service worker opens the page without signal (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

const walk = (page: Page) => page.getByTestId('walk-department');
const soap = (page: Page) => page.getByTestId('shopping-item').filter({ hasText: 'Dish Soap' });
const storeOptions = (page: Page) => page.getByLabel('Shop at').locator('option').allTextContents();

test('a store named, ordered and marked offline survives a reload and reaches the laptop', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const network = await cuttableNetwork(context);
  await context.clock.install();
  const phone = await context.newPage();
  const email = await newFamily(phone, 'Shoppers', 'Sol');
  await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await phone.goto('/shopping-list');
  await addShoppingItem(phone, 'Dish Soap');
  await expect(soap(phone)).toHaveCount(1);

  await network.goOffline();
  // Minutes without signal: Zero refuses writes by now; the list's outbox keeps them.
  await phone.clock.fastForward('03:00');
  await expect(phone.getByTestId('connection-note')).toHaveAttribute('data-state', 'disconnected');
  await openListOptions(phone);
  await phone.getByRole('button', { name: 'Stores' }).click();
  await phone.getByLabel('Store name').fill('Lidl');
  await phone.getByRole('button', { name: 'Add store' }).click();
  await expect(phone.getByRole('button', { name: 'Remove Lidl' })).toBeVisible();
  await expect(phone.getByLabel('Shop at')).toHaveValue(/.+/);
  await phone.getByRole('button', { name: 'Move Household up' }).click();
  await phone.getByRole('button', { name: 'Move Household up' }).click();
  await expect(walk(phone).nth(5)).toHaveText(/Household/);
  await phone.getByRole('button', { name: 'Department of Dish Soap' }).click();
  await phone.getByRole('menuitemradio', { name: 'Lidl only' }).click();
  await expect(soap(phone)).toContainText('Lidl only');

  await phone.reload();
  await expect(soap(phone)).toContainText('Lidl only');
  expect(await storeOptions(phone)).toEqual(['Any store (usual order)', 'Lidl']);
  await openListOptions(phone);
  await phone.getByRole('button', { name: 'Stores' }).click();
  await expect(walk(phone).nth(5)).toHaveText(/Household/);

  const laptop = await (await browser.newContext()).newPage();
  await signInAs(laptop, email, 'Sol');
  await laptop.goto('/shopping-list');
  await expect(soap(laptop)).toHaveCount(1);
  expect(await storeOptions(laptop)).toEqual(['Any store (usual order)']);

  await network.goOnline();
  await expect.poll(() => storeOptions(laptop)).toEqual(['Any store (usual order)', 'Lidl']);
  await expect(soap(laptop)).toContainText('Lidl only');
  await laptop.getByLabel('Shop at').selectOption({ label: 'Lidl' });
  await laptop.getByRole('button', { name: 'Stores' }).click();
  await expect(walk(laptop).nth(5)).toHaveText(/Household/);
  // The phone's outbox drains, and a later reload still has one Lidl.
  await expect(phone.getByTestId('connection-note')).toHaveCount(0);
  await phone.reload();
  await expect(soap(phone)).toContainText('Lidl only');
  await expect.poll(() => storeOptions(phone)).toEqual(['Any store (usual order)', 'Lidl']);
  await expect.poll(() => storeOptions(laptop)).toEqual(['Any store (usual order)', 'Lidl']);
});
