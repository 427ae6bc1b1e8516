// Screenshots of the servings screens (docs/servings-and-recipe-import.md) at a phone, tablet and desktop width, saved
// under test-results/screenshots/ for people to look at: a 4-serving dish with ingredient
// lines of many shapes, cooked for 2 adults, a 6-year-old and a guest. Each width also
// checks what a screenshot showed wrong once (no sideways scroll, usable inputs).
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { newDevice, newFamily, signIn } from './support/family-app.ts';
import {
  addChildMember,
  FAMILY_ZONE,
  familyToday,
  fillMeal,
  mealDialog,
  saveMeal,
} from './support/meal-app.ts';
import { HEIGHT, SCREENSHOT_FOLDER, WIDTHS } from './support/screen-sizes.ts';

const DISH = 'Weeknight Tomato Pasta Bake';
const LINES = [
  '2 1/2 cups all-purpose flour',
  '1 (14 oz) can diced tomatoes',
  '3 cloves garlic, minced',
  'Salt and pepper to taste',
  '1/2 cup grated Parmesan, plus more for serving',
  '1 lb penne',
  '2 tablespoons extra-virgin olive oil',
  '1 bunch fresh basil leaves (about 1 loosely packed cup), torn into small pieces just before serving so they stay green',
];

test.use({ timezoneId: FAMILY_ZONE });
test.describe.configure({ mode: 'serial' });

let owner = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await newDevice(browser);
  const family = `Servers ${Date.now()}`;
  owner = await newFamily(page, family, 'Alex');
  const today = familyToday();
  const sixYearsAgo = `${Number(today.slice(0, 4)) - 6}${today.slice(4).replace('-02-29', '-02-28')}`;
  await addChildMember(family, 'Sam', '1984-05-05');
  await addChildMember(family, 'Mia', sixYearsAgo);
  await page.goto('/dishes');
  await page.getByRole('button', { name: 'Add New Dish' }).click();
  await page.getByRole('button', { name: 'Enter by Hand' }).click();
  await page.getByLabel('Dish Name').fill(DISH);
  await page.getByLabel('Servings').fill('4');
  for (const line of LINES) {
    await page.getByLabel('New ingredient').fill(line);
    await page.getByLabel('New ingredient').press('Enter');
  }
  await page.getByRole('button', { name: 'Add Dish' }).click();
  await expect(page.getByText('Dish added successfully!', { exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add a meal' }).click();
  await fillMeal(page, { dishes: [DISH], guests: ['Grandpa'] });
  await expect(mealDialog(page).getByTestId('cooking-for')).toHaveText('Cooking for 3½');
  await saveMeal(page, 'Create Meal');
  await page.context().close();
});

/** The whole page, or only the viewport for a dialog (which scrolls inside itself). */
async function shot(page: Page, width: number, what: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SCREENSHOT_FOLDER, `servings-${what}-${width}.png`),
    fullPage,
  });
}

/** On the phone, a control a thumb can hit: at least 40 px each way. */
async function thumbSized(width: number, control: Locator) {
  if (width !== 390) return;
  const box = await control.boundingBox();
  expect(box, 'the control is on screen').not.toBeNull();
  expect(box!.height, 'the control is too short for a thumb').toBeGreaterThanOrEqual(40);
  expect(box!.width, 'the control is too narrow for a thumb').toBeGreaterThanOrEqual(40);
}

async function noSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

for (const width of WIDTHS) {
  test(`the servings screens at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    await mkdir(SCREENSHOT_FOLDER, { recursive: true });
    const context = await browser.newContext({
      viewport: { width, height: HEIGHT[width] },
      timezoneId: FAMILY_ZONE,
    });
    const page = await context.newPage();
    await signIn(page, owner);
    await expect(page.getByRole('heading', { name: /Alex/ })).toBeVisible();

    // The dish page, scaled for the meal.
    await page.goto('/dishes');
    await page.getByTestId('dish-card').filter({ hasText: DISH }).click();
    await expect(page.getByTestId('dish-scaled-for')).toContainText('cooking for 3½');
    await expect(page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toHaveCount(
      LINES.length,
    );
    await noSidewaysScroll(page);
    await thumbSized(width, page.getByRole('button', { name: 'Show the recipe as written' }));
    // The way back stays on one line beside Cook, Edit and Delete.
    const back = page.getByRole('link', { name: 'Back to Dish Library' });
    // (Its words, not the link: the link is 44 px tall on a phone, docs/accessibility.md.)
    const backWords = back.locator('span').filter({ visible: true });
    expect((await backWords.boundingBox())!.height).toBeLessThan(30);
    await shot(page, width, 'dish-page');

    // The dish form: servings and the ingredient editor.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('dialog');
    await expect(form.getByLabel('Servings')).toHaveValue('4');
    await form.getByLabel('Servings').scrollIntoViewIfNeeded();
    await noSidewaysScroll(page);
    await shot(page, width, 'dish-form', false);
    await form
      .getByRole('list', { name: 'Ingredients' })
      .getByRole('listitem')
      .last()
      .scrollIntoViewIfNeeded();
    await shot(page, width, 'dish-form-ingredients', false);
    for (const line of LINES)
      await thumbSized(width, form.getByRole('button', { name: `Remove ${line}`, exact: true }));
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    // The meal dialog with its 'cooking for' control, counted and then overridden.
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /^Edit meal:/ })
      .first()
      .click();
    const dialog = mealDialog(page);
    await expect(dialog.getByTestId('cooking-for')).toHaveText('Cooking for 3½');
    const portions = dialog.getByRole('spinbutton', { name: 'Portions' });
    await portions.scrollIntoViewIfNeeded();
    await noSidewaysScroll(page);
    await shot(page, width, 'meal-dialog', false);
    await thumbSized(width, portions);
    await thumbSized(width, dialog.getByRole('button', { name: `Remove ${DISH}`, exact: true }));
    await thumbSized(width, dialog.getByRole('button', { name: 'Remove guest Grandpa' }));
    await portions.fill('6');
    await expect(dialog.getByTestId('cooking-for')).toHaveText('Cooking for 6');
    await noSidewaysScroll(page);
    await shot(page, width, 'meal-dialog-override', false);
    await thumbSized(width, dialog.getByRole('button', { name: 'Count who is coming (3½)' }));
    await dialog.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await shot(page, width, 'meal-dialog-ingredients', false);
    await page.keyboard.press('Escape');

    // The shopping list after Refresh from meals.
    await page.goto('/shopping-list');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('List Refreshed', { exact: true }).first()).toBeVisible();
    // On a phone the toast lies over the bottom bar and add form; a thumb closes it at once.
    const toasts = page.getByRole('region', { name: /Notifications/ });
    const close = toasts.getByRole('button', { name: 'Close' });
    await thumbSized(width, close);
    await close.click();
    await expect(toasts.getByText('List Refreshed')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByTestId('shopping-item').first()).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, width, 'shopping-list');
    // The name and amount keep most of the row: on a phone the department select sits
    // under them, and '(1 can)' never breaks inside.
    const tomatoes = page.getByRole('button', { name: 'Edit Diced Tomatoes' });
    // At 390 px the row also holds the item menu (with We have it) and delete, 44 px each.
    expect((await tomatoes.boundingBox())!.width).toBeGreaterThanOrEqual(width === 390 ? 200 : 300);
    const amount = tomatoes.getByText('(1 can)');
    expect((await amount.boundingBox())!.height).toBeLessThan(30);
    await context.close();
  });
}
