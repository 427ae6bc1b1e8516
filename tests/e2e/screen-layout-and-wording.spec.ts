// Layout and wording of the everyday screens, in the browser at a phone (390 px), a tablet
// (1024 px) and a desktop (1280 px) width: the add form, greetings, the offline note, the
// dashboard card, planning, the bottom bar, toasts, focus rings, the landing page.
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { addDays } from '#domain/time/family-dates.ts';
import {
  addShoppingItem,
  newFamily,
  newFamilyThroughScreens,
  shoppingItems,
  signIn,
} from './support/family-app.ts';
import { familyToday, FAMILY_ZONE } from './support/meal-app.ts';
import { WIDTHS } from './support/screen-sizes.ts';

test.use({ timezoneId: FAMILY_ZONE });

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'the element is on screen').not.toBeNull();
  return found!;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, {
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json().catch(() => null)) as Record<string, string> | null;
}

async function at(browser: Browser, width: number, email: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    timezoneId: FAMILY_ZONE,
  });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  return page;
}

test('the item name field takes most of the add form, on the card and the page', async ({
  browser,
  page,
}) => {
  const email = await newFamily(page, `Field ${Date.now()}`, 'Fay');
  for (const width of WIDTHS) {
    const sized = await at(browser, width, email);
    for (const path of ['/dashboard', '/shopping-list']) {
      await sized.goto(path);
      const form = sized.getByRole('form', { name: 'Add item' });
      const name = await box(form.getByLabel('Item name'));
      const whole = await box(form);
      expect(name.width, `${path} at ${width} px`).toBeGreaterThanOrEqual(whole.width * 0.5);
      await form.getByLabel('Item name').fill('Strawberries');
      await expect(form.getByLabel('Item name')).toHaveValue('Strawberries');
    }
    await sized.context().close();
  }
});

