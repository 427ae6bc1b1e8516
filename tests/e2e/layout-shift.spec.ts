// Nothing moves (docs/accessibility.md, "Nothing moves"): every family page, opened cold
// with a saved session (no local data, so everything arrives from the server after the
// first paint), shifts its layout by at most 0.02 in all (the sum of every layout-shift
// entry without recent input, stricter than Lighthouse's worst session window), at a
// phone's and a laptop's width. A failure lists each shift with the elements it moved.
import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { addDays } from '#domain/time/family-dates.ts';
import { addShoppingItem, newDevice, newFamily, postAs } from './support/family-app.ts';
import { familyToday, FAMILY_ZONE } from './support/meal-app.ts';
import { test } from './support/test.ts';

test.use({ timezoneId: FAMILY_ZONE });
test.describe.configure({ mode: 'serial' });

const MAX_SHIFT = 0.02;
/** How long a page may keep taking in data after its first content shows. */
const SETTLE_MS = 2000;

type Shift = { value: number; at: number; moved: string[] };
type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>>;

let session: SavedSession;
let dishId = '';

/** Records every layout shift from the first paint on, before any script of the page runs. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const id = node.getAttribute('data-testid') ?? node.getAttribute('aria-label') ?? '';
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${id ? `[${id}]` : ''} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources?: Array<{
        node?: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }>;
    }>) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: (entry.sources ?? []).map(
          ({ node, previousRect: a, currentRect: b }) =>
            `${describe(node)} ${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${b.height}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await newDevice(browser);
  await newFamily(page, `Steady ${Date.now()}`, 'Sam');
  const dishes: Array<{ dish_id: string }> = [];
  for (const name of [
    'Chicken Tikka Masala',
    'Spaghetti Bolognese',
    'Vegetable Stir Fry',
    'Fish Tacos',
    'Mushroom Risotto',
    'Beef Stew',
  ])
    dishes.push(
      await postAs(page, '/api/dishes', {
        name,
        cuisine_type: 'Other',
        prep: 'Quick',
        ingredients: ['500 g chicken thighs', '1 onion, chopped', '2 cloves garlic'],
        instructions: 'Brown the chicken.\nSimmer 20 minutes.',
      }),
    );
  dishId = dishes[0]!.dish_id;
  const today = familyToday();
  for (const [offset, index] of [
    [-6, 3],
    [-4, 4],
    [-2, 1],
    [-1, 5],
    [0, 0],
    [1, 1],
    [2, 2],
    [4, 3],
    [8, 4],
  ] as const)
    await postAs(page, '/api/meals', {
      meal_date: addDays(today, offset),
      who_is_cooking: 'Home Cooked',
      dish_ids: [dishes[index]!.dish_id],
    });
  await page.goto('/shopping-list');
  for (const name of ['Whole Milk', 'Bananas', 'Sourdough Bread', 'Eggs', 'Butter', 'Rice'])
    await addShoppingItem(page, name);
  await expect(page.getByTestId('item-name')).toHaveCount(6);
  session = await page.context().storageState();
  await page.context().close();
});

/** The family's pages, each with what shows once its data is there. */
const PAGES = (dish: string): Array<[path: string, shows: string | RegExp]> => [
  ['/dashboard', 'Welcome back, Sam!'],
  ['/planning', 'Spaghetti Bolognese'],
  ['/dishes', 'Mushroom Risotto'],
  [`/dishes/${dish}`, 'Brown the chicken.'],
  [`/cook/${dish}`, 'Step 1 of 2'],
  ['/history', 'Beef Stew'],
  ['/shopping-list', 'Sourdough Bread'],
  ['/chat', /Chat with the AI assistant/],
  ['/settings', 'Profile'],
];

async function shiftsOf(
  browser: Browser,
  width: number,
  height: number,
  path: string,
  shows: string | RegExp,
) {
  const context = await browser.newContext({
    viewport: { width, height },
    timezoneId: FAMILY_ZONE,
    storageState: session,
  });
  await context.addInitScript(recordShifts);
  const page = await context.newPage();
  await page.goto(path);
  // What the page shows once its data is there; the time it takes is not this test's point.
  await expect(page.getByText(shows).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await context.close();
  return shifts;
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`nothing moves on any family page at ${width} px, opened cold`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const [path, shows] of PAGES(dishId)) {
      const shifts = await shiftsOf(browser, width, height, path, shows);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect
        .soft(total, `${path} at ${width} px shifted: ${JSON.stringify(shifts, null, 1)}`)
        .toBeLessThanOrEqual(MAX_SHIFT);
    }
  });
}
