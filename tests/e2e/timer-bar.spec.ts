// A running kitchen timer covers nothing (docs/accessibility.md, "Timers"): at the phone,
// tablet and laptop widths, the controls it used to cover take a click, its words are whole
// (unfolded: a phone starts with the bar folded to one line), and a device that folded the
// bar finds it folded after a reload.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { addShoppingItem, newFamily, signIn } from './support/family-app.ts';
import { FAMILY_ZONE } from './support/meal-app.ts';
import { addDish } from './support/planned-dinner.ts';
import { HEIGHT, WIDTHS } from './support/screen-sizes.ts';

test.use({ timezoneId: FAMILY_ZONE });

let owner = '';
let dishId = '';

const timerBar = (page: Page) => page.getByRole('region', { name: 'Kitchen timers' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  owner = await newFamily(page, `Timers ${Date.now()}`, 'Tess');
  const dish = await addDish(page, {
    name: 'Spaghetti Bolognese',
    type: 'Main',
    prep: 'Quick',
    instructions: 'Simmer the sauce 90 minutes, stirring now and then.',
  });
  dishId = dish.dish_id;
  await page.goto(`/cook/${dishId}`);
  await page.getByRole('button', { name: 'Start timer: 90 minutes' }).click();
  await expect(timerBar(page).getByTestId('kitchen-timer')).toHaveCount(1);
  await page.goto('/shopping-list');
  await addShoppingItem(page, 'Whole Milk', '2');
  await page.context().close();
});

/** Clickable: Playwright's checks before a click pass, and the element at the point at its
 * centre is this one or inside it. Soft, so that one run names every covered control. */
async function expectClickable(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const clicks = await control.click({ trial: true, timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  expect.soft(clicks, `${control} takes no click`).toBe(true);
  const hitsItself = await control.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect.soft(hitsItself, `${control} is covered`).toBe(true);
}

for (const width of WIDTHS) {
  test(`a running timer covers no control at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width, height: HEIGHT[width] },
      timezoneId: FAMILY_ZONE,
    });
    const page = await context.newPage();
    await signIn(page, owner);
    await expect(page.getByRole('heading', { name: /Tess/ })).toBeVisible();
    // A phone starts with the bar folded to one line: unfolded, the label is whole.
    await expect(timerBar(page).getByTestId('kitchen-timer')).toHaveCount(1);
    const show = timerBar(page).getByRole('button', { name: 'Show timers' });
    if (width < 768) await show.click();
    const label = timerBar(page).getByText('Spaghetti Bolognese, step 1: 90 minutes', {
      exact: true,
    });
    await expect(label).toBeVisible();

    // Its words are whole: inside the screen, and not clipped by the box they sit in.
    const clipped = await label.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.left < 0 || box.right > window.innerWidth || el.scrollWidth > el.clientWidth + 0.5;
    });
    expect.soft(clipped, 'the timer label is cut off').toBe(false);

    await page.goto('/planning');
    await expectClickable(page.getByRole('tab', { name: 'This Week' }));
    await expectClickable(page.getByRole('tab', { name: 'Next Week' }));
    await page.goto(`/dishes/${dishId}`);
    await expectClickable(page.getByRole('button', { name: 'Edit', exact: true }));
    await expectClickable(page.getByRole('button', { name: 'Delete', exact: true }));
    await page.goto(`/cook/${dishId}`);
    await expectClickable(page.getByRole('link', { name: 'Leave cook mode' }));
    await page.goto('/shopping-list');
    await expect(page.getByTestId('item-name')).toHaveCount(1);
    await expectClickable(page.getByLabel('Qty'));
    // "Add item" is enabled once a name is typed.
    await page.getByLabel('Item name').fill('Eggs');
    await expectClickable(page.getByRole('button', { name: 'Add item' }));
    // The chat fits the window less the timer bar: its message field is on the screen.
    await page.goto('/chat');
    const message = page.getByLabel('Message');
    await expect(message).toBeVisible();
    // Polled: the timer bar's code arrives after the page, and the chat's height follows it.
    const fits = () =>
      message.evaluate((el) => {
        const bottomBar = document.querySelector('nav[aria-label="Bottom"]');
        const limit =
          bottomBar && getComputedStyle(bottomBar).display !== 'none'
            ? bottomBar.getBoundingClientRect().top
            : window.innerHeight;
        return el.getBoundingClientRect().bottom <= limit;
      });
    await expect.soft
      .poll(fits, { message: 'the chat message field is below the fold' })
      .toBe(true);
    await page.goto('/shopping-list');
    for (const row of await page.getByTestId('shopping-item').all()) {
      for (const control of await row.locator('button, input').all())
        await expectClickable(control);
    }
    await context.close();
  });
}

test('a device that folds the timers finds them folded after a reload', async ({ browser }) => {
  const page = await (
    await browser.newContext({ viewport: { width: 1024, height: 768 } })
  ).newPage();
  await signIn(page, owner);
  await expect(timerBar(page).getByTestId('kitchen-timer')).toHaveCount(1);
  await expect(timerBar(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(timerBar(page).getByRole('button', { name: 'Cancel' })).toBeVisible();
  await timerBar(page).getByRole('button', { name: 'Hide timers' }).click();
  // Folded: one line, the nearest timer's time and label, and its Pause; no Cancel.
  await expect(timerBar(page).getByTestId('kitchen-timer')).toHaveCount(1);
  await expect(timerBar(page).getByTestId('timer-summary')).toContainText(
    /\d+:\d\dSpaghetti Bolognese, step 1: 90 minutes/,
  );
  await expect(timerBar(page).getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await page.reload();
  await expect(timerBar(page).getByRole('button', { name: 'Show timers' })).toBeVisible();
  await timerBar(page).getByRole('button', { name: 'Show timers' }).click();
  await expect(timerBar(page).getByRole('button', { name: 'Cancel' })).toBeVisible();
  await page.context().close();
});
