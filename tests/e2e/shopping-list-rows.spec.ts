// The list in plain sight (docs/shopping.md): the same item twice is one row, the empty
// list offers the week's meals, the counts agree, and a phone shows at least 8 rows, each
// with one small menu button (department, store) reachable by keyboard.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { E2E_PORTS } from '../support/ports.ts';
import {
  addShoppingItem,
  newFamily,
  openListOptions,
  shoppingItems,
} from './support/family-app.ts';

const APP_ORIGIN = `http://localhost:${E2E_PORTS.app}`;

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(`/api${path}`, {
    data,
    headers: { origin: APP_ORIGIN },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { dish_id: string };
}

/** Rows whose top and bottom are both on screen and not under the add form or the nav. */
async function fullyVisibleRows(page: Page) {
  return page.getByTestId('shopping-item').evaluateAll(
    (rows) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        const x = box.left + 30;
        const seen = (y: number) => {
          if (y < 0 || y > window.innerHeight) return false;
          const hit = document.elementFromPoint(x, y);
          return !!hit && row.contains(hit);
        };
        return seen(box.top + 2) && seen(box.bottom - 2);
      }).length,
  );
}

test('the same item twice, the empty list, one count, and compact rows on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newFamily(page, 'Listers', 'Lou');

  // The empty list offers the refresh from meals, in plain sight.
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
  const chili = await post(page, '/dishes', {
    name: 'Chili',
    ingredients: ['2 onions', '1 lb beef'],
  });
  await post(page, '/meals', { meal_date: today, dish_ids: [chili.dish_id] });
  await page.goto('/shopping-list');
  await expect(page.getByText('No items in your shopping list')).toBeVisible();
  await page.getByRole('button', { name: 'Add what this week’s meals need' }).click();
  await expect(shoppingItems(page)).toHaveCount(2);

  // The same name twice: one row, quantities added, and the toast says so.
  await addShoppingItem(page, 'Sprinkles', '1');
  await expect(page.getByText('Item added to shopping list').first()).toBeVisible();
  await addShoppingItem(page, 'sprinkles', '2');
  await expect(
    page.getByText('Added to Sprinkles already on the list', { exact: true }),
  ).toBeVisible();
  const sprinkles = page.getByTestId('shopping-item').filter({ hasText: 'Sprinkles' });
  await expect(sprinkles).toHaveCount(1);
  await expect(sprinkles).toContainText('(3)');

  // The heading counts what is left to buy, as the text message does.
  await expect(page.getByRole('heading', { name: 'Shopping List (3)' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Mark Sprinkles done' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping List (2)' })).toBeVisible();
  // 'All' says what it does, and is folded with the list's options on a phone.
  await openListOptions(page);
  await expect(page.getByRole('button', { name: 'Remove all items…' })).toHaveText(
    'Remove all items…',
  );
  await page.getByRole('button', { name: 'List options' }).click();

  // The department through the row's small menu, by keyboard.
  const menuButton = page.getByRole('button', { name: 'Department of Onions' });
  const size = await menuButton.boundingBox();
  expect(size!.width).toBeGreaterThanOrEqual(44);
  expect(size!.height).toBeGreaterThanOrEqual(44);
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Produce' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Pantry' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Pantry (1)' })).toBeVisible();

  // Twelve open items: at least 8 fit on the phone's screen.
  for (const name of [
    'Milk',
    'Eggs',
    'Bread',
    'Rice',
    'Pasta',
    'Coffee',
    'Butter',
    'Yogurt',
    'Carrots',
    'Cheese',
  ]) {
    await post(page, '/shopping-items', { name });
  }
  await expect(page.getByRole('heading', { name: 'Shopping List (12)' })).toBeVisible();
  await page
    .getByRole('heading', { level: 2 })
    .first()
    .evaluate((el) => el.scrollIntoView());
  // The toasts of the adds above cover the top rows for a few seconds: counted once gone.
  await expect.poll(() => fullyVisibleRows(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The dish library has no Refresh buttons: it is live.
  await page.goto('/dishes');
  await expect(page.getByRole('heading', { name: 'Dish Library' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Refresh/ })).toHaveCount(0);
});