test('wording — "the Walkers family" once, Welcome on the first visit, Welcome back later', async ({
  browser,
  page,
}) => {
  const email = await newFamilyThroughScreens(page, 'The Walkers', 'Wendy');
  await expect(page.getByRole('heading', { name: 'Welcome, Wendy!' })).toBeVisible();
  await expect(page.locator('main')).toContainText('the Walkers family');
  await expect(page.locator('main')).not.toContainText(/the the /i);
  await page.goto('/settings?tab=family');
  await expect(page.getByRole('heading', { name: 'The Walkers family' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/the the /i);

  const later = await at(browser, 1280, email);
  await expect(later.locator('main')).not.toContainText(/the the /i);
  await later.context().close();
});

test('the offline note does not flash while the shopping list loads', async ({ page }) => {
  await newFamily(page, `Online ${Date.now()}`, 'Omar');
  await page.goto('/shopping-list');
  await addShoppingItem(page, 'Oat Milk');
  await expect(shoppingItems(page)).toHaveText(['Oat Milk']);
  // Record whether the note ever appears during a fresh load of the page.
  await page.addInitScript(() => {
    const seen = { note: false };
    (window as unknown as { noteSeen: typeof seen }).noteSeen = seen;
    new MutationObserver(() => {
      // "Saving 1 change..." after a click is right; "Offline" on a working line is not.
      const note = document.querySelector('[data-testid="connection-note"]');
      if (note?.textContent?.includes('Offline')) seen.note = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const onServer = async () => {
    const response = await page.request.get('/api/shopping-items');
    return ((await response.json()) as Array<{ is_completed: boolean }>)[0]?.is_completed;
  };
  // Each load ends with a change that reached the server, so the sync was up.
  for (const [path, box, done] of [
    ['/shopping-list', 'Mark Oat Milk done', true],
    ['/dashboard', 'Mark Oat Milk not done', false],
  ] as const) {
    await page.goto(path);
    await page.getByRole('checkbox', { name: box }).click();
    await expect.poll(onServer).toBe(done);
    expect(
      await page.evaluate(() => (window as unknown as { noteSeen: { note: boolean } }).noteSeen),
      path,
    ).toEqual({ note: false });
  }
});

test('a failed recipe import says it in the spec’s words', async ({ page }) => {
  await newFamily(page, `Import ${Date.now()}`, 'Ines');
  await page.goto('/dishes');
  await page.getByRole('button', { name: 'Add New Dish' }).first().click();
  await page.getByRole('button', { name: 'From Online Recipe' }).click();
  await page.getByLabel('Recipe URL').fill('ftp://example.com/recipe');
  await page.getByRole('button', { name: 'Extract Recipe' }).click();
  await expect(page.getByText('Error extracting recipe', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'Failed to extract recipe from the URL. Please try again or enter the details manually.',
      { exact: true },
    ),
  ).toBeVisible();
});

test('the dashboard shopping card stays short with 44 items and links to them all', async ({
  page,
}) => {
  await newFamily(page, `Long List ${Date.now()}`, 'Lou');
  for (let i = 1; i <= 44; i += 1)
    await post(page, '/api/shopping-items', { name: `Item ${i}`, quantity: '' });
  await page.reload();
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Shopping List (44 items)' }) });
  await expect(page.getByRole('link', { name: 'Show all 44 items' })).toBeVisible();
  expect((await box(card)).height).toBeLessThan(900);
  await page.getByRole('link', { name: 'Show all 44 items' }).click();
  await expect(page).toHaveURL(/\/shopping-list$/);
  await expect(shoppingItems(page)).toHaveCount(44);
});

test('planning at every width — no header collisions, short titles', async ({ browser, page }) => {
  const email = await newFamily(page, `Planning ${Date.now()}`, 'Pia');
  const today = familyToday();
  const dish = await post(page, '/api/dishes', { name: 'Slow Cooker Chicken Tikka Masala' });
  for (const offset of [0, 1])
    await post(page, '/api/meals', {
      meal_date: addDays(today, offset),
      who_is_cooking: 'Home Cooked',
      dish_ids: [dish!.dish_id],
    });
  for (const width of WIDTHS) {
    const sized = await at(browser, width, email);
    await sized.goto('/planning');
    await expect(sized.getByTestId('planned-meal').first()).toBeVisible();
    const header = [
      sized.getByRole('heading', { name: 'Meal Planning' }),
      sized.getByRole('button', { name: 'Previous week' }),
      sized.getByRole('tablist', { name: 'Week' }),
      sized.getByRole('button', { name: 'Next week' }),
      sized.getByTestId('week-range'),
    ];
    const boxes = await Promise.all(header.map(box));
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1)
        expect(overlap(boxes[i]!, boxes[j]!), `header ${i} and ${j} at ${width} px`).toBe(false);
    const todayCard = sized.getByTestId('day-card').filter({ hasText: 'Today' });
    const title = await box(todayCard.getByTestId('day-title'));
    const badge = await box(todayCard.getByText('Today', { exact: true }));
    expect(overlap(title, badge), `day title and Today at ${width} px`).toBe(false);
    for (const card of await sized.getByTestId('day-card').all()) {
      const dayTitle = await box(card.getByTestId('day-title'));
      expect(dayTitle.height, `a day title on one line at ${width} px`).toBeLessThan(30);
    }
    const mealTitle = await box(sized.getByRole('button', { name: /^Edit meal:/ }).first());
    expect(mealTitle.height, `a meal title in at most 2 lines at ${width} px`).toBeLessThan(56);
    await sized.context().close();
  }
});

test('meal rows name each dish once', async ({ page }) => {
  await newFamily(page, `Once ${Date.now()}`, 'Otto');
  const dish = await post(page, '/api/dishes', { name: 'Shepherds Pie' });
  await post(page, '/api/meals', {
    meal_date: familyToday(),
    who_is_cooking: 'Home Cooked',
    dish_ids: [dish!.dish_id],
  });
  await page.reload();
  const row = page.getByTestId('upcoming-meal');
  await expect(row).toContainText('Shepherds Pie');
  expect((await row.innerText()).match(/Shepherds Pie/g)).toHaveLength(1);
  await expect(row.getByRole('link', { name: /Shepherds Pie/ })).toHaveAttribute(
    'href',
    `/dishes/${dish!.dish_id}`,
  );
  await page.goto('/planning');
  const planned = page.getByTestId('planned-meal');
  expect((await planned.innerText()).match(/Shepherds Pie/g)).toHaveLength(1);
});

test('on a phone the bottom bar has five places with More, drawn with SVG icons', async ({
  browser,
  page,
}) => {
  const email = await newFamily(page, `Phone ${Date.now()}`, 'Pat');
  const phone = await at(browser, 390, email);
  const bar = phone.getByRole('navigation', { name: 'Bottom' });
  const places = bar.locator(':scope > div > a, :scope > div > button');
  await expect(places).toHaveCount(5);
  await expect(places.last()).toHaveText('More');
  // Icons are drawn, not emoji that some devices show as empty boxes.
  expect(await bar.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
  await expect(bar.locator('svg')).toHaveCount(5);
  const main = phone.getByRole('navigation', { name: 'Main' });
  expect(await main.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);

  await bar.getByRole('button', { name: 'More' }).click();
  const menu = phone.getByRole('menu', { name: 'More' });
  await expect(menu.getByRole('menuitem')).toHaveText(['History', 'Chat', 'Settings', 'Sign Out']);
  await menu.getByRole('menuitem', { name: 'Chat' }).click();
  await expect(phone).toHaveURL(/\/chat$/);
  await expect(menu).toBeHidden();
  await phone.context().close();
});

test('toasts on a phone leave the add form free', async ({ browser, page }) => {
  const email = await newFamily(page, `Toast ${Date.now()}`, 'Tom');
  const phone = await at(browser, 390, email);
  for (const path of ['/shopping-list', '/dashboard']) {
    await phone.goto(path);
    await addShoppingItem(phone, `Pears ${path.length}`);
    const toast = phone.getByText('Item added to shopping list').first();
    await expect(toast).toBeVisible();
    const form = await box(phone.getByRole('form', { name: 'Add item' }));
    expect(overlap(await box(toast), form), `toast over the form on ${path}`).toBe(false);
  }
  await phone.context().close();
});

test('focus rings show for the keyboard, not after a mouse click', async ({ page }) => {
  await newFamily(page, `Focus ${Date.now()}`, 'Flo');
  const planning = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'Planning',
  });
  await planning.click();
  await expect(page).toHaveURL(/\/planning$/);
  const tab = page.getByRole('tab', { name: 'Next Week' });
  await tab.click();
  const outline = (locator: Locator) =>
    locator.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(await outline(tab)).toBe('none');
  expect(await outline(planning)).toBe('none');
  // From the keyboard the ring shows, in the brand colour (not the browser's black 'auto').
  await page.keyboard.press('Shift+Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  // Polled: a Button's ring colour fades in with its transition-colors.
  await expect
    .poll(() =>
      focused.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineColor}`;
      }),
    )
    .toBe('solid rgb(15, 118, 110)');

  // The tab sets of Settings and History focus a pressed tab from script: no ring either,
  // and the arrow keys still show it.
  await page.goto('/settings');
  const family = page.getByRole('tab', { name: 'Family' });
  await family.click();
  await expect(family).toHaveAttribute('aria-selected', 'true');
  expect(await outline(family)).toBe('none');
  await page.keyboard.press('ArrowRight');
  const integrations = page.getByRole('tab', { name: 'Integrations' });
  await expect(integrations).toBeFocused();
  expect(await outline(integrations)).toBe('solid');
});

test('the landing page says it is starting while the backend is not ready', async ({ page }) => {
  await page.clock.install();
  await page.route('**/api/health', (route) => route.abort());
  await page.goto('/');
  // The feature cards' icons are drawn, not emoji (empty boxes without an emoji font).
  await expect(page.locator('article svg')).toHaveCount(3);
  expect(await page.locator('body').innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
  const getStarted = page.getByRole('button', { name: 'Get Started' });
  await expect(getStarted).toBeDisabled();
  // Disabled looks disabled: not the brand colour of the enabled button.
  const look = await getStarted.evaluate((element) => getComputedStyle(element).cursor);
  expect(look).toBe('not-allowed');
  await page.clock.fastForward(5000);
  await expect(page.getByRole('status')).toContainText('The app is starting');
  await page.unroute('**/api/health');
  await page.clock.fastForward(2500);
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByText('The app is starting')).toBeHidden();
});
