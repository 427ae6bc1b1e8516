// A family's third week on the phone (docs/shopping.md, docs/accessibility.md): the list
// fills a 390x844 screen, Remove all asks first and stands apart, timers take one line,
// the dashboard stays inside the screen with one count, "Move to..." opens on the dinner's
// week, History's cards and links are alike, and buttons are named by what they show.
// Screenshots at 390, 1024 and 1280 px go under test-results/screenshots/third-week/.
import { expect, type Browser, type Page } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { addDays, daysOf, weekRange } from '#domain/time/family-dates.ts';
import { shortDate, weekdayName } from '#domain/time/date-labels.ts';
import { test } from './support/test.ts';
import { newDevice, newFamily, postAs, signIn } from './support/family-app.ts';
import { familyToday, FAMILY_ZONE } from './support/meal-app.ts';
import { seriousAxeViolations, sidewaysOverflow } from './support/screen-checks.ts';
import { SCREENSHOT_FOLDER } from './support/screen-sizes.ts';

test.use({ timezoneId: FAMILY_ZONE });
test.describe.configure({ mode: 'serial' });

const SHOTS = path.join(SCREENSHOT_FOLDER, 'third-week');
const SIZES = { 390: 844, 1024: 768, 1280: 800 } as const;
type Width = keyof typeof SIZES;

let owner = '';
let bologneseId = '';
/** The list's items to buy, and all of them (one is checked). */
let toBuy = 0;
let all = 0;

// A week's shop: the dinners' lines and the usual extras, over five departments.
const EXTRAS = [
  ['Bananas', '6'],
  ['Apples', '1 kg'],
  ['Lettuce', ''],
  ['Whole Milk', '2'],
  ['Greek Yogurt', ''],
  ['Cheddar Cheese', ''],
  ['Butter', ''],
  ['Sourdough Bread', ''],
  ['Bagels', '6'],
  ['Coffee', ''],
  ['Rice', '1 kg'],
  ['Paper Towels', ''],
];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await newDevice(browser);
  owner = await newFamily(page, `Third Week ${Date.now()}`, 'Tara');
  const today = familyToday();
  const bolognese = await postAs<{ dish_id: string }>(page, '/api/dishes', {
    name: 'Spaghetti Bolognese',
    prep: 'Quick',
    ingredients: ['1 onion, chopped', '500 g minced beef', '400 g spaghetti'],
    instructions: 'Simmer the sauce 90 minutes.\nBoil the pasta 10 minutes.\nRest 1 minute.',
  });
  bologneseId = bolognese.dish_id;
  const long = await postAs<{ dish_id: string }>(page, '/api/dishes', {
    name: 'Slow-Roasted Mediterranean Vegetable Lasagne with Extra Béchamel',
    prep: 'Involved',
  });
  const soup = await postAs<{ dish_id: string }>(page, '/api/dishes', { name: 'Leek Soup' });
  const pie = await postAs<{ dish_id: string }>(page, '/api/dishes', { name: 'Fish Pie' });
  for (const [date, dish] of [
    [today, bolognese],
    [addDays(today, 1), long],
    [addDays(today, -1), soup],
    [addDays(today, -2), long],
    [pieDay(), pie],
  ] as const)
    await postAs(page, '/api/meals', {
      meal_date: date,
      who_is_cooking: 'Home Cooked',
      dish_ids: [dish.dish_id],
      attendees: [{ guest_name: 'Grandma Josephine' }, { guest_name: 'Uncle Bartholomew' }],
    });
  await postAs(page, '/api/shopping-items/refresh-via-meals', {});
  for (const [name, quantity] of EXTRAS)
    await postAs(page, '/api/shopping-items', { name, quantity: quantity || null });
  // Bought already: counted apart, under 'Checked'.
  type Item = { id: string; name: string; is_completed: boolean };
  const items = (await (await page.request.get('/api/shopping-items')).json()) as Item[];
  const towels = items.find((item) => item.name === 'Paper Towels')!;
  const checked = await page.request.patch(`/api/shopping-items/${towels.id}`, {
    data: { is_completed: true },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(checked.ok()).toBe(true);
  all = items.length;
  toBuy = all - 1;
  expect(toBuy).toBeGreaterThanOrEqual(14);
  await page.context().close();
});

/** A day of next week, not its first: "Move to..." should open on that week's Monday. */
const pieDay = () => daysOf(weekRange(familyToday(), 1))[2]!;

async function phone(browser: Browser, width: Width = 390) {
  const context = await browser.newContext({
    viewport: { width, height: SIZES[width] },
    timezoneId: FAMILY_ZONE,
  });
  const page = await context.newPage();
  await signIn(page, owner);
  await expect(page.getByRole('heading', { name: /Tara/ })).toBeVisible();
  return page;
}

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: path.join(SHOTS, `${width}-${name}.png`), fullPage: false });
}

