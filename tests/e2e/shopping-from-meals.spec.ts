import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { addShoppingItem, newFamily, shoppingItems } from './support/family-app.ts';
import { planDinnerToday } from './support/planned-dinner.ts';

test('Refresh puts the planned dishes’ ingredients on the list, by aisle and by dish', async ({
  page,
}) => {
  await newFamily(page, 'Planners', 'Paula');
  await planDinnerToday(page, [
    { name: 'Chili', ingredients: ['2 onions, diced', '1 lb ground beef', 'Salt to taste'] },
    { name: 'Salad', ingredients: ['1 red onion', '1 onion', '2 tbsp olive oil'] },
  ]);
  await page.goto('/shopping-list');
  await addShoppingItem(page, 'coffee');

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('List Refreshed', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('Shopping list updated from meal plans', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Produce (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meat & Fish (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Drinks (1)' })).toBeVisible();
  // Salt and olive oil are staples the family has: left off (docs/shopping.md).
  await expect(page.getByRole('heading', { name: /^Pantry/ })).toHaveCount(0);
  const onions = page.getByTestId('shopping-item').filter({ hasText: 'Onions' });
  await expect(onions).toContainText('(3)');
  await expect(onions).toContainText('for Chili, Salad');

  // Refreshing again adds nothing twice.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('List Refreshed', { exact: true }).first()).toBeVisible();
  await expect(shoppingItems(page)).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Shopping List (4)' })).toBeVisible();

  // Group by Dish: a shared ingredient is under each of its dishes.
  await page.getByRole('radio', { name: 'Dish' }).click();
  await expect(page.getByRole('heading', { name: 'Chili (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Salad (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Other Items (1)' })).toBeVisible();
});
