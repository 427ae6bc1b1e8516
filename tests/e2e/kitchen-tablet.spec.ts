// docs/kitchen-tablet.md: tonight's dinner cooked from the kitchen tablet, one step at a time with the
// ingredients scaled for the meal; a timer started on the tablet shows, pauses and rings on
// a phone of the same family, survives a reload and is stopped from either device.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { newFamily, signIn } from './support/family-app.ts';
import { FAMILY_ZONE, familyToday } from './support/meal-app.ts';

test.use({ timezoneId: FAMILY_ZONE });

const timers = (page: Page) =>
  page.getByRole('region', { name: 'Kitchen timers' }).getByTestId('kitchen-timer');

test('cook mode steps through tonight’s dinner and a timer is shared by the tablet and a phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const start = new Date();
  const tablet = await (
    await browser.newContext({ viewport: { width: 1024, height: 768 } })
  ).newPage();
  const phone = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  // Both devices' clocks start at the same moment and keep running; the test moves both.
  await tablet.clock.install({ time: start });
  await phone.clock.install({ time: start });
  // The phone's browser has no Wake Lock: cook mode says how to keep the screen on instead.
  await phone.addInitScript(() => {
    delete (Navigator.prototype as { wakeLock?: unknown }).wakeLock;
  });

  const email = await newFamily(tablet, `Kitchen ${Date.now()}`, 'Kim');
  const origin = { origin: baseURL! };
  const dish = await (
    await tablet.request.post('/api/dishes', {
      headers: origin,
      data: {
        name: 'Tomato Soup',
        type: 'Main',
        prep: 'Quick',
        servings: 2,
        ingredients: ['2 cups stock', '1 onion, chopped'],
        instructions: 'Chop the onion.\nSimmer 10 minutes, stirring.\nBake 25–30 min until golden.',
      },
    })
  ).json();
  await tablet.request.post('/api/meals', {
    headers: origin,
    data: {
      meal_date: familyToday(),
      who_is_cooking: 'Home Cooked',
      dish_ids: [dish.dish_id],
      portions: 4,
    },
  });

  // Tonight's dinner on the dashboard opens cook mode.
  await tablet.goto('/dashboard');
  await tablet.getByRole('link', { name: 'Start cooking' }).click();
  await expect(tablet).toHaveURL(/\/cook\//);
  const step = tablet.getByTestId('cook-step');
  await expect(step).toContainText('Step 1 of 3');
  await expect(step).toContainText('Chop the onion.');
  await expect(tablet.getByTestId('cook-scaled-for')).toHaveText('Cooking for 4');
  await expect(tablet.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
    '4 cups stock',
    '2 onions, chopped',
  ]);
  // A swipe to the left goes on; the buttons go on and back.
  const box = (await step.boundingBox())!;
  await tablet.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await tablet.mouse.down();
  await tablet.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await tablet.mouse.up();
  await expect(step).toContainText('Step 2 of 3');
  await tablet.getByRole('button', { name: 'Next' }).click();
  await expect(step).toContainText('Step 3 of 3');
  await expect(step.getByRole('button', { name: 'Start timer: 25–30 min' })).toBeVisible();
  await tablet.getByRole('button', { name: 'Previous' }).click();
  await expect(step).toContainText('Simmer 10 minutes, stirring.');

  // The phone of the same family, signed in, on its own dashboard.
  await signIn(phone, email);
  await expect(phone.getByRole('heading', { name: /Kim/ })).toBeVisible();

  await step.getByRole('button', { name: 'Start timer: 10 minutes' }).click();
  for (const device of [tablet, phone]) {
    await expect(timers(device)).toHaveCount(1);
    await expect(timers(device)).toContainText('Tomato Soup, step 2: 10 minutes');
    await expect(timers(device).getByTestId('timer-clock')).toHaveText(/^(10:00|9:\d\d)$/);
  }

  // Four minutes later the phone pauses it; the tablet shows it paused, also after a reload.
  await Promise.all([tablet.clock.fastForward('04:00'), phone.clock.fastForward('04:00')]);
  await expect(timers(phone).getByTestId('timer-clock')).toHaveText(/^[56]:\d\d$/);
  await timers(phone).getByRole('button', { name: 'Pause' }).click();
  await expect(timers(tablet)).toContainText('Paused');
  await tablet.reload();
  await expect(timers(tablet)).toContainText('Paused');
  await expect(timers(tablet).getByTestId('timer-clock')).toHaveText(/^[56]:\d\d$/);

  // Resumed on the tablet; when the time is up it rings on both devices.
  await timers(tablet).getByRole('button', { name: 'Resume' }).click();
  await expect(timers(phone)).not.toContainText('Paused');
  await Promise.all([tablet.clock.fastForward('07:00'), phone.clock.fastForward('07:00')]);
  for (const device of [tablet, phone]) {
    await expect(device.getByRole('alert').filter({ hasText: 'Tomato Soup' })).toContainText(
      'Done!',
    );
  }
  // Stopped on the phone: gone from both.
  await timers(phone).getByRole('button', { name: 'Stop' }).click();
  await expect(timers(tablet)).toHaveCount(0);
  await expect(timers(phone)).toHaveCount(0);

  // On the phone, cook mode from the dish says how to keep the screen on.
  await phone.goto(`/cook/${dish.dish_id}`);
  await expect(phone.getByTestId('cook-step')).toContainText('Step 1 of 3');
  await expect(phone.getByTestId('wake-lock-note')).toBeVisible();
});