/** Rows whose top and bottom are both on screen and not under the add form or the nav. */
function fullyVisibleRows(page: Page) {
  return page.getByTestId('shopping-item').evaluateAll(
    (rows) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        const x = box.left + 30;
        const seen = (y: number) => {
          if (y < 0 || y > window.innerHeight) return false;
          const hit = document.elementFromPoint(x, y);
          return !!hit && row.contains(hit);
        };
        return seen(box.top + 2) && seen(box.bottom - 2);
      }).length,
  );
}

test('the shop list fills a phone: ten rows and more as it opens, options folded', async ({
  browser,
}) => {
  const page = await phone(browser);
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { name: `Shopping List (${toBuy})` })).toBeVisible();
  await expect(page.getByTestId('shopping-item')).toHaveCount(toBuy);
  // As it opens, with nothing scrolled: the third week's phone showed four and a half.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await fullyVisibleRows(page)).toBeGreaterThanOrEqual(10);
  await shot(page, 'shopping-list');

  // The heading, Refresh and the options are one row; Remove all is not beside Refresh.
  const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
  const options = page.getByRole('button', { name: 'List options' });
  const heading = page.getByRole('heading', { level: 1 });
  const [r, o, h] = await Promise.all([refresh, options, heading].map((l) => l.boundingBox()));
  expect(Math.abs(r!.y + r!.height / 2 - (o!.y + o!.height / 2))).toBeLessThan(4);
  expect(Math.abs(h!.y + h!.height / 2 - (o!.y + o!.height / 2))).toBeLessThan(8);
  await expect(page.getByRole('button', { name: /Remove all/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Send to Phone' })).toBeHidden();

  await options.click();
  await expect(options).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Send to Phone' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Dish' })).toBeVisible();
  await shot(page, 'shopping-list-options');
  // Remove all asks first; Cancel keeps every item.
  await page.getByRole('button', { name: 'Remove all items…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove all items?' });
  await expect(dialog).toContainText(
    `All ${all} items on the shopping list, open and checked, are removed`,
  );
  await shot(page, 'remove-all-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('shopping-item')).toHaveCount(toBuy);
  await page.context().close();
});

test('list buttons are named by what they show; the axe sweep stays clean', async ({ browser }) => {
  for (const width of [390, 1280] as const) {
    const page = await phone(browser, width);
    await page.goto('/shopping-list');
    const onion = page.getByTestId('shopping-item').filter({ hasText: /onion/i });
    await expect(onion).toContainText('for Spaghetti Bolognese');
    // Its name holds all it shows, after "Edit" (it was "Edit Onion").
    const edit = onion.getByRole('button', { name: /^Edit / });
    await expect(edit).toHaveAccessibleName(/^Edit onion.* for Spaghetti Bolognese$/i);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  }
});

