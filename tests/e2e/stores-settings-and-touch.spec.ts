// Stores in Settings, and a store's walk dragged with a finger (docs/shopping.md, "Stores
// in walking order"): a phone at 390 px names, renames, reorders and removes stores under
// Settings → Stores (the list page's editor), which a laptop's list shows; on a touch
// screen a department dragged by its handle lands where the finger lifts.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { checkScreen } from './support/screen-checks.ts';
import { newFamily, signInAs, openListOptions } from './support/family-app.ts';
import { slowSync } from './support/slow-sync.ts';

const storeOptions = (page: Page) => page.getByLabel('Shop at').locator('option').allTextContents();
const storeRows = (page: Page) => page.getByTestId('store-name').allInnerTexts();

async function addStore(page: Page, name: string) {
  await page.getByLabel('Store name').fill(name);
  await page.getByRole('button', { name: 'Add store' }).click();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
}

test('stores named, renamed, reordered and removed in Settings reach the list', async ({
  browser,
}) => {
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  ).newPage();
  const email = await newFamily(phone, 'Settlers', 'Sid');
  await phone.goto('/settings?tab=stores');
  await expect(phone.getByRole('heading', { name: 'Stores' })).toBeVisible();
  for (const name of ['Lidl', 'Costco', 'Aldi']) await addStore(phone, name);

  await phone.getByRole('button', { name: 'Rename Lidl' }).click();
  await phone.getByLabel('New name for Lidl').fill('Lidl Nord');
  await phone.getByRole('button', { name: 'Save' }).click();
  await phone.getByRole('button', { name: 'Move Costco up' }).click();
  phone.once('dialog', (dialog) => void dialog.accept());
  await phone.getByRole('button', { name: 'Remove Aldi' }).click();
  await expect.poll(() => storeRows(phone)).toEqual(['Costco', 'Lidl Nord']);
  // The walk of the store picked here, with the same editor as on the list page.
  await phone.getByLabel('Walking order of').selectOption({ label: 'Lidl Nord' });
  await phone.getByRole('button', { name: 'Move Dairy up' }).click();
  await expect(phone.getByTestId('walk-department').first()).toHaveText(/Dairy/);
  await checkScreen(phone, 'settings-stores', 390);

  const laptop = await (await browser.newContext()).newPage();
  await signInAs(laptop, email, 'Sid');
  await laptop.goto('/shopping-list');
  await expect
    .poll(() => storeOptions(laptop))
    .toEqual(['Any store (usual order)', 'Costco', 'Lidl Nord']);
  await laptop.getByLabel('Shop at').selectOption({ label: 'Lidl Nord' });
  await laptop.getByRole('button', { name: 'Stores' }).click();
  await expect(laptop.getByTestId('walk-department').first()).toHaveText(/Dairy/);
});

type Aim = { x: number; y0: number; y1: number };

/** Where a finger aims to drag `from`'s handle (the grip at the row's start) onto `to`. */
async function aimFinger(page: Page, from: string, to: string): Promise<Aim> {
  const row = (name: string) => page.getByTestId('walk-department').filter({ hasText: name });
  // The whole walk on the screen: a finger touches what it sees.
  await page.getByRole('list', { name: /^Walking order at/ }).scrollIntoViewIfNeeded();
  const start = (await row(from).boundingBox())!;
  const end = (await row(to).boundingBox())!;
  return { x: start.x + 20, y0: start.y + start.height / 2, y1: end.y + end.height / 2 };
}

/** The finger pressed where it aimed, moved, and lifted. */
async function fingerDrag(page: Page, { x, y0, y1 }: Aim) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', y0);
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', y0 + ((y1 - y0) * step) / 8);
  await touch('touchEnd', y1);
}

/** A finger pressed on `from`'s handle, moved, lifted on `to`. */
async function dragWithFinger(page: Page, from: string, to: string) {
  await fingerDrag(page, await aimFinger(page, from, to));
}

test('a department dragged by its handle with a finger moves there (390 px)', async ({
  browser,
}) => {
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  ).newPage();
  await newFamily(phone, 'Thumbs', 'Tia');
  await phone.goto('/shopping-list');
  await openListOptions(phone);
  await phone.getByRole('button', { name: 'Stores' }).click();
  await addStore(phone, 'Lidl');
  const walk = phone.getByTestId('walk-department');
  await expect(walk.first()).toHaveText(/Produce/);

  // Up: Household onto Produce takes the first place.
  await dragWithFinger(phone, 'Household', 'Produce');
  await expect(walk.first()).toHaveText(/Household/);
  await expect(walk.nth(1)).toHaveText(/Produce/);
  // Down: Produce onto Frozen goes just after it.
  await dragWithFinger(phone, 'Produce', 'Frozen');
  await expect
    .poll(() => walk.allInnerTexts())
    .toEqual([
      expect.stringContaining('Household'),
      expect.stringContaining('Dairy'),
      expect.stringContaining('Meat & Fish'),
      expect.stringContaining('Bakery'),
      expect.stringContaining('Pantry'),
      expect.stringContaining('Frozen'),
      expect.stringContaining('Produce'),
      expect.stringContaining('Drinks'),
      expect.stringContaining('Other'),
    ]);
  // The buttons still work beside it.
  await phone.getByRole('button', { name: 'Move Produce up' }).click();
  await expect(walk.nth(5)).toHaveText(/Produce/);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a row does not move from under a finger when a save lands (390 px)', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const sync = await slowSync(context, { holding: false });
  const phone = await context.newPage();
  await newFamily(phone, 'Aim', 'Ada');
  await phone.goto('/shopping-list');
  await openListOptions(phone);
  await phone.getByRole('button', { name: 'Stores' }).click();
  // A slow phone: the new store is saving while the finger aims, and lands before it drags.
  sync.hold();
  await addStore(phone, 'Lidl');
  const note = phone.getByTestId('connection-note');
  await expect(note).toHaveText('Saving 1 change...');
  const aimed = await aimFinger(phone, 'Household', 'Produce');
  sync.release();
  await expect(note).toHaveCount(0);
  await fingerDrag(phone, aimed);
  const walk = phone.getByTestId('walk-department');
  await expect(walk.first()).toHaveText(/Household/);
  await expect(walk.nth(1)).toHaveText(/Produce/);
});
