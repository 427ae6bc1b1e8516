// docs/servings-and-recipe-import.md: a family of two adults, a 6-year-old and a guest plans a 4-serving recipe and
// sees the quantities scaled to 3½ portions on the dish, the meal and the shopping list.
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { newFamily } from './support/family-app.ts';
import {
  addChildMember,
  FAMILY_ZONE,
  familyToday,
  fillMeal,
  mealDialog,
  saveMeal,
} from './support/meal-app.ts';

test.use({ timezoneId: FAMILY_ZONE });

test('a 4-serving recipe cooked for 2 adults, a 6-year-old and a guest is scaled to 3½ on the meal, the dish and the list', async ({
  page,
}) => {
  const today = familyToday();
  const family = `Table ${Date.now()}`;
  await newFamily(page, family, 'Alex');
  const sixYearsAgo = `${Number(today.slice(0, 4)) - 6}${today.slice(4).replace('-02-29', '-02-28')}`;
  await addChildMember(family, 'Sam', '1984-05-05');
  await addChildMember(family, 'Mia', sixYearsAgo);

  // The dish form takes the servings the recipe makes.
  await page.goto('/dishes');
  await page.getByRole('button', { name: 'Add New Dish' }).click();
  await page.getByRole('button', { name: 'Enter by Hand' }).click();
  await page.getByLabel('Dish Name').fill('Garlic Chicken');
  await page.getByLabel('Servings').fill('4');
  for (const line of ['2 cups quinoa', '4 cloves garlic, minced', '1 lb chicken thighs']) {
    await page.getByLabel('New ingredient').fill(line);
    await page.getByLabel('New ingredient').press('Enter');
  }
  await page.getByRole('button', { name: 'Add Dish' }).click();
  await expect(page.getByText('Dish added successfully!', { exact: true })).toBeVisible();

  // The meal: everyone plus a guest is 1 + 1 + ½ + 1.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add a meal' }).click();
  await fillMeal(page, { dishes: ['Garlic Chicken'], guests: ['Grandpa'] });
  const dialog = mealDialog(page);
  await expect(dialog.getByTestId('cooking-for')).toHaveText('Cooking for 3½');
  const mealIngredients = dialog.getByRole('list', { name: 'Garlic Chicken ingredients' });
  await expect(mealIngredients.getByRole('listitem')).toHaveText([
    '1¾ cups quinoa',
    '3 cloves garlic, minced',
    '14 oz chicken thighs',
  ]);
  // The cook can override the count, and go back to it.
  await dialog.getByRole('spinbutton', { name: 'Portions' }).fill('6');
  await expect(dialog.getByTestId('cooking-for')).toHaveText('Cooking for 6');
  await expect(mealIngredients.getByRole('listitem').first()).toHaveText('3 cups quinoa');
  await dialog.getByRole('button', { name: 'Count who is coming (3½)' }).click();
  await expect(dialog.getByTestId('cooking-for')).toHaveText('Cooking for 3½');
  await saveMeal(page, 'Create Meal');

  // The dish page shows the recipe scaled for that meal.
  await page.goto('/dishes');
  await page.getByTestId('dish-card').filter({ hasText: 'Garlic Chicken' }).click();
  await expect(page.getByTestId('dish-scaled-for')).toContainText('cooking for 3½');
  await expect(page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem')).toHaveText([
    '1¾ cups quinoa',
    '3 cloves garlic, minced',
    '14 oz chicken thighs',
  ]);

  // Refresh from meals puts the scaled amounts on the list.
  await page.goto('/shopping-list');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('List Refreshed', { exact: true }).first()).toBeVisible();
  const item = (name: string) =>
    page
      .getByTestId('shopping-item')
      .filter({ has: page.getByTestId('item-name').getByText(name, { exact: true }) });
  await expect(item('Quinoa')).toContainText('1 3/4 cups');
  await expect(item('Garlic')).toContainText('3 cloves');
  await expect(item('Chicken Thighs')).toContainText('14 oz');
});
