// The spec's flows by keyboard alone (docs/accessibility.md): Tab to reach a control, Enter
// or Space to use it, Escape to close a dialog, which gives the focus back to its opener.
// No mouse click in this file.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { newDevice, newFamily, PASSWORD } from './support/family-app.ts';
import { FAMILY_ZONE, familyToday } from './support/meal-app.ts';
import { addDays } from '#domain/time/family-dates.ts';

test.use({ timezoneId: FAMILY_ZONE, viewport: { width: 1280, height: 800 } });

/** Presses Tab (Shift+Tab going back) until the control has the focus. */
async function tabTo(page: Page, control: Locator, back = false) {
  for (let presses = 0; presses < 80; presses++) {
    if (await control.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${control}`);
}

async function press(page: Page, control: Locator, key = 'Enter') {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/** Escape, once the dialog holds the focus (client/components/ui/dialog.tsx hears it from there). */
async function escapeFrom(page: Page, dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('sign in, plan a meal, shop, rate, add a dish and use settings by keyboard', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const setup = await newDevice(browser);
  const email = await newFamily(setup, `Keys ${Date.now()}`, 'Kai');
  const origin = { origin: baseURL! };
  const dish = await (
    await setup.request.post('/api/dishes', {
      headers: origin,
      data: { name: 'Fish Pie', type: 'Main', prep: 'Quick' },
    })
  ).json();
  await setup.request.post('/api/meals', {
    headers: origin,
    data: {
      meal_date: addDays(familyToday(), -1),
      who_is_cooking: 'Home Cooked',
      dish_ids: [dish.dish_id],
    },
  });
  await setup.context().close();

  const page = await (await browser.newContext({ timezoneId: FAMILY_ZONE })).newPage();
  // Sign in.
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password'), PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome back, Kai!' })).toBeVisible();

  // Plan a meal: the main navigation, a day's add button, the dialog.
  const main = page.getByRole('navigation', { name: 'Main' });
  await press(page, main.getByRole('link', { name: 'Planning' }));
  await expect(page).toHaveURL(/\/planning$/);
  const add = page.getByRole('button', { name: /^Add a meal on/ }).last();
  await press(page, add);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Escape closes it and the focus goes back to the button that opened it.
  await escapeFrom(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel('Search dishes'), 'Fish');
  await press(
    page,
    dialog.getByRole('list', { name: 'Dish choices' }).getByRole('button', { name: 'Fish Pie' }),
  );
  await press(page, dialog.getByRole('button', { name: 'Create Meal' }).first());
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('planned-meal').filter({ hasText: 'Fish Pie' })).not.toHaveCount(0);

  // Add an item to the shopping list and check it off.
  await press(page, main.getByRole('link', { name: 'Shopping' }));
  await expect(page).toHaveURL(/\/shopping-list$/);
  await typeInto(page, page.getByLabel('Item name'), 'Lemons');
  await page.keyboard.press('Enter');
  const row = page.getByTestId('shopping-item').filter({ hasText: 'Lemons' });
  await expect(row).toHaveCount(1);
  await press(page, row.getByRole('checkbox'), 'Space');
  // Checked, it moves to the folded "Checked" group; opened by keyboard, it is there.
  await expect(row).toHaveCount(0);
  await press(page, page.getByRole('button', { name: /^Checked \(1\)/ }));
  await expect(row).toHaveAttribute('data-completed', 'true');

  // Rate yesterday's meal in History.
  await press(page, main.getByRole('link', { name: 'History' }));
  const rate = page.getByRole('button', { name: 'Rate Meal' }).first();
  await press(page, rate);
  await expect(dialog).toBeVisible();
  await press(page, dialog.getByRole('button', { name: '4 stars' }).first());
  await press(page, dialog.getByRole('button', { name: 'Save Ratings' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Meal rating').first()).toHaveText('★ 4.0');

  // Add a dish by hand.
  await press(page, main.getByRole('link', { name: 'Dishes' }));
  await press(page, page.getByRole('button', { name: 'Add New Dish' }));
  await press(page, dialog.getByRole('button', { name: 'Enter by Hand' }));
  await typeInto(page, dialog.getByLabel('Dish Name'), 'Lentil Soup');
  await press(page, dialog.getByRole('button', { name: 'Add Dish' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Lentil Soup').first()).toBeVisible();

  // Settings: the tabs by arrow keys.
  await press(page, main.getByRole('link', { name: 'Settings' }));
  await tabTo(page, page.getByRole('tab', { name: 'Profile' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Family' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Family' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Integrations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toContainText('Kai');
  // A dialog of the Family tab: opened by Enter, closed by Escape, focus returned.
  const addMember = page.getByRole('button', { name: 'Add Member' });
  await press(page, addMember);
  await expect(dialog).toBeVisible();
  await escapeFrom(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(addMember).toBeFocused();
  await page.context().close();
});
