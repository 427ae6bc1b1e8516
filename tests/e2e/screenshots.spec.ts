// A screenshot of every screen at a phone, tablet and desktop width, saved under
// test-results/screenshots/ (ignored by git) for people to look at after a run.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  addShoppingItem,
  newDevice,
  newFamily,
  signIn,
  signUp,
  uniqueEmail,
} from './support/family-app.ts';
import { familyToday, FAMILY_ZONE } from './support/meal-app.ts';
import { addDays } from '../../domain/time/family-dates.ts';
import { HEIGHT, SCREENSHOT_FOLDER, WIDTHS } from './support/screen-sizes.ts';

test.use({ timezoneId: FAMILY_ZONE });
test.describe.configure({ mode: 'serial' });

let owner = '';
let newcomer = '';
let dishId = '';

async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, {
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return response.json().catch(() => null) as Promise<Record<string, string> | null>;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await newDevice(browser);
  owner = await newFamily(page, `Walkers ${Date.now()}`, 'Wendy');
  const names = ['Chicken Tikka Masala', 'Spaghetti Bolognese', 'Vegetable Stir Fry'];
  const dishes = [];
  for (const name of names)
    dishes.push(await post(page, '/api/dishes', { name, cuisine_type: 'Other', prep: 'Quick' }));
  dishId = dishes[0]!.dish_id!;
  const today = familyToday();
  for (const [offset, index] of [
    [0, 0],
    [1, 1],
    [3, 2],
    [-2, 1],
  ] as const)
    await post(page, '/api/meals', {
      meal_date: addDays(today, offset as number),
      who_is_cooking: 'Home Cooked',
      dish_ids: [dishes[index]!.dish_id],
    });
  await page.goto('/shopping-list');
  const items: Array<[string, string]> = [
    ['Whole Milk', '2'],
    ['Bananas', '6'],
    ['Sourdough Bread', ''],
    ['Chicken Thighs', '1 kg'],
    ['Basmati Rice', ''],
  ];
  for (const [name, quantity] of items) await addShoppingItem(page, name, quantity);
  await expect(page.getByTestId('item-name')).toHaveCount(5);
  await page.context().close();
  // An account that has not set up a family yet, for the setup screen.
  const other = await newDevice(browser);
  newcomer = uniqueEmail('newcomer');
  await signUp(other, newcomer);
  await other.context().close();
});

async function shot(page: Page, width: number, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SCREENSHOT_FOLDER, `${width}`, `${name}.png`),
    fullPage: true,
  });
}

async function signedInPage(browser: Browser, width: (typeof WIDTHS)[number], email: string) {
  const context = await browser.newContext({
    viewport: { width, height: HEIGHT[width] },
    timezoneId: FAMILY_ZONE,
  });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

for (const width of WIDTHS) {
  test(`every screen at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    await mkdir(path.join(SCREENSHOT_FOLDER, `${width}`), { recursive: true });
    const visitor = await (
      await browser.newContext({ viewport: { width, height: HEIGHT[width] } })
    ).newPage();
    await visitor.goto('/');
    await expect(visitor.getByRole('link', { name: 'Login' })).toBeVisible();
    await shot(visitor, width, '01-landing');
    for (const [route, name, text] of [
      ['/login', '02-login', 'Sign In'],
      ['/signup', '03-signup', 'Create Account'],
      ['/request-access', '04-request-access', 'Request Access'],
      ['/disclosures', '05-disclosures', 'Disclosures'],
      ['/no-such-page', '06-not-found', 'Oops! Page not found'],
    ] as const) {
      await visitor.goto(route);
      await expect(visitor.getByText(text).first()).toBeVisible();
      await shot(visitor, width, name);
    }
    await visitor.context().close();

    const fresh = await signedInPage(browser, width, newcomer);
    await expect(fresh).toHaveURL(/\/setup$/);
    await shot(fresh, width, '07-setup');
    await fresh.context().close();

    const page = await signedInPage(browser, width, owner);
    await expect(page.getByRole('heading', { name: /Wendy/ })).toBeVisible();
    await expect(page.getByTestId('upcoming-meal').first()).toBeVisible();
    await shot(page, width, '08-dashboard');
    await page
      .getByRole('button', { name: /^Edit meal:/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, width, '09-meal-dialog');
    await page.keyboard.press('Escape');

    const screens = [
      ['/planning', '10-planning', 'This Week'],
      ['/history', '11-history', 'Dinner History'],
      ['/dishes', '12-dishes', 'Dish Library'],
      [`/dishes/${dishId}`, '13-dish-detail', 'Chicken Tikka Masala'],
      ['/shopping-list', '14-shopping-list', 'Whole Milk'],
      ['/chat', '15-chat', 'Chat with the AI assistant'],
    ] as const;
    for (const [route, name, text] of screens) {
      await page.goto(route);
      await expect(page.getByText(text).first()).toBeVisible();
      await shot(page, width, name);
    }
    await page.goto('/settings');
    for (const tab of ['Profile', 'Family', 'Integrations', 'Notifications']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      // Tabs after Profile load their code when first opened: the shot shows the tab.
      await expect(page.getByRole('tabpanel').getByText('Loading...')).toHaveCount(0);
      await shot(page, width, `16-settings-${tab.toLowerCase()}`);
    }
    await page.context().close();
  });
}