test('the dashboard at 390: inside the screen with long rows, one count, ratings named', async ({
  browser,
}) => {
  for (const width of [390, 1024, 1280] as const) {
    const page = await phone(browser, width);
    await expect(page.getByTestId('upcoming-meal').first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // Every card keeps the page's 16 px padding.
    const cards = await page
      .locator('main section')
      .evaluateAll((sections) => sections.map((s) => s.getBoundingClientRect().right));
    for (const right of cards) expect(right).toBeLessThanOrEqual(width - 16 + 0.5);
    // One count on the shopping card, the one of the list page's heading: the checked item
    // is in neither (the card said "(14 items)" and "Show all 15 items").
    await expect(page.getByRole('link', { name: `Shopping List (${toBuy} items)` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Show all ${toBuy} items` })).toBeVisible();
    // The rating buttons name the dish.
    const toRate = page.getByRole('list', { name: 'Dishes to rate' });
    await expect(toRate.getByRole('button', { name: 'Rate Leek Soup: 4 stars' })).toBeVisible();
    await shot(page, 'dashboard');
    await page.getByRole('link', { name: `Show all ${toBuy} items` }).scrollIntoViewIfNeeded();
    await shot(page, 'dashboard-shopping-card');
    await page.context().close();
  }
});

test('Move to… on a next-week dinner opens on that week', async ({ browser }) => {
  const page = await phone(browser);
  const next = daysOf(weekRange(familyToday(), 1));
  await page.goto('/planning');
  await page.getByRole('tab', { name: 'Next Week' }).click();
  await page.getByRole('button', { name: 'Move to... (Fish Pie)' }).click();
  const menu = page.getByRole('menu', { name: 'Move Fish Pie to' });
  const first = next[0]!;
  await expect(menu.getByRole('menuitem').first()).toHaveText(
    `${weekdayName(first)} ${shortDate(first)}`,
  );
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await shot(page, 'move-to-next-week');
  await page.context().close();
});

test('History: rating and button alike on every card, links of one size', async ({ browser }) => {
  for (const width of [390, 1024, 1280] as const) {
    const page = await phone(browser, width);
    await page.goto('/history');
    const cards = page.getByTestId('history-meal');
    await expect(cards.filter({ hasText: 'Leek Soup' })).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(2);
    // Where the rating block sits in its card, and where the button sits in the block.
    const places = await cards.evaluateAll((list) =>
      list.map((card) => {
        const box = card.getBoundingClientRect();
        const rating = card.querySelector('[data-testid="history-rating"]')!;
        const button = rating.querySelector('button')!.getBoundingClientRect();
        const block = rating.getBoundingClientRect();
        return {
          left: Math.round(block.left - box.left),
          right: Math.round(box.right - block.right),
          buttonRight: Math.round(block.right - button.right),
          besideTitle: block.top < card.querySelector('h2')!.getBoundingClientRect().bottom,
        };
      }),
    );
    // From 640 px the block is as wide as its rating's words: its left edge varies.
    const alike = places.map((place) => (width === 390 ? place : { ...place, left: 0 }));
    for (const place of alike) expect(place).toEqual(alike[0]);
    // "Open dish": one size everywhere, at least 24 px (WCAG 2.2), 44 px on a phone.
    const links = await page
      .getByRole('link', { name: /^Open dish/ })
      .evaluateAll((list) => list.map((link) => link.getBoundingClientRect().height));
    expect(links.length).toBe(count);
    for (const height of links) {
      expect(height).toBe(links[0]);
      expect(height).toBeGreaterThanOrEqual(width === 390 ? 44 : 24);
    }
    await shot(page, 'history');
    await page.context().close();
  }
});

test('the dish library tells a Quick prep from a "quick" tag', async ({ browser }) => {
  const page = await phone(browser);
  await page.goto(`/dishes/${bologneseId}`);
  await page.getByLabel('New tag').fill('quick');
  await page.getByRole('button', { name: 'Add Tag' }).click();
  await page.goto('/dishes');
  const filter = page.getByRole('group', { name: 'Tag filter' });
  await expect(filter).toContainText('Tags');
  await expect(filter.getByRole('button', { name: '# quick' })).toBeVisible();
  await expect(page.getByText('Quick prep', { exact: true })).toBeVisible();
  await expect(page.getByText('Quick', { exact: true })).toHaveCount(0);
  await shot(page, 'dishes');
  await page.context().close();
});

test('timers take one line on a phone, unfold to all, and Stop reads clearly', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const start = new Date();
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: FAMILY_ZONE })
  ).newPage();
  await page.clock.install({ time: start });
  await signIn(page, owner);
  await expect(page.getByRole('heading', { name: /Tara/ })).toBeVisible();
  await page.goto(`/cook/${bologneseId}`);
  await page.getByRole('button', { name: 'Start timer: 90 minutes' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start timer: 1 minute' }).click();
  const bar = page.getByRole('region', { name: 'Kitchen timers' });
  await page.goto('/shopping-list');
  // One line: the nearest timer (the minute), "+1" for the other.
  await expect(bar.getByTestId('kitchen-timer')).toHaveCount(1);
  await expect(bar.getByTestId('timer-label')).toHaveText(/Rest 1 minute|step 3/);
  const more = bar.getByRole('button', { name: /^\+1 more/ });
  await expect(more).toHaveText('+1');
  expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(56);
  await shot(page, 'timers-folded');
  await more.click();
  await expect(bar.getByTestId('kitchen-timer')).toHaveCount(2);
  await shot(page, 'timers-unfolded');
  await bar.getByRole('button', { name: 'Hide timers' }).click();
  await expect(bar.getByTestId('kitchen-timer')).toHaveCount(1);

  // Rung: Stop is dark red on white, never faded by the pulse.
  await page.clock.fastForward('02:00');
  const stop = bar.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeVisible();
  await shot(page, 'timer-ringing');
  const contrast = await stop.evaluate((el) => {
    // Tailwind's colours are oklch(): a canvas turns them into sRGB.
    const rgb = (value: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const paint = canvas.getContext('2d')!;
      paint.fillStyle = value;
      paint.fillRect(0, 0, 1, 1);
      return [...paint.getImageData(0, 0, 1, 1).data].slice(0, 3);
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) =>
        c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
      return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
    };
    // Nothing fades it: no ancestor is see-through or animated.
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= style.animationName === 'none' ? Number(style.opacity) : 0;
    }
    const style = getComputedStyle(el);
    const [a, b] = [luminance(rgb(style.color)), luminance(rgb(style.backgroundColor))];
    return { ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), opacity };
  });
  expect(contrast.opacity).toBe(1);
  expect(contrast.ratio).toBeGreaterThanOrEqual(4.5);
  await stop.click();
  await expect(bar.getByTestId('kitchen-timer')).toHaveCount(1);
  await page.context().close();
});

test('real files: robots.txt, the favicon, and a 404 for an address that is no page', async ({
  page,
}) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Disallow: /dashboard');
  expect((await page.request.get('/favicon.ico')).status()).toBe(200);
  expect((await page.request.get('/x.php')).status()).toBe(404);
  const missing = await page.goto('/no-such-page');
  expect(missing!.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  expect((await page.goto('/login'))!.status()).toBe(200);
});
