// Finding a dish by what is in it and by the family's tags, sharing a recipe into the app,
// and planning by dragging: each on a laptop and a phone of one family, live between them.
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { shortDate, weekdayName } from '#domain/time/date-labels.ts';
import { addDays, daysOf, weekRange } from '#domain/time/family-dates.ts';
import type { Dish } from '#schema';
import { newDevice, newFamily, postAs, signIn, signInAs } from './support/family-app.ts';
import { FAMILY_ZONE, familyToday, mealDialog } from './support/meal-app.ts';

test.use({ timezoneId: FAMILY_ZONE });

async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: FAMILY_ZONE,
  });
  return context.newPage();
}

/** Every control added here is at least 44 px square at 390 px width. */
async function expectTouchSize(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
}

/** The phone's screen never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

const dayRegion = (page: Page, date: string) =>
  page.getByRole('region', { name: `${weekdayName(date)} ${shortDate(date)}` });

test('find a dish by an ingredient or a tag; tags set on one device show on the other', async ({
  browser,
}) => {
  const laptop = await newDevice(browser);
  const email = await newFamily(laptop, `Finding ${Date.now()}`, 'Lena');
  const dal = await postAs<Dish>(laptop, '/api/dishes', {
    name: 'Dal',
    ingredients: ['1 cup red lentils', '2 Tomatoes, chopped'],
  });
  const stew = await postAs<Dish>(laptop, '/api/dishes', {
    name: 'Chicken stew',
    ingredients: ['6 boneless chicken thighs', '2 carrots'],
  });
  const mobile = await phone(browser);
  await signInAs(mobile, email, 'Lena');
  await mobile.goto('/dishes');
  const search = mobile.getByLabel('Search dishes');
  const cards = mobile.getByTestId('dish-card');

  await search.fill('lentil');
  await expect(cards).toHaveText([/Dal/]);
  await search.fill('Chicken Thigh');
  await expect(cards).toHaveText([/Chicken stew/]);

  // Tags on the laptop's dish pages; the second dish is offered the family's first tag.
  await laptop.goto(`/dishes/${dal.dish_id}`);
  await laptop.getByLabel('New tag').fill('Kids love it');
  await laptop.getByRole('button', { name: 'Add Tag' }).click();
  await expect(laptop.getByRole('list', { name: 'Tags' })).toHaveText(/Kids love it/);
  await laptop.goto(`/dishes/${stew.dish_id}`);
  await laptop.getByRole('button', { name: 'Add tag Kids love it' }).click();
  await laptop.getByLabel('New tag').fill('freezer');
  await laptop.getByLabel('New tag').press('Enter');
  await expect(laptop.getByRole('list', { name: 'Tags' })).toHaveText(/Kids love it.*freezer/);

  // The phone finds both by the tag at once, and the tag filter narrows to one.
  await search.fill('kids love');
  await expect(cards).toHaveText([/Chicken stew/, /Dal/]);
  await search.fill('');
  await expectTouchSize(mobile.getByRole('button', { name: '# freezer' }));
  await expectNoSidewaysScroll(mobile);
  await mobile.getByRole('button', { name: '# freezer' }).click();
  await expect(cards).toHaveText([/Chicken stew/]);
  await mobile.getByRole('button', { name: '# freezer' }).click();

  // Removing a tag on the phone takes it off the laptop's page.
  await mobile.goto(`/dishes/${stew.dish_id}`);
  await expectTouchSize(mobile.getByRole('button', { name: 'Remove tag freezer' }));
  await expectTouchSize(mobile.getByLabel('New tag'));
  await expectNoSidewaysScroll(mobile);
  await mobile.getByRole('button', { name: 'Remove tag freezer' }).click();
  await expect(laptop.getByRole('list', { name: 'Tags' })).not.toContainText('freezer');

  // The meal dialog's picker searches the same way.
  await laptop.goto('/planning');
  await laptop.getByRole('button', { name: 'Add a meal' }).first().click();
  await mealDialog(laptop).getByLabel('Search dishes').fill('lentils');
  const choices = mealDialog(laptop).getByRole('list', { name: 'Dish choices' });
  await expect(choices.getByRole('button', { name: 'Dal' })).toBeVisible();
  await expect(choices.getByRole('button', { name: 'Chicken stew' })).toHaveCount(0);
});

test('a recipe shared from the phone opens the import with its address, after signing in', async ({
  browser,
}) => {
  const laptop = await newDevice(browser);
  const email = await newFamily(laptop, `Sharing ${Date.now()}`, 'Sam');

  // The phone's share sheet: signed out, and the address only in the text.
  const mobile = await phone(browser);
  await mobile.goto(
    `/share?title=${encodeURIComponent('Soup')}&text=${encodeURIComponent('Look! https://cook.example/soup?id=7.')}`,
  );
  await expect(mobile).toHaveURL(/\/login$/);
  await signIn(mobile, email);
  await expect(mobile).toHaveURL(/\/dishes\?import=/);
  await expect(mealDialog(mobile).getByLabel('Recipe URL')).toHaveValue(
    'https://cook.example/soup?id=7',
  );
  await expectTouchSize(mobile.getByText('Import from any recipe page with one click'));

  // The laptop's bookmarklet opens /share?url=… of this app.
  await laptop.goto('/dishes');
  await laptop.getByRole('button', { name: 'Add New Dish' }).click();
  await laptop.getByRole('button', { name: 'From Online Recipe' }).click();
  await laptop.getByText('Import from any recipe page with one click').click();
  const origin = new URL(laptop.url()).origin;
  await expect(laptop.getByTestId('bookmarklet')).toHaveAttribute(
    'href',
    new RegExp(`^javascript:.*${origin.replace(/[.:/]/g, '\\$&')}/share\\?url=`),
  );
  await laptop.goto(`/share?url=${encodeURIComponent('https://cook.example/dal')}`);
  await expect(mealDialog(laptop).getByLabel('Recipe URL')).toHaveValue('https://cook.example/dal');
});

test('drag a meal and a suggestion to another day on the laptop; Move to... on the phone; both see each move', async ({
  browser,
}) => {
  const laptop = await newDevice(browser);
  await laptop.setViewportSize({ width: 1280, height: 800 });
  const email = await newFamily(laptop, `Dragging ${Date.now()}`, 'Dana');
  const soup = await postAs<Dish>(laptop, '/api/dishes', { name: 'Soup' });
  // Never served, so the suggestions offer it (Soup is served this week).
  await postAs<Dish>(laptop, '/api/dishes', { name: 'Chili' });
  const today = familyToday();
  const week = daysOf(weekRange(today, 0));
  await postAs(laptop, '/api/meals', { meal_date: today, dish_ids: [soup.dish_id] });
  const mobile = await phone(browser);
  await signInAs(mobile, email, 'Dana');
  await mobile.goto('/planning');
  await laptop.goto('/planning');

  // Drag today's meal onto another day of this week.
  const target = week.find((day) => day !== today)!;
  const meal = dayRegion(laptop, today).getByTestId('planned-meal');
  await meal.dragTo(dayRegion(laptop, target));
  await expect(dayRegion(laptop, target).getByTestId('planned-meal')).toContainText('Soup');
  await expect(dayRegion(laptop, today).getByTestId('planned-meal')).toHaveCount(0);
  await expect(dayRegion(mobile, target).getByTestId('planned-meal')).toContainText('Soup');

  // The phone moves it on with "Move to...".
  const back = week.find((day) => day !== target)!;
  await expectTouchSize(
    dayRegion(mobile, target).getByRole('button', { name: 'Move to... (Soup)' }),
  );
  await dayRegion(mobile, target).getByRole('button', { name: 'Move to... (Soup)' }).click();
  await mobile
    .getByRole('menu', { name: 'Move Soup to' })
    .getByRole('menuitem', { name: `${weekdayName(back)} ${shortDate(back)}` })
    .hover();
  await expectNoSidewaysScroll(mobile);
  await mobile
    .getByRole('menu', { name: 'Move Soup to' })
    .getByRole('menuitem', { name: `${weekdayName(back)} ${shortDate(back)}` })
    .click();
  await expect(dayRegion(mobile, back).getByTestId('planned-meal')).toContainText('Soup');
  await expect(dayRegion(laptop, back).getByTestId('planned-meal')).toContainText('Soup');
  await expect(dayRegion(laptop, target).getByTestId('planned-meal')).toHaveCount(0);

  // Next week's suggestion for Sunday, dragged onto Monday, is planned there.
  await laptop.getByRole('tab', { name: 'Next Week' }).click();
  const sunday = weekRange(today, 1).from;
  const monday = addDays(sunday, 1);
  const suggestion = dayRegion(laptop, sunday).getByTestId('day-suggestion');
  await expect(suggestion).toContainText('Chili');
  await suggestion.dragTo(dayRegion(laptop, monday));
  await expect(dayRegion(laptop, monday).getByTestId('planned-meal')).toContainText('Chili');
  await mobile.getByRole('tab', { name: 'Next Week' }).click();
  await expect(dayRegion(mobile, monday).getByTestId('planned-meal')).toContainText('Chili');
});
