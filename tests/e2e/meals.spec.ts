import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { mealRowDate, relativeDay } from '#domain/time/date-labels.ts';
import { addDays } from '#domain/time/family-dates.ts';
import { newDevice, newFamily, secondDevice } from './support/family-app.ts';
import {
  addChildMember,
  dayCard,
  FAMILY_ZONE,
  familyToday,
  fillMeal,
  mealDialog,
  openMoreOptions,
  saveMeal,
} from './support/meal-app.ts';

test.use({ timezoneId: FAMILY_ZONE });

const stat = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const upcoming = (page: Page) => page.getByTestId('upcoming-meal');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('plan meals with dishes, leftovers, take-out and a guest; rate them; history and stats follow; a second device’s planning page follows live', async ({
  browser,
}) => {
  const today = familyToday();
  const [yesterday, tomorrow, later] = [addDays(today, -1), addDays(today, 1), addDays(today, 2)];
  const family = `Garcia ${Date.now()}`;
  const deviceA = await newDevice(browser);
  const email = await newFamily(deviceA, family, 'Lena');

  // Empty dashboard.
  await expect(deviceA.getByText('No meals planned for this week')).toBeVisible();
  await expect(deviceA.getByText('Click "+" to get started!')).toBeVisible();
  await expect(deviceA.getByText('No dishes to rate right now!')).toBeVisible();
  await expect(stat(deviceA, 'Meals Planned')).toHaveText('0');
  await expect(stat(deviceA, 'Avg Rating')).toHaveText('0.0');
  await expect(stat(deviceA, 'Suggestions Used')).toHaveText('0');

  // The second device watches the planning page.
  const deviceB = await secondDevice(browser, email, 'Lena');
  await deviceB
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Planning' })
    .click();
  await expect(deviceB.getByTestId('day-card')).toHaveCount(7);
  await expect(deviceB.getByText('No meal planned')).toHaveCount(7);
  await expect(deviceB.getByRole('button', { name: 'Previous week' })).toBeDisabled();

  // Tonight: two quick-added dishes and a guest.
  await deviceA.getByRole('button', { name: 'Add a meal' }).click();
  const dialog = mealDialog(deviceA);
  await expect(dialog.getByRole('heading', { name: 'Add a Meal' })).toBeVisible();
  await expect(dialog.getByText('Plan a meal for a specific date')).toBeVisible();
  await expect(dialog.getByLabel('Date')).toHaveValue(today);
  await fillMeal(deviceA, { quickAdd: ['Chili', 'Cornbread'] });
  await expect(toast(deviceA, 'Dish created')).toBeVisible();
  await openMoreOptions(deviceA);
  await expect(dialog.getByLabel('Meal Type')).toHaveValue('Dinner');
  await expect(dialog.getByRole('checkbox', { name: 'Lena' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await dialog.getByLabel('Guest name').fill('   ');
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await fillMeal(deviceA, { guests: ['  Grandma Rosa '] });
  await expect(toast(deviceA, 'Guest added')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Guests' })).toHaveText(/^Grandma Rosa/);
  await saveMeal(deviceA, 'Create Meal');
  await expect(upcoming(deviceA)).toHaveText([
    new RegExp(`${mealRowDate(today)}.*2 attendees.*Chili \\+1.*with\\s*Cornbread`),
  ]);
  await expect((await dayCard(deviceB, today)).getByTestId('planned-meal')).toContainText(
    'Chili +1',
  );

  // Tomorrow: leftovers need a dish, and offer what was cooked in the days before.
  await deviceA.getByRole('button', { name: 'Add a meal' }).click();
  await fillMeal(deviceA, { date: tomorrow, cook: 'Leftovers' });
  await expect(dialog.getByRole('button', { name: 'Create Meal' }).first()).toBeDisabled();
  await expect(dialog.getByRole('list', { name: 'Dish choices' }).getByRole('button')).toHaveText([
    /Chili/,
    /Cornbread/,
  ]);
  await fillMeal(deviceA, { dishes: ['Chili'] });
  await saveMeal(deviceA, 'Create Meal');
  await expect((await dayCard(deviceB, tomorrow)).getByTestId('planned-meal')).toContainText(
    'Leftovers (Chili)',
  );

  // The day after: take-out, no dishes.
  await deviceA.getByRole('button', { name: 'Add a meal' }).click();
  await fillMeal(deviceA, { date: later, cook: 'Take Out' });
  await expect(dialog.getByText('Take Out meal - no dishes needed to select.')).toBeVisible();
  await expect(dialog.getByLabel('Search dishes')).toBeHidden();
  await saveMeal(deviceA, 'Create Meal');
  await expect((await dayCard(deviceB, later)).getByTestId('planned-meal')).toContainText(
    'Take Out',
  );
  await expect(upcoming(deviceA)).toHaveCount(3);

  // Yesterday's dinner, for the history.
  await deviceA.getByRole('button', { name: 'Add a meal' }).click();
  await fillMeal(deviceA, { date: yesterday, dishes: ['Cornbread'] });
  await saveMeal(deviceA, 'Create Meal');
  await expect(stat(deviceA, 'Meals Planned')).toHaveText('4');

  // Device B edits tonight's meal: More Options opens by itself (it has a guest).
  await (
    await dayCard(deviceB, today)
  )
    .getByRole('button', { name: 'Edit meal: Chili +1' })
    .click();
  const dialogB = mealDialog(deviceB);
  await expect(dialogB.getByRole('heading', { name: 'Edit Meal' })).toBeVisible();
  await expect(dialogB.getByText('Update your meal details')).toBeVisible();
  await expect(dialogB.getByLabel('Guest name')).toBeVisible();
  await dialogB.getByRole('button', { name: 'Remove Cornbread' }).click();
  await saveMeal(deviceB, 'Update Meal');
  await expect(deviceB.getByTestId('message-bar')).toHaveText('Meal updated successfully');
  await expect(deviceB.getByTestId('message-bar')).toBeHidden();
  await expect(deviceA.getByRole('button', { name: 'Edit meal: Chili' })).toBeVisible();

  // Device B deletes the take-out night with the small x.
  await (
    await dayCard(deviceB, later)
  )
    .getByRole('button', { name: 'Delete meal: Take Out' })
    .click();
  await expect(deviceB.getByTestId('message-bar')).toContainText('Meal deleted');
  await expect(upcoming(deviceA)).toHaveCount(2);
  await expect((await dayCard(deviceB, later)).getByText('No meal planned')).toBeVisible();

  // Rate from the dashboard: the rated dish leaves the list, stats and library follow.
  const toRate = deviceA.getByRole('list', { name: 'Dishes to rate' }).getByRole('listitem');
  await expect(toRate).toHaveText([
    new RegExp(`Chili.*Dinner · ${relativeDay(today, today)}`),
    new RegExp(`Cornbread.*Dinner · ${relativeDay(yesterday, today)}`),
  ]);
  await toRate.filter({ hasText: 'Chili' }).getByRole('button', { name: '4 stars' }).click();
  await expect(toRate).toHaveCount(1);
  await expect(stat(deviceA, 'Avg Rating')).toHaveText('4.0');
  await expect(deviceA.getByRole('button', { name: 'Edit meal: Chili' })).toBeVisible();
  await expect(upcoming(deviceA).first()).toContainText('★ 4.0');
  await expect((await dayCard(deviceB, today)).getByTestId('planned-meal')).toContainText('★ 4.0');

  // History: rate yesterday's dinner for the family, a child with faces.
  await addChildMember(family, 'Kai', '2019-06-01');
  await deviceA
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(deviceA.getByRole('heading', { name: 'Dinner History & Ratings' })).toBeVisible();
  const cornbreadMeal = deviceA.getByTestId('history-meal').filter({ hasText: 'Cornbread' });
  await expect(cornbreadMeal).toContainText('Not rated yet');
  await cornbreadMeal.getByRole('button', { name: 'Rate Meal' }).click();
  const rateDialog = deviceA.getByRole('dialog');
  await expect(rateDialog.getByRole('group', { name: 'Kai’s rating' })).toBeVisible();
  await rateDialog.getByRole('button', { name: 'Save Ratings' }).click();
  await expect(toast(deviceA, 'Please rate the meal')).toBeVisible();
  await expect(toast(deviceA, 'At least one family member should rate this meal.')).toBeVisible();
  await rateDialog
    .getByRole('group', { name: 'Lena’s rating' })
    .getByRole('button', { name: '5 stars' })
    .click();
  await rateDialog
    .getByRole('group', { name: 'Kai’s rating' })
    .getByRole('button', { name: 'Good (4 of 5)' })
    .click();
  await expect(rateDialog.getByText('Average: 4.5')).toBeVisible();
  await rateDialog.getByLabel('Notes (optional)').fill('Kai asked for seconds');
  await rateDialog.getByRole('button', { name: 'Save Ratings' }).click();
  await expect(rateDialog).toBeHidden();
  await expect(cornbreadMeal.getByLabel('Meal rating')).toHaveText('★ 4.5');
  await expect(cornbreadMeal.getByRole('list', { name: 'Ratings by member' })).toHaveText(
    /Lena ★ 5\.0.*Kai ★ 4\.0/,
  );
  await expect(cornbreadMeal).toContainText('Kai asked for seconds');

  await deviceA.getByRole('tab', { name: 'Top Dishes' }).click();
  await expect(deviceA.getByTestId('top-dish')).toHaveText([
    /Cornbread.*2 ratings.*last served.*★ 4\.5/,
    /Chili.*1 rating.*last served.*★ 4\.0/,
  ]);
  await deviceA.getByRole('tab', { name: 'Family Stats' }).click();
  await expect(stat(deviceA, 'Meals Planned')).toHaveText('3');
  await expect(stat(deviceA, 'Avg Rating')).toHaveText('4.3');

  // The library and the dish page show the averages.
  await deviceA.goto('/dishes');
  await expect(deviceA.getByTestId('dish-card').filter({ hasText: 'Cornbread' })).toContainText(
    '★ 4.5',
  );
  await deviceA.getByTestId('dish-card').filter({ hasText: 'Chili' }).click();
  await expect(deviceA.getByText('★ 4.0 (1)')).toBeVisible();
  await deviceA.goto('/dashboard');
  await expect(deviceA.getByText('No dishes to rate right now!')).toBeVisible();
});
