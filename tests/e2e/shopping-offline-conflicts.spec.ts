// A phone in a shop, offline for ten minutes, checks, adds and edits items while a laptop
// at home deletes some of the same items. Back online, nothing stalls: the changes to
// deleted items are dropped quietly, the rest land, and both screens and Postgres agree.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import postgres from 'postgres';
import { e2eDatabaseUrl } from '../support/e2e-database-url.ts';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { addShoppingItem, newFamily, shoppingItems, signInAs } from './support/family-app.ts';

// The service worker is part of what this spec checks (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

/** Every item of the family as Postgres has it: name, quantity and whether it is checked. */
async function savedItems(familyName: string) {
  const sql = postgres(await e2eDatabaseUrl(), { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ name: string; quantity: string | null; is_completed: boolean }[]>`
      SELECT i.name, i.quantity, i.is_completed FROM shopping_item i
        JOIN family f ON f.id = i.family_id WHERE f.name = ${familyName} ORDER BY i.name`;
    return rows.map((row) => `${row.name}|${row.quantity ?? ''}|${row.is_completed}`);
  } finally {
    await sql.end();
  }
}

/** What a screen shows: each row's name, quantity and check, in name order. */
async function shownItems(page: Page) {
  await openChecked(page);
  const rows = await page.getByTestId('shopping-item').evaluateAll((elements) =>
    elements.map((row) => {
      const name = row.querySelector('[data-testid="item-name"]')?.textContent ?? '';
      const quantity = /\((.*)\)/.exec(row.textContent ?? '')?.[1] ?? '';
      return `${name}|${quantity}|${row.getAttribute('data-completed')}`;
    }),
  );
  return rows.sort();
}

async function openChecked(page: Page) {
  const folded = page.getByRole('button', { name: /^Checked \(\d+\)/ });
  if ((await folded.count()) > 0 && (await folded.getAttribute('aria-expanded')) === 'false')
    await folded.click();
}

test('ten minutes offline while another device deletes the same items: everything settles', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const familyName = `Shop Story ${Date.now()}`;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const network = await cuttableNetwork(phone);
  await phone.clock.install();
  const a = await phone.newPage();
  const errors: string[] = [];
  a.on('console', (message) => {
    if (/poke error|Item not found/i.test(message.text())) errors.push(message.text());
  });
  const email = await newFamily(a, familyName, 'Pat');
  await a.goto('/shopping-list');
  for (const name of ['milk', 'eggs', 'bread', 'apples', 'coffee', 'butter']) {
    await addShoppingItem(a, name);
  }
  await expect(shoppingItems(a)).toHaveCount(6);

  const laptop = await browser.newContext();
  const b = await laptop.newPage();
  await signInAs(b, email, 'Pat');
  await b.goto('/shopping-list');
  await expect(shoppingItems(b)).toHaveCount(6);

  const note = a.getByTestId('connection-note');
  await network.goOffline();
  await expect(note).toHaveAttribute('data-state', 'connecting');
  // Within the first minute Zero itself still queues these.
  await a.getByRole('checkbox', { name: 'Mark Eggs done' }).click();
  await a.getByRole('checkbox', { name: 'Mark Milk done' }).click();
  await a.getByRole('button', { name: 'Edit Bread' }).click();
  await a.getByLabel('Edit item name').fill('sourdough bread');
  await a.getByLabel('Edit item name').press('Enter');
  await expect(a.getByRole('button', { name: 'Edit Sourdough Bread' })).toBeVisible();

  // Meanwhile at home the laptop deletes eggs, bread and apples.
  for (const name of ['Eggs', 'Bread', 'Apples']) {
    await b.getByRole('button', { name: `Delete ${name}` }).click();
  }
  await expect(shoppingItems(b)).toHaveText(['Milk', 'Butter', 'Coffee']);

  // Ten minutes in the shop without signal: more checks, an add, edits.
  for (let minute = 0; minute < 10; minute += 1) await a.clock.fastForward('01:00');
  await expect(note).toHaveAttribute('data-state', 'disconnected');
  await a.getByRole('checkbox', { name: 'Mark Coffee done' }).click();
  await a.getByRole('checkbox', { name: 'Mark Sourdough Bread done' }).click();
  await addShoppingItem(a, 'cheese', '200 g');
  await a.getByRole('button', { name: 'Edit Apples' }).click();
  await a.getByLabel('Edit quantity').fill('6');
  await a.getByLabel('Edit quantity').press('Enter');
  await a.getByRole('button', { name: 'Edit Butter' }).click();
  await a.getByLabel('Edit quantity').fill('2 blocks');
  await a.getByLabel('Edit quantity').press('Enter');
  await expect(note).toContainText('will be saved when you are back online');

  // Back online, without a reload.
  await network.goOnline();
  await expect(note).toHaveCount(0, { timeout: 30_000 });
  const expected = ['Butter|2 blocks|false', 'Cheese|200 g|false', 'Coffee||true', 'Milk||true'];
  await expect.poll(() => shownItems(a)).toEqual(expected);
  await expect.poll(() => shownItems(b)).toEqual(expected);
  expect(await savedItems(familyName)).toEqual(expected);

  // The phone is live, not in an error state: a new change on the laptop reaches it.
  await addShoppingItem(b, 'honey');
  await expect(a.getByRole('button', { name: 'Edit Honey' })).toBeVisible();
  await expect(note).toHaveCount(0);
  // The outbox has drained.
  const waiting = await a.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('fdp.shopping-pending')),
  );
  expect(waiting).toEqual([]);
  expect(errors).toEqual([]);
  await phone.close();
  await laptop.close();
});
