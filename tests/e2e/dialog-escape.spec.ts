// Escape closes the dialog the focus is in, also when a toast came up over it: Radix gives
// Escape to the highest layer only, and a toast that appears while the dialog is open is
// that layer; it took the Escape and the dialog stayed (client/components/ui/dialog.tsx;
// docs/accessibility.md).
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { newFamily } from './support/family-app.ts';

test('Escape closes a dialog when a toast came up over it', async ({ page }) => {
  await newFamily(page, `Escape ${Date.now()}`, 'Esme');
  await page.goto('/dishes');
  const opener = page.getByRole('button', { name: 'Add New Dish' }).first();
  await opener.click();
  await page.getByRole('button', { name: 'From Online Recipe' }).click();
  await page.getByLabel('Recipe URL').fill('ftp://example.com/recipe');
  await page.getByRole('button', { name: 'Extract Recipe' }).click();
  // The failure's toast, shown while the dialog stays open.
  await expect(page.getByText('Error extracting recipe', { exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.getByLabel('Recipe URL').focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
