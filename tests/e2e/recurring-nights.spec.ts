// Recurring nights: a weekly rule set in Settings shows on the planning page's empty day
// of that weekday, instead of a suggestion, and one click plans it.
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { weekdayName } from '#domain/time/date-labels.ts';
import { addDays, weekRange } from '#domain/time/family-dates.ts';
import { newFamily } from './support/family-app.ts';
import {
  dayCard,
  FAMILY_ZONE,
  familyToday,
  fillMeal,
  mealDialog,
  saveMeal,
} from './support/meal-app.ts';

test.use({ timezoneId: FAMILY_ZONE });

test('set Taco Tuesday and Take Out Friday in Settings, then plan Tuesday with one click', async ({
  page,
}) => {
  await newFamily(page, `Weekly ${Date.now()}`, 'Rosa');
  for (const name of ['Tacos', 'Lasagna']) {
    const response = await page.request.post('/api/dishes', {
      data: { name },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto('/settings?tab=family');
  const tuesdayRule = page.getByLabel('Recurring night on Tuesday');
  await expect(tuesdayRule.locator('option', { hasText: 'Tacos' })).toHaveCount(1);
  await tuesdayRule.selectOption({ label: 'Tacos' });
  await page.getByLabel('Recurring night on Friday').selectOption({ label: 'Take Out' });
  await page
    .getByLabel('Recurring night on Sunday')
    .selectOption({ label: 'Someone cooks a new dish' });
  await expect(tuesdayRule.locator('option:checked')).toHaveText('Tacos');

  const { from: sunday } = weekRange(familyToday(), 1);
  const [tuesday, friday] = [addDays(sunday, 2), addDays(sunday, 5)];
  await page.goto('/planning');
  const tuesdayCard = await dayCard(page, tuesday);
  const rule = tuesdayCard.getByTestId('day-recurring-night');
  await expect(rule).toContainText('Every Tuesday');
  await expect(rule).toContainText('Tacos');
  await expect(tuesdayCard.getByTestId('day-suggestion')).toHaveCount(0);
  const fridayCard = await dayCard(page, friday);
  await expect(fridayCard.getByTestId('day-recurring-night')).toContainText('Take Out');

  await rule.getByRole('button', { name: `Plan Tacos on ${weekdayName(tuesday)}` }).click();
  await expect(tuesdayCard.getByTestId('planned-meal')).toContainText('Tacos');
  await expect(tuesdayCard.getByTestId('day-recurring-night')).toHaveCount(0);
  await expect(page.getByText('Meal planned', { exact: true })).toBeVisible();
  // Friday's rule is still offered.
  await expect(fridayCard.getByTestId('day-recurring-night')).toBeVisible();

  // A new-dish night has no dish yet: "Plan it" opens the meal dialog to name it, and no
  // meal called 'TBD' appears.
  const sundayCard = await dayCard(page, sunday);
  await sundayCard
    .getByRole('button', { name: `Plan Someone cooks a new dish on ${weekdayName(sunday)}` })
    .click();
  await expect(mealDialog(page)).toBeVisible();
  await expect(mealDialog(page).getByLabel('Date')).toHaveValue(sunday);
  await expect(sundayCard.getByTestId('planned-meal')).toHaveCount(0);
  await fillMeal(page, { quickAdd: ['Green Curry'] });
  await saveMeal(page, 'Create Meal');
  await expect(sundayCard.getByTestId('planned-meal')).toContainText('Green Curry');
  await expect(sundayCard).not.toContainText('TBD');
});
