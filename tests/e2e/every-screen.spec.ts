// Every screen at a phone, tablet and laptop width (docs/accessibility.md): no serious or
// critical axe-core violation, no sideways scrolling, touch targets of 44 px on the phone,
// with a kitchen timer running. A screenshot of each goes under test-results/screenshots/
// (ignored by git) for people to look at after a run.
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '#domain/time/family-dates.ts';
import {
  addShoppingItem,
  newDevice,
  newFamily,
  signIn,
  signUp,
  uniqueEmail,
} from './support/family-app.ts';
import { linkIn, waitForEmail } from './support/mailbox.ts';
import { familyToday, FAMILY_ZONE } from './support/meal-app.ts';
import { checkScreen } from './support/screen-checks.ts';
import { HEIGHT, SCREENSHOT_FOLDER, WIDTHS } from './support/screen-sizes.ts';

test.use({ timezoneId: FAMILY_ZONE });
test.describe.configure({ mode: 'serial' });

let owner = '';
let newcomer = '';
let dishId = '';
let inviteLink = '';

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
  const dishes = [];
  for (const name of ['Chicken Tikka Masala', 'Spaghetti Bolognese', 'Vegetable Stir Fry'])
    dishes.push(
      await post(page, '/api/dishes', {
        name,
        cuisine_type: 'Other',
        prep: 'Quick',
        ingredients: ['500 g chicken thighs', '1 onion, chopped'],
        instructions: 'Brown the chicken.\nSimmer 90 minutes, stirring now and then.',
      }),
    );
  dishId = dishes[0]!.dish_id!;
  const today = familyToday();
  for (const [offset, index] of [
    [0, 0],
    [1, 1],
    [3, 2],
    [8, 1],
    [-2, 1],
  ] as const)
    await post(page, '/api/meals', {
      meal_date: addDays(today, offset as number),
      who_is_cooking: 'Home Cooked',
      dish_ids: [dishes[index]!.dish_id],
    });
  // An invited member, for the invitation screen.
  const invitee = uniqueEmail('tolu');
  const member = await post(page, '/api/family/users', {
    first_name: 'Tolu',
    birthdate: '1995-05-05',
    email: invitee,
  });
  await post(page, `/api/family/users/${member!.family_user_id}/invite`, { email: invitee });
  inviteLink = linkIn(await waitForEmail(invitee, /Join/));
  await page.goto('/shopping-list');
  for (const [name, quantity] of [
    ['Whole Milk', '2'],
    ['Bananas', '6'],
    ['Sourdough Bread', ''],
    ['Chicken Thighs', '1 kg'],
  ] as const)
    await addShoppingItem(page, name, quantity);
  await expect(page.getByTestId('item-name')).toHaveCount(4);
  // A kitchen timer runs through the whole sweep: it must cover nothing on any screen.
  await page.goto(`/cook/${dishId}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start timer: 90 minutes' }).click();
  await expect(page.getByTestId('kitchen-timer')).toHaveCount(1);
  await page.context().close();
  // An account that has not set up a family yet, for the setup screen.
  const other = await newDevice(browser);
  newcomer = uniqueEmail('newcomer');
  await signUp(other, newcomer);
  await other.context().close();
});

/** The checks of docs/accessibility.md on the screen as shown, then its screenshot. */
async function screen(page: Page, width: number, name: string) {
  await checkScreen(page, name, width);
  await page.screenshot({
    path: path.join(SCREENSHOT_FOLDER, `${width}`, `${name}.png`),
    fullPage: true,
  });
}

async function newPage(browser: Browser, width: (typeof WIDTHS)[number]) {
  const context = await browser.newContext({
    viewport: { width, height: HEIGHT[width] },
    timezoneId: FAMILY_ZONE,
  });
  return context.newPage();
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const width of WIDTHS) {
  test(`every screen at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    await mkdir(path.join(SCREENSHOT_FOLDER, `${width}`), { recursive: true });
    const visitor = await newPage(browser, width);
    await visitor.goto('/');
    await expect(visitor.getByRole('link', { name: 'Login' })).toBeVisible();
    await screen(visitor, width, '01-landing');
    for (const [route, name, text] of [
      ['/login', '02-login', 'Sign In'],
      ['/signup', '03-signup', 'Create Account'],
      ['/request-access', '04-request-access', 'Request Access'],
      ['/disclosures', '05-disclosures', 'Disclosures'],
      ['/no-such-page', '06-not-found', 'Oops! Page not found'],
      [new URL(inviteLink).pathname, '07-invite', "You're invited!"],
    ] as const) {
      await visitor.goto(route);
      await expect(visitor.getByText(text).first()).toBeVisible();
      await screen(visitor, width, name);
    }
    // The error page: a page whose code cannot be downloaded.
    await visitor.route(/\/assets\/disclosures-page-[^/]*\.js$/, (route) => route.abort());
    await visitor.goto('/disclosures');
    await expect(visitor.getByText('This page could not be loaded')).toBeVisible();
    await screen(visitor, width, '07-error-page-not-loaded');
    await visitor.context().close();

    const fresh = await newPage(browser, width);
    await signIn(fresh, newcomer);
    await expect(fresh).toHaveURL(/\/setup$/);
    await screen(fresh, width, '08-setup');
    await fresh.context().close();

    const page = await newPage(browser, width);
    await signIn(page, owner);
    await expect(page.getByRole('heading', { name: /Wendy/ })).toBeVisible();
    await expect(page.getByTestId('upcoming-meal').first()).toBeVisible();
    await expect(page.getByTestId('kitchen-timer')).toHaveCount(1);
    await screen(page, width, '09-dashboard');
    await page
      .getByRole('button', { name: /^Edit meal:/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await screen(page, width, '10-meal-dialog');
    await closeDialog(page);
    if (width === 390) {
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menu', { name: 'More' })).toBeVisible();
      await screen(page, width, '11-more-menu');
      await page.keyboard.press('Escape');
    }

    await page.goto('/planning');
    await expect(page.getByText('Spaghetti Bolognese').first()).toBeVisible();
    await screen(page, width, '12-planning-this-week');
    await page.getByRole('tab', { name: 'Next Week' }).click();
    await expect(page.getByRole('tab', { name: 'Next Week' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen(page, width, '13-planning-next-week');
    await page
      .getByRole('button', { name: /^Add a meal on/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await screen(page, width, '14-planning-new-meal');
    await closeDialog(page);

    await page.goto('/dishes');
    await expect(page.getByText('Vegetable Stir Fry').first()).toBeVisible();
    await screen(page, width, '15-dishes');
    await page.getByRole('button', { name: 'Add New Dish' }).click();
    await expect(page.getByRole('button', { name: 'Enter by Hand' })).toBeVisible();
    await screen(page, width, '16-add-dish-choice');
    await page.getByRole('button', { name: 'Enter by Hand' }).click();
    await expect(page.getByLabel('Dish Name')).toBeVisible();
    await screen(page, width, '17-add-dish-form');
    await closeDialog(page);
    await page.getByRole('button', { name: 'Add New Dish' }).click();
    await page.getByRole('button', { name: 'From Online Recipe' }).click();
    await expect(page.getByLabel('Recipe URL')).toBeVisible();
    await screen(page, width, '18-import-dish');
    await closeDialog(page);

    await page.goto(`/dishes/${dishId}`);
    await expect(page.getByRole('heading', { name: 'Chicken Tikka Masala' })).toBeVisible();
    await screen(page, width, '19-dish-detail');
    await page.goto(`/cook/${dishId}`);
    await expect(page.getByTestId('cook-step')).toContainText('Step 1 of 2');
    await screen(page, width, '20-cook-mode');

    await page.goto('/history');
    await expect(page.getByRole('button', { name: 'Rate Meal' }).first()).toBeVisible();
    await screen(page, width, '21-history');
    await page.getByRole('button', { name: 'Rate Meal' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await screen(page, width, '22-rate-meal');
    await closeDialog(page);
    await page.getByRole('tab', { name: 'Top Dishes' }).click();
    await screen(page, width, '23-history-top-dishes');

    await page.goto('/shopping-list');
    await expect(page.getByText('Whole Milk').first()).toBeVisible();
    await screen(page, width, '24-shopping-list');
    await page.goto('/chat');
    await expect(page.getByText('Chat with the AI assistant').first()).toBeVisible();
    await screen(page, width, '25-chat');

    await page.goto('/settings');
    for (const tab of ['Profile', 'Family', 'Integrations', 'Notifications', 'Stores', 'Data']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      // Tabs after Profile load their code when first opened: the shot shows the tab.
      await expect(page.getByRole('tabpanel').getByText('Loading...')).toHaveCount(0);
      await screen(page, width, `26-settings-${tab.toLowerCase()}`);
    }
    await page.getByRole('tab', { name: 'Family' }).click();
    await page.getByRole('button', { name: 'Add Member' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await screen(page, width, '27-settings-add-member');
    await closeDialog(page);
    await page.context().close();
  });
}
