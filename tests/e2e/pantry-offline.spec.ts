// 'We have it' in a shop without signal: the phone (390 px) takes the lines off at once,
// keeps them through minutes offline and a reload, and they land when the signal returns;
// the laptop then shows the same list and the new staples.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { newFamily, shoppingItems, signInAs } from './support/family-app.ts';
import { weHaveItOnPhone } from './support/we-have-it.ts';

test.use({ serviceWorkers: 'allow' });

async function planAndRefresh(page: Page) {
  await page.evaluate(async () => {
    const post = async (path: string, body?: unknown) => {
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
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
    await post('/shopping-items/refresh-via-meals');
  });
}

const sortedNames = (page: Page) =>
  expect.poll(async () => (await shoppingItems(page).allTextContents()).sort());

test('“We have it” offline for minutes and through a reload lands when the signal returns', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const network = await cuttableNetwork(phone);
  await phone.clock.install();
  const a = await phone.newPage();
  const email = await newFamily(a, 'Offline', 'Sam');
  await a.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await planAndRefresh(a);
  await a.goto('/shopping-list');
  await sortedNames(a).toEqual(['Eggs', 'Soy Sauce', 'Tofu']);

  const laptop = await (await browser.newContext()).newPage();
  await signInAs(laptop, email, 'Sam');
  await laptop.goto('/shopping-list');
  await sortedNames(laptop).toEqual(['Eggs', 'Soy Sauce', 'Tofu']);

  await network.goOffline();
  await weHaveItOnPhone(a, 'Soy Sauce');
  await sortedNames(a).toEqual(['Eggs', 'Tofu']);
  // Minutes without signal: Zero refuses writes now; the list's outbox keeps them.
  await a.clock.fastForward('03:00');
  await expect(a.getByTestId('connection-note')).toHaveAttribute('data-state', 'disconnected');
  await weHaveItOnPhone(a, 'Tofu');
  await sortedNames(a).toEqual(['Eggs']);
  await a.reload();
  await sortedNames(a).toEqual(['Eggs']);
  await sortedNames(laptop).toEqual(['Eggs', 'Soy Sauce', 'Tofu']);

  await network.goOnline();
  await sortedNames(laptop).toEqual(['Eggs']);
  await laptop.getByRole('button', { name: 'Staples' }).click();
  const staples = laptop.getByRole('list', { name: 'Staples' });
  await expect(staples).toContainText('Soy Sauce');
  await expect(staples).toContainText('Tofu');
  await sortedNames(a).toEqual(['Eggs']);
});
