// Two devices edit one item: the phone, offline in the shop, renames Milk; at home, later,
// the laptop renames it too. Back online the phone's older edit is refused, both screens and
// Postgres keep the laptop's, and the phone says what the item became.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { addShoppingItem, newFamily, shoppingItems, signInAs } from './support/family-app.ts';

async function rename(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Edit ${from}` }).click();
  const field = page.getByLabel('Edit item name');
  await field.fill(to);
  await field.press('Enter');
}

test("an offline edit that is older than another member's loses, and the phone says to what", async ({
  browser,
}) => {
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const network = await cuttableNetwork(phoneContext);
  const phone = await phoneContext.newPage();
  const email = await newFamily(phone, 'Edit Order', 'Sam');
  await phone.goto('/shopping-list');
  await addShoppingItem(phone, 'milk');

  const laptop = await (await browser.newContext()).newPage();
  await signInAs(laptop, email, 'Sam');
  await laptop.goto('/shopping-list');
  await expect(shoppingItems(laptop)).toHaveText(['Milk']);

  await network.goOffline();
  await rename(phone, 'Milk', 'whole milk');
  await expect(shoppingItems(phone)).toHaveText(['Whole Milk']);
  await rename(laptop, 'Milk', 'oat milk');
  await expect(shoppingItems(laptop)).toHaveText(['Oat Milk']);

  await network.goOnline();
  await expect(
    phone
      .getByRole('region', { name: /Notifications/ })
      .getByText('Someone changed this item to “Oat Milk” after you did'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(shoppingItems(phone)).toHaveText(['Oat Milk']);
  await expect(shoppingItems(laptop)).toHaveText(['Oat Milk']);
  const saved = await laptop.evaluate(async () =>
    ((await (await fetch('/api/shopping-items')).json()) as { name: string }[]).map((i) => i.name),
  );
  expect(saved).toEqual(['Oat Milk']);
  await phoneContext.close();
  await laptop.context().close();
});
