import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import {
  addShoppingItem,
  familyOnTwoDevices,
  newDevice,
  newFamily,
  shoppingItems,
} from './support/family-app.ts';

test('two devices of a family see each other’s shopping changes live; another family sees none', async ({
  browser,
}) => {
  const { first: deviceA, second: deviceB } = await familyOnTwoDevices(browser, 'Garcia', 'Maria');
  await deviceB.goto('/shopping-list');

  const outsider = await newDevice(browser);
  await newFamily(outsider, 'Other', 'Olga');
  await outsider.goto('/shopping-list');

  // Add on A (dashboard card): title-cased, trimmed quantity, live on B.
  await addShoppingItem(deviceA, '  ripe BANANAS ', ' 6 ');
  await expect(deviceA.getByText('Item added to shopping list', { exact: true })).toBeVisible();
  await expect(shoppingItems(deviceB)).toHaveText(['Ripe Bananas']);
  await expect(deviceB.getByText('(6)')).toBeVisible();
  await expect(deviceB.getByRole('heading', { name: 'Produce (1)' })).toBeVisible();

  // Departments that learn: on a phone, B moves the bananas to the Pantry; A sees it.
  await deviceB.setViewportSize({ width: 390, height: 844 });
  await deviceB.getByRole('button', { name: 'Department of Ripe Bananas' }).click();
  await deviceB.getByRole('menuitemradio', { name: 'Pantry' }).click();
  await expect(deviceB.getByRole('heading', { name: 'Pantry (1)' })).toBeVisible();
  await deviceA.goto('/shopping-list');
  await expect(deviceA.getByRole('heading', { name: 'Pantry (1)' })).toBeVisible();
  await deviceA.goto('/dashboard');

  // Edit on B: Enter saves; A follows.
  await deviceB.getByRole('button', { name: 'Edit Ripe Bananas' }).click();
  await deviceB.getByLabel('Edit item name').fill('green apples');
  await deviceB.getByLabel('Edit item name').press('Enter');
  await expect(shoppingItems(deviceA)).toHaveText(['Green Apples']);

  // Escape cancels an edit without saving.
  await deviceA.getByRole('button', { name: 'Edit Green Apples' }).click();
  await deviceA.getByLabel('Edit item name').fill('nothing');
  await deviceA.getByLabel('Edit item name').press('Escape');
  await expect(shoppingItems(deviceA)).toHaveText(['Green Apples']);

  // Toggle on A; on B it folds away under 'Checked', completed.
  await deviceA.getByRole('checkbox', { name: 'Mark Green Apples done' }).check();
  await deviceB.getByRole('button', { name: /Checked \(1\)/ }).click();
  await expect(deviceB.getByTestId('shopping-item')).toHaveAttribute('data-completed', 'true');

  // The other family saw nothing of this.
  await expect(outsider.getByText('No items in your shopping list')).toBeVisible();
  await expect(shoppingItems(outsider)).toHaveCount(0);

  // Delete on B; A's card empties.
  await deviceB.getByRole('button', { name: 'Delete Green Apples' }).click();
  await expect(deviceA.getByText('No items in your shopping list')).toBeVisible();
  await expect(deviceA.getByRole('link', { name: 'Shopping List (0 items)' })).toBeVisible();

  // The family's choice stuck for the name; the other family's bananas stay in Produce.
  await addShoppingItem(deviceA, 'ripe banana', '');
  await expect(deviceB.getByRole('heading', { name: 'Pantry (1)' })).toBeVisible();
  await outsider.goto('/dashboard');
  await addShoppingItem(outsider, 'ripe bananas', '');
  await outsider.goto('/shopping-list');
  await expect(outsider.getByRole('heading', { name: 'Produce (1)' })).toBeVisible();
});
