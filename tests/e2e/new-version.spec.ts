// A page left open across an upgrade learns that a new version is live: it says so, with a
// Reload button, and a page nobody is looking at reloads by itself. A change still waiting
// in the family's outbox is saved after the reload (docs/operations.md, "Upgrades").
import { expect, type Page } from '@playwright/test';
import postgres from 'postgres';
import { test } from './support/test.ts';
import { announceBuild, forgetAnnouncedBuild } from '../support/e2e-build-id.ts';
import { e2eDatabaseUrl } from '../support/e2e-database-url.ts';
import { addShoppingItem, newFamily, shoppingItems } from './support/family-app.ts';
import { unsentWrites } from './support/unsent-writes.ts';

test.afterEach(forgetAnnouncedBuild);

const notice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'A new version is ready' });
const pageBuild = (page: Page) => page.locator('meta[name="fdp-build"]');

/** The member comes back to the page (it asks the server which build is live). */
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

async function storedItems(familyName: string) {
  const sql = postgres(await e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    return (
      await sql<{ name: string }[]>`
        SELECT i.name FROM shopping_item i JOIN family f ON f.id = i.family_id
         WHERE f.name = ${familyName} ORDER BY i.name`
    ).map((row) => row.name);
  } finally {
    await sql.end();
  }
}

test('an open page says a new version is ready, and its reload keeps a pending write', async ({
  page,
}) => {
  const familyName = `Version ${Date.now()}`;
  await newFamily(page, familyName, 'Vera');
  const writes = await unsentWrites(page.context());
  await page.goto('/shopping-list');
  await addShoppingItem(page, 'Oat Milk');
  await expect(shoppingItems(page)).toHaveText(['Oat Milk']);
  expect(writes.dropped().some((push) => push.includes('Oat Milk'))).toBe(true);
  const before = await pageBuild(page).getAttribute('content');
  expect(before).toBeTruthy();

  // Nothing to say while the served build is the page's own.
  await comeBack(page);
  await page.waitForTimeout(500);
  await expect(notice(page)).toHaveCount(0);

  await announceBuild('e2e-next-version');
  await comeBack(page);
  await expect(notice(page)).toBeVisible();
  writes.stop();
  await notice(page).getByRole('button', { name: 'Reload' }).click();

  await expect(pageBuild(page)).toHaveAttribute('content', 'e2e-next-version');
  await expect(shoppingItems(page)).toHaveText(['Oat Milk']);
  await expect.poll(() => storedItems(familyName)).toEqual(['Oat Milk']);
  await comeBack(page);
  await page.waitForTimeout(500);
  await expect(notice(page)).toHaveCount(0);
});

test('a page nobody is looking at loads the new version by itself', async ({ page }) => {
  await newFamily(page, `Hidden ${Date.now()}`, 'Hugo');
  await announceBuild('e2e-hidden-version');
  await comeBack(page);
  await expect(notice(page)).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await reloaded;
  await expect(pageBuild(page)).toHaveAttribute('content', 'e2e-hidden-version');
  await expect(notice(page)).toHaveCount(0);
});
