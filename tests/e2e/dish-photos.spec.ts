// docs/kitchen-tablet.md: an imported recipe keeps its photo; a member adds one from the phone's camera;
// the photo shows on the library card, the dish page and tonight's meal row, and another
// family cannot open it.
import { expect, type Locator } from '@playwright/test';
import { test } from './support/test.ts';
import sharp from 'sharp';
import { newDevice, newFamily } from './support/family-app.ts';
import { FAMILY_ZONE, familyToday } from './support/meal-app.ts';
import { serveRecipePage } from './support/recipe-page-server.ts';

test.use({ timezoneId: FAMILY_ZONE, viewport: { width: 390, height: 844 } });

const image = (width: number, height: number, colour: string, format: 'jpeg' | 'png') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

async function loadedWidth(img: Locator): Promise<number> {
  await expect(img).toBeVisible();
  await expect
    .poll(() =>
      img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
  return img.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

test('an imported recipe keeps its photo, a member uploads one, and only the family sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await newFamily(page, `Photos ${Date.now()}`, 'Pia');
  const recipe = await serveRecipePage(await image(2000, 1500, '#e0b040', 'jpeg'));
  try {
    await page.goto('/dishes');
    await page.getByRole('button', { name: 'Add New Dish' }).click();
    await page.getByRole('button', { name: 'From Online Recipe' }).click();
    await page.getByLabel('Recipe URL').fill(recipe.url);
    await page.getByRole('button', { name: 'Extract Recipe' }).click();
    await expect(page.getByLabel('Dish Name')).toHaveValue('Lemon Pasta');
    await page.getByRole('button', { name: 'Add Dish' }).click();
    // The server fetched the recipe's image and made a card-sized copy of it.
    const card = page.getByTestId('dish-card').filter({ hasText: 'Lemon Pasta' });
    expect(await loadedWidth(card.getByRole('img', { name: 'Photo of Lemon Pasta' }))).toBe(320);
  } finally {
    await recipe.close();
  }

  // A new photo from the phone: the dish page's file input takes the camera's picture.
  await page.getByTestId('dish-card').filter({ hasText: 'Lemon Pasta' }).click();
  // Read the dish page's photo, not the library card's that shows until the page has changed.
  await expect(page).toHaveURL(/\/dishes\/[0-9a-f-]+$/);
  const photo = page.getByRole('img', { name: 'Photo of Lemon Pasta' });
  await expect(photo).toHaveAttribute('src', /\/medium$/);
  const imported = await photo.getAttribute('src');
  const input = page.locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');
  await input.setInputFiles({
    name: 'camera.png',
    mimeType: 'image/png',
    buffer: await image(1200, 900, '#4080c0', 'png'),
  });
  await expect(photo).not.toHaveAttribute('src', imported!);
  expect(await loadedWidth(photo)).toBe(800);
  const src = (await photo.getAttribute('src'))!;

  // Tonight's meal row shows it too.
  const dishID = src.split('/')[3]!;
  await page.request.post('/api/meals', {
    headers: { origin: baseURL! },
    data: { meal_date: familyToday(), who_is_cooking: 'Home Cooked', dish_ids: [dishID] },
  });
  await page.goto('/dashboard');
  const row = page.getByTestId('upcoming-meal').filter({ hasText: 'Lemon Pasta' });
  expect(await loadedWidth(row.getByRole('img', { name: 'Photo of Lemon Pasta' }))).toBe(320);

  // Another family's member gets nothing at that address.
  const outsider = await newDevice(browser);
  await newFamily(outsider, `Others ${Date.now()}`, 'Otto');
  expect((await outsider.request.get(src)).status()).toBe(404);
  expect((await page.request.get(src)).headers()['content-type']).toBe('image/webp');
});
