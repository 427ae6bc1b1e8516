// A phone on its first visit: signed in, the list opened, the service worker installed, then
// no signal. An item added offline survives a reload, which shows the list (not the sign-in
// page), and lands when the signal returns. A phone without a service worker that loses its
// signal still opens the list, and a page it cannot load offers a plain retry.
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { addShoppingItem, newFamily, shoppingItems, signInAs } from './support/family-app.ts';

// The service worker is part of what this spec checks (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

test('a new device reloads the list offline with its queued add, and sends it back online', async ({
  browser,
}) => {
  const laptop = await (await browser.newContext()).newPage();
  const email = await newFamily(laptop, 'First Visit', 'Sam');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const network = await cuttableNetwork(phone);
  const page = await phone.newPage();
  await signInAs(page, email, 'Sam');
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: /^Shopping List/ })).toBeVisible();
  // The worker installs a few seconds after the first load, once the page is idle.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });

  await network.goOffline();
  await addShoppingItem(page, 'bananas');
  await expect(shoppingItems(page)).toHaveText(['Bananas']);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Shopping List/ })).toBeVisible();
  await expect(shoppingItems(page)).toHaveText(['Bananas']);
  await expect(page.getByTestId('connection-note')).toContainText('1 change will be saved');

  await network.goOnline();
  await laptop.goto('/shopping-list');
  // Zero tries a refused socket again only after 5 s (RUN_LOOP_INTERVAL_MS in zero.js,
  // not interruptible), then connects and sends: under a loaded suite that passed 10 s.
  const backOnline = { timeout: 20_000 };
  await expect(shoppingItems(laptop)).toHaveText(['Bananas'], backOnline);
  await expect(page.getByTestId('connection-note')).toHaveCount(0, backOnline);
  await phone.close();
  await laptop.context().close();
});

test('without a service worker, the list still opens offline and other pages offer a retry', async ({
  browser,
}) => {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  const network = await cuttableNetwork(context);
  const page = await context.newPage();
  const shopCode = page.waitForResponse((r) =>
    /\/assets\/shopping-list-page-[\w-]+\.js$/.test(r.url()),
  );
  await newFamily(page, 'No Worker', 'Ria');
  await addShoppingItem(page, 'rice');
  await shopCode; // loaded while the dashboard was idle, before anyone asked for it

  await network.goOffline();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Shopping' })
    .click();
  await expect(page.getByRole('heading', { name: /^Shopping List/ })).toBeVisible();
  await expect(shoppingItems(page)).toHaveText(['Rice']);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await context.close();
});
