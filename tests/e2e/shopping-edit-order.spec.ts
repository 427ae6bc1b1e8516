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
  test.setTimeout(90_000);
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const network = await cuttableNetwork(phoneContext);
  const phone = await phoneContext.newPage();
  const email = await newFamily(phone, 'Edit Order', 'Sam');
  await phone.goto('/shopping-list');
  const names = ['milk', 'eggs', 'bread', 'apples', 'rice', 'tea', 'soap', 'flour', 'pears', 'salt', 'jam', 'oats']; // prettier-ignore
  for (const name of names) await addShoppingItem(phone, name);

  const laptop = await (await browser.newContext()).newPage();
  await signInAs(laptop, email, 'Sam');
  await laptop.goto('/shopping-list');
  await expect(shoppingItems(laptop)).toHaveCount(names.length);

  await network.goOffline();
  await rename(phone, 'Milk', 'goat cheese');
  await rename(phone, 'Eggs', 'duck eggs');
  await expect(shoppingItems(phone).filter({ hasText: 'Goat Cheese' })).toBeVisible();
  await rename(laptop, 'Milk', 'cheddar');
  await rename(laptop, 'Eggs', 'quail eggs');
  await expect(shoppingItems(laptop).filter({ hasText: 'Quail Eggs' })).toBeVisible();

  await network.goOnline();
  const toasts = phone.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
  const cheese = toasts.filter({
    hasText:
      'Your change to “Goat Cheese” was not saved: someone changed this item to “Cheddar” after you did.',
  });
  const eggs = toasts.filter({ hasText: 'Your change to “Duck Eggs” was not saved' });
  await expect(cheese).toBeVisible({ timeout: 20_000 });
  await expect(eggs).toBeVisible();
  // Two conflicts of one kind, one title.
  await expect(cheese.getByText('Change not saved', { exact: true })).toBeVisible();
  await expect(eggs.getByText('Change not saved', { exact: true })).toBeVisible();
  await expect(shoppingItems(phone).filter({ hasText: 'Cheddar' })).toBeVisible();

  // The toasts leave every row of the list in view where it was, also with the list scrolled
  // half way, as in the shop: none lies under them (the add form already hides what is below it).
  await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
  await phone.screenshot({ path: test.info().outputPath('conflict-toasts-390.png') });
  const formTop = (await phone.getByRole('form', { name: 'Add item' }).boundingBox())!.y;
  const toastBoxes = await Promise.all([cheese, eggs].map((toast) => toast.boundingBox()));
  let rowsInView = 0;
  for (const row of await phone.getByTestId('shopping-item').all()) {
    const box = await row.boundingBox();
    if (!box || box.y < 0 || box.y + box.height > formTop) continue;
    rowsInView += 1;
    for (const toast of toastBoxes) {
      const overlap = toast && box.y < toast.y + toast.height && toast.y < box.y + box.height;
      expect(overlap, `a toast covers ${await row.textContent()}`).toBeFalsy();
    }
  }
  expect(rowsInView).toBeGreaterThanOrEqual(6);

  // 'Save mine again' sends the phone's own edit again, as the later one.
  await cheese.getByRole('button', { name: 'Save mine again' }).click();
  await expect(shoppingItems(laptop).filter({ hasText: 'Goat Cheese' })).toBeVisible();
  await expect(shoppingItems(phone).filter({ hasText: 'Goat Cheese' })).toBeVisible();
  await expect(shoppingItems(phone).filter({ hasText: 'Quail Eggs' })).toBeVisible();
  const saved = await laptop.evaluate(async () =>
    ((await (await fetch('/api/shopping-items')).json()) as { name: string }[]).map((i) => i.name),
  );
  expect(saved).toContain('Goat Cheese');
  expect(saved).toContain('Quail Eggs');
  await phoneContext.close();
  await laptop.context().close();
});
