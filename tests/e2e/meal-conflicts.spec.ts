import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { familyOnTwoDevices } from './support/family-app.ts';
import { FAMILY_ZONE, fillMeal, mealDialog, saveMeal } from './support/meal-app.ts';

test.use({ timezoneId: FAMILY_ZONE });

test('two devices editing one meal: a change or a delete on one is shown to the other, who never half-saves', async ({
  browser,
}) => {
  const { first: deviceA, second: deviceB } = await familyOnTwoDevices(
    browser,
    `Conflict ${Date.now()}`,
    'Ada',
  );

  await deviceA.getByRole('button', { name: 'Add a meal' }).click();
  await fillMeal(deviceA, { quickAdd: ['Soup', 'Bread'] });
  await mealDialog(deviceA).getByRole('button', { name: 'Remove Bread' }).click();
  await saveMeal(deviceA, 'Create Meal');
  await expect(deviceB.getByRole('button', { name: 'Edit meal: Soup' })).toBeVisible();

  // B opens the meal; A changes it meanwhile.
  await deviceB.getByRole('button', { name: 'Edit meal: Soup' }).click();
  const dialogB = mealDialog(deviceB);
  await dialogB.getByRole('button', { name: 'More Options' }).click();
  await dialogB.getByLabel('Notes').fill('B’s note');
  await deviceA.getByRole('button', { name: 'Edit meal: Soup' }).click();
  await fillMeal(deviceA, { dishes: ['Bread'] });
  await saveMeal(deviceA, 'Update Meal');
  await expect(dialogB.getByRole('alert')).toHaveText(/Someone else just changed this meal/);

  // B's save from the older version is refused with a clear message; nothing of it lands.
  await dialogB.getByRole('button', { name: 'Update Meal' }).first().click();
  await expect(deviceB.getByText('Error updating meal', { exact: true }).first()).toBeVisible();
  await expect(
    deviceB
      .getByText(
        'Someone else changed this meal while you were editing. Review their changes and save again.',
        { exact: true },
      )
      .first(),
  ).toBeVisible();
  await expect(dialogB).toBeVisible();
  await expect(deviceA.getByRole('button', { name: 'Edit meal: Soup +1' })).toBeVisible();

  // B takes A's version and saves on top of it; both agree.
  await dialogB.getByRole('button', { name: 'Show their changes' }).click();
  await expect(dialogB.getByRole('list', { name: 'Selected dishes' })).toHaveText(/Soup.*Bread/);
  await dialogB.getByRole('button', { name: 'Remove Soup' }).click();
  await saveMeal(deviceB, 'Update Meal');
  await expect(deviceA.getByRole('button', { name: 'Edit meal: Bread' })).toBeVisible();
  await expect(deviceB.getByRole('button', { name: 'Edit meal: Bread' })).toBeVisible();

  // B edits while A deletes: B's dialog closes and says why.
  await deviceB.getByRole('button', { name: 'Edit meal: Bread' }).click();
  await expect(dialogB.getByRole('heading', { name: 'Edit Meal' })).toBeVisible();
  await deviceA.goto('/planning');
  await deviceA.getByRole('button', { name: 'Delete meal: Bread' }).click();
  await expect(dialogB).toBeHidden();
  await expect(deviceB.getByText('Meal deleted', { exact: true }).first()).toBeVisible();
  await expect(
    deviceB
      .getByText('Someone else deleted this meal while you were editing it.', { exact: true })
      .first(),
  ).toBeVisible();
  await expect(deviceB.getByText('No meals planned for this week')).toBeVisible();
  await expect(deviceA.getByText('No meal planned')).toHaveCount(7);
});
