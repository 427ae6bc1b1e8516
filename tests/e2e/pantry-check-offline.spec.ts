// The pantry check in a shop without signal (docs/shopping.md, "Staples and the pantry
// check"): a phone at 390 px, offline for minutes, asks "Do we have ...?" from the week's
// meals and dishes it has synced; its No puts the item on the list at once, its answers
// last through a reload offline, and back online a laptop has them.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { newFamily, shoppingItems, signInAs, openListOptions } from './support/family-app.ts';

test.use({ serviceWorkers: 'allow' });

async function planStirFry(page: Page) {
  await page.evaluate(async () => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as { dish_id: string };
    };
    const dish = await post('/dishes', {
      name: 'Stir Fry',
      ingredients: ['2 tbsp soy sauce', '2 eggs', '1 lb tofu', '1 tsp salt'],
    });
    const today = new Intl.DateTimeFormat('en-CA').format(new Date());
    await post('/meals', { meal_date: today, dish_ids: [dish.dish_id] });
  });
}

const questions = (page: Page) =>
  expect.poll(async () =>
    (await page.getByRole('list', { name: 'Do we have' }).getByRole('listitem').allTextContents())
      .map((text) => text.replace(/^Do we have (.*)\?YesNo$/, '$1'))
      .sort(),
  );

async function openCheck(page: Page) {
  await openListOptions(page);
  await page.getByRole('button', { name: 'Pantry Check' }).click();
  await expect(page.getByRole('dialog', { name: 'Pantry check' })).toBeVisible();
}

test('the pantry check asks and answers offline, through a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const network = await cuttableNetwork(context);
  await context.clock.install();
  const phone = await context.newPage();
  const email = await newFamily(phone, 'Pantry', 'Pia');
  await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await planStirFry(phone);
  await phone.goto('/shopping-list');
  await openListOptions(phone);
  await expect(phone.getByRole('button', { name: 'Pantry Check' })).toBeVisible();
  await expect(phone.getByText('Add what this week’s meals need')).toBeVisible();
  // The list page keeps the week's meals on the device; once they are there (the check
  // asks its questions online), the network goes and the page is reloaded in the shop.
  await openCheck(phone);
  await questions(phone).toEqual(['Eggs', 'Soy Sauce', 'Tofu']);
  await phone.keyboard.press('Escape');

  await network.goOffline();
  await phone.clock.fastForward('03:00');
  await expect(phone.getByTestId('connection-note')).toHaveAttribute('data-state', 'disconnected');
  await phone.reload();
  await openCheck(phone);
  // Salt is a staple: not asked.
  await questions(phone).toEqual(['Eggs', 'Soy Sauce', 'Tofu']);
  await phone.getByRole('button', { name: 'No, we need Soy Sauce' }).click();
  await phone.getByRole('button', { name: 'Yes, we have Eggs' }).click();
  await questions(phone).toEqual(['Tofu']);
  await phone.keyboard.press('Escape');
  await expect(shoppingItems(phone)).toHaveText(['Soy Sauce']);

  await phone.reload();
  await expect(shoppingItems(phone)).toHaveText(['Soy Sauce']);
  await openCheck(phone);
  await questions(phone).toEqual(['Tofu']);
  await phone.keyboard.press('Escape');

  await network.goOnline();
  const laptop = await (await browser.newContext()).newPage();
  await signInAs(laptop, email, 'Pia');
  await laptop.goto('/shopping-list');
  await expect(shoppingItems(laptop)).toHaveText(['Soy Sauce']);
  await openCheck(laptop);
  await questions(laptop).toEqual(['Tofu']);
});
