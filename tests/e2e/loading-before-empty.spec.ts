// A new device shows that it is loading, never an empty state, until Zero's first complete
// answer: with the sync socket held back, no screen says "No dishes found" (or its like)
// for a family that has dishes, meals and a list (docs/performance.md).
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { addDays } from '#domain/time/family-dates.ts';
import { newFamily, PASSWORD } from './support/family-app.ts';
import { FAMILY_ZONE, familyToday } from './support/meal-app.ts';
import { slowSync, watchForTexts } from './support/slow-sync.ts';

test.use({ timezoneId: FAMILY_ZONE });

const EMPTY_STATES = [
  'No dishes found',
  'Add Your First Dish',
  'No meals planned for this week',
  'No dishes to rate right now!',
  'No items in your shopping list',
  'No meal planned',
  'No past meals with dishes yet.',
  'No rated dishes yet.',
  // Under every planning day while Google Calendar is not connected (docs/meals-and-planning.md).
  'No events',
];

async function familyWithData(page: Page) {
  const email = await newFamily(page, `Loading ${Date.now()}`, 'Lena');
  const origin = new URL(page.url()).origin;
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { origin } });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { dish_id: string };
  };
  const dishes = [];
  for (const name of ['Tacos', 'Lasagna', 'Green Curry'])
    dishes.push(await post('/api/dishes', { name }));
  const today = familyToday();
  for (const meal_date of [today, addDays(today, -1)])
    await post('/api/meals', {
      meal_date,
      who_is_cooking: 'Home Cooked',
      dish_ids: [dishes[0]!.dish_id],
    });
  await post('/api/shopping-items', { name: 'milk' });
  return email;
}

/** A new device (nothing synced before), signed in, its sync answering only on release. */
async function slowNewDevice(browser: Browser, origin: string, email: string) {
  const context = await browser.newContext({ timezoneId: FAMILY_ZONE });
  await watchForTexts(context, EMPTY_STATES);
  const sync = await slowSync(context);
  const login = await context.request.post(`${origin}/api/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { origin },
  });
  expect(login.ok()).toBe(true);
  return { page: await context.newPage(), sync, context };
}

const seenTexts = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { seenTexts: Set<string> }).seenTexts]);

// Each screen, what shows its data, and the empty states it may show once loaded (the days
// of the week without a meal).
const SCREENS: Array<[string, (page: Page) => Promise<void>, string[]?]> = [
  ['/dishes', (page) => expect(page.getByTestId('dish-card')).toHaveCount(3)],
  [
    '/dashboard',
    async (page) => {
      await expect(page.getByTestId('upcoming-meal')).toHaveCount(1);
      await expect(page.getByRole('list', { name: 'Dishes to rate' })).toContainText('Tacos');
      await expect(page.getByRole('link', { name: 'Shopping List (1 items)' })).toBeVisible();
    },
  ],
  [
    '/planning',
    (page) => expect(page.getByTestId('planned-meal').first()).toBeVisible(),
    ['No meal planned'],
  ],
  ['/shopping-list', (page) => expect(page.getByText('Milk', { exact: true })).toBeVisible()],
  ['/history', (page) => expect(page.getByText('Tacos').first()).toBeVisible()],
];

test('a new device shows loading, not an empty state, until the family’s data arrives', async ({
  page,
  browser,
}) => {
  const email = await familyWithData(page);
  const origin = new URL(page.url()).origin;
  for (const [path, dataShown, emptyOnceLoaded = []] of SCREENS) {
    const device = await slowNewDevice(browser, origin, email);
    await device.page.goto(path);
    // The screen is up and says it is loading; no empty state while the sync is held.
    await expect(device.page.getByTestId('loading-state').first(), path).toBeVisible();
    expect(await seenTexts(device.page), path).toEqual([]);
    device.sync.release();
    await dataShown(device.page);
    await expect(device.page.getByTestId('loading-state')).toHaveCount(0);
    const seen = await seenTexts(device.page);
    expect(
      seen.filter((text) => !emptyOnceLoaded.includes(text)),
      path,
    ).toEqual([]);
    await device.context.close();
  }
});
