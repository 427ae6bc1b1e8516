// A phone in a shop with no signal: checking off keeps working for minutes (past the minute
// after which Zero itself refuses writes) and through a reload of the page; when the signal
// comes back every change lands on a second device, and no one ever sees a checked item
// come back onto the open list.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { addShoppingItem, newFamily, shoppingItems, signInAs } from './support/family-app.ts';

// The service worker is part of what this spec checks (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

// Every change of the open list (unchecked rows), from the first render of every page load.
function recordOpenItems() {
  const history: string[][] = [];
  (window as unknown as { openItemHistory: string[][] }).openItemHistory = history;
  const snapshot = () => {
    const names = [
      ...document.querySelectorAll(
        '[data-testid="shopping-item"][data-completed="false"] [data-testid="item-name"]',
      ),
    ].map((element) => element.textContent ?? '');
    if (history.at(-1)?.join('|') !== names.join('|')) history.push(names);
  };
  new MutationObserver(snapshot).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

async function reappearedItems(page: Page, names: string[]) {
  const history = await page.evaluate(
    () => (window as unknown as { openItemHistory: string[][] }).openItemHistory,
  );
  // The record saw the items open first, so an empty answer below means something.
  for (const name of names) expect(history.some((open) => open.includes(name))).toBe(true);
  return names.filter((name) => {
    const gone = history.findIndex((open) => open.length > 0 && !open.includes(name));
    return gone >= 0 && history.slice(gone).some((open) => open.includes(name));
  });
}

const checkedHeading = (page: Page, count: number) =>
  page.getByRole('button', { name: new RegExp(`^Checked \\(${count}\\)`) });

test('checking off works for minutes offline and through a reload; all of it lands', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await phone.addInitScript(recordOpenItems);
  const network = await cuttableNetwork(phone);
  await phone.clock.install();
  const a = await phone.newPage();
  const email = await newFamily(a, 'Shoppers', 'Sam');
  // The phone has had the app open before: its service worker has the app shell and is
  // there when the list opens, for opening it again without signal.
  await a.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await a.goto('/shopping-list');
  for (const name of ['milk', 'eggs', 'bread', 'apples', 'coffee']) {
    await addShoppingItem(a, name);
  }
  await expect(shoppingItems(a)).toHaveCount(5);

  const laptop = await browser.newContext();
  await laptop.addInitScript(recordOpenItems);
  const b = await laptop.newPage();
  await signInAs(b, email, 'Sam');
  await b.goto('/shopping-list');
  await expect(shoppingItems(b)).toHaveCount(5);

  const note = a.getByTestId('connection-note');
  await network.goOffline();
  await expect(note).toHaveAttribute('data-state', 'connecting');
  await a.getByRole('checkbox', { name: 'Mark Milk done' }).click();
  await expect(checkedHeading(a, 1)).toBeVisible();

  // Minutes without signal: Zero gives up and refuses writes from here on; the list keeps them.
  await a.clock.fastForward('03:00');
  await expect(note).toHaveAttribute('data-state', 'disconnected');
  await a.getByRole('checkbox', { name: 'Mark Eggs done' }).click();
  await expect(checkedHeading(a, 2)).toBeVisible();
  await expect(note).toContainText('2 changes will be saved when you are back online');

  // Meanwhile someone else checks off bread.
  await b.getByRole('checkbox', { name: 'Mark Bread done' }).click();
  await expect(checkedHeading(b, 1)).toBeVisible();

  // The page is opened again, still without signal: the checks are still there.
  await a.reload();
  await expect(checkedHeading(a, 2)).toBeVisible();
  await expect(shoppingItems(a)).toHaveText(['Apples', 'Bread', 'Coffee']);
  await a.getByRole('checkbox', { name: 'Mark Apples done' }).click();
  await expect(checkedHeading(a, 3)).toBeVisible();

  await network.goOnline();
  await expect(checkedHeading(b, 4)).toBeVisible();
  await expect(shoppingItems(b)).toHaveText(['Coffee']);
  await expect(checkedHeading(a, 4)).toBeVisible();
  await expect(shoppingItems(a)).toHaveText(['Coffee']);
  await expect(note).toHaveCount(0);

  // The server has every change.
  const saved = await b.evaluate(async () => {
    const items = (await (await fetch('/api/shopping-items')).json()) as Array<{
      name: string;
      is_completed: boolean;
    }>;
    return items.filter((item) => item.is_completed).map((item) => item.name);
  });
  expect(saved.sort()).toEqual(['Apples', 'Bread', 'Eggs', 'Milk']);

  expect(await reappearedItems(b, ['Milk', 'Eggs', 'Bread', 'Apples'])).toEqual([]);
  // Since the reload, this page showed Milk and Eggs as checked throughout.
  expect(await reappearedItems(a, ['Bread', 'Apples'])).toEqual([]);
  const sinceReload = await a.evaluate(
    () => (window as unknown as { openItemHistory: string[][] }).openItemHistory,
  );
  expect(sinceReload.flat()).not.toContain('Milk');
  expect(sinceReload.flat()).not.toContain('Eggs');
  await phone.close();
  await laptop.close();
});
