import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { newDevice, newFamily, signIn } from './support/family-app.ts';
import { serveRecipePage } from './support/recipe-page-server.ts';

test('dish library: add by hand, import from a page, edit, search, filter, delete — live on a second device', async ({
  browser,
}) => {
  const deviceA = await newDevice(browser);
  const email = await newFamily(deviceA, 'Rossi', 'Gia');
  const deviceB = await newDevice(browser);
  await signIn(deviceB, email);
  await deviceB
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dishes' })
    .click();
  await expect(deviceB.getByText('No dishes found')).toBeVisible();

  // Add by hand.
  await deviceA.goto('/dishes');
  await deviceA.getByRole('button', { name: 'Add New Dish' }).click();
  await deviceA.getByRole('button', { name: 'Enter by Hand' }).click();
  await deviceA.getByRole('button', { name: 'Add Dish' }).click();
  await expect(
    deviceA.getByText('Dish name is required to save the dish.', { exact: true }),
  ).toBeVisible();
  await deviceA.getByLabel('Dish Name').fill('Garlic Bread');
  await deviceA.getByLabel('Type', { exact: true }).selectOption('Side');
  await deviceA.getByLabel('Cuisine Type').selectOption('Italian');
  await deviceA.getByLabel('Prep', { exact: true }).selectOption('Quick');
  await deviceA.getByLabel('Make Ahead').check();
  await deviceA.getByLabel('New ingredient').fill('1 baguette');
  await deviceA.getByLabel('New ingredient').press('Enter');
  await deviceA.getByLabel('New ingredient').fill('3 cloves garlic');
  await deviceA.getByRole('button', { name: 'Add ingredient' }).click();
  await deviceA.getByLabel('Instructions').fill('Butter, garlic, bake.');
  await deviceA.getByRole('button', { name: 'Add Dish' }).click();
  await expect(deviceA.getByText('Dish added successfully!', { exact: true })).toBeVisible();
  await expect(deviceB.getByTestId('dish-card')).toHaveText([
    /Garlic Bread.*Side.*Quick.*Make Ahead.*Italian/,
  ]);

  // Import from a recipe page.
  const page = await serveRecipePage();
  try {
    await deviceA.getByRole('button', { name: 'Add New Dish' }).click();
    await deviceA.getByRole('button', { name: 'From Online Recipe' }).click();
    await expect(deviceA.getByRole('button', { name: 'Extract Recipe' })).toBeDisabled();
    await deviceA.getByLabel('Recipe URL').fill(page.url);
    await deviceA.getByRole('button', { name: 'Extract Recipe' }).click();
    await expect(
      deviceA.getByText('Recipe extracted successfully!', { exact: true }),
    ).toBeVisible();
    await expect(deviceA.getByLabel('Dish Name')).toHaveValue('Lemon Pasta');
    await expect(deviceA.getByLabel('Cuisine Type')).toHaveValue('Italian');
    await expect(
      deviceA.getByRole('list', { name: 'Ingredients' }).getByRole('listitem'),
    ).toHaveCount(3);
    await deviceA.getByRole('button', { name: 'Add Dish' }).click();
    await expect(deviceB.getByTestId('dish-card')).toHaveCount(2);
  } finally {
    await page.close();
  }

  // Search and filter.
  await deviceA.getByLabel('Search dishes').fill('ital');
  await expect(deviceA.getByTestId('dish-card')).toHaveCount(2);
  await deviceA.getByLabel('Search dishes').fill('lemon');
  await expect(deviceA.getByTestId('dish-card')).toHaveText([/Lemon Pasta/]);
  await deviceA.getByLabel('Search dishes').fill('');
  await deviceA.getByRole('button', { name: 'Just Sides' }).click();
  await expect(deviceA.getByTestId('dish-card')).toHaveText([/Garlic Bread/]);
  await deviceA.getByRole('button', { name: 'Just Apps' }).click();
  await expect(deviceA.getByText('No dishes found')).toBeVisible();
  await deviceA.getByRole('button', { name: 'All Dishes' }).click();

  // Edit on the detail page; the other device's detail page follows.
  await deviceA.getByTestId('dish-card').filter({ hasText: 'Lemon Pasta' }).click();
  await expect(deviceA.getByRole('heading', { name: 'Lemon Pasta' })).toBeVisible();
  // The card's own heading has that name too: the address says the detail page is open.
  await expect(deviceA).toHaveURL(/\/dishes\/[^/]+$/);
  await deviceB.goto(deviceA.url());
  await deviceA.getByRole('button', { name: 'Edit' }).click();
  await deviceA.getByLabel('Dish Name').fill('Lemon Butter Pasta');
  await deviceA.getByRole('button', { name: 'Update Dish' }).click();
  await expect(deviceA.getByText('Dish updated successfully!', { exact: true })).toBeVisible();
  await expect(deviceB.getByRole('heading', { name: 'Lemon Butter Pasta' })).toBeVisible();
  await expect(deviceB.getByText('Boil the pasta.')).toBeVisible();

  // Delete with a confirmation naming the dish; no meal uses it, so it goes for good.
  await deviceA.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = deviceA.getByRole('dialog', { name: 'Delete “Lemon Butter Pasta”?' });
  await expect(confirm).toContainText('No meal uses this dish.');
  await confirm.getByRole('button', { name: 'Delete Dish' }).click();
  await expect(deviceA.getByText('Dish deleted', { exact: true })).toBeVisible();
  await expect(deviceA).toHaveURL(/\/dishes$/);
  await expect(deviceB.getByText('Dish not found')).toBeVisible();
  await deviceB.goto('/dishes');
  await expect(deviceB.getByTestId('dish-card')).toHaveText([/Garlic Bread/]);
});
