// The dish page reads an ingredient's name (the recipe reader's largest part) only where a
// line needs it: a metric kitchen's cups of flour become grams once that code has come, and
// a US kitchen's page never asks for it (docs/performance.md, "Page weight").
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { newFamily } from './support/family-app.ts';

const NAME_READER = /\/assets\/scale-ingredient-[\w-]+\.js$/;

async function dishWith(page: Page, ingredients: string[]) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/dishes', {
    headers: { origin },
    data: { name: 'Flatbread', type: 'Main', prep: 'Quick', servings: 2, ingredients },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { dish_id: string }).dish_id;
}

test('a metric kitchen sees grams of flour; a US one never loads the name reader', async ({
  browser,
}) => {
  const page = await browser.newPage();
  await newFamily(page, 'Weights', 'Wim');
  const dishID = await dishWith(page, ['2 1/2 cups all-purpose flour', '1 onion, chopped']);
  const ingredients = page.getByRole('list', { name: 'Ingredients' }).getByRole('listitem');

  const asked: string[] = [];
  page.on('request', (request) => {
    if (NAME_READER.test(request.url())) asked.push(request.url());
  });
  await page.goto(`/dishes/${dishID}`);
  await expect(ingredients).toHaveText(['2 1/2 cups all-purpose flour', '1 onion, chopped']);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Family' }).click();
  await page.getByLabel('Units', { exact: true }).selectOption('metric');
  await page.goto(`/dishes/${dishID}`);
  await expect(ingredients.first()).toHaveText(/^\d+ g all-purpose flour$/);
  expect(asked).toHaveLength(1);
  await page.context().close();
});
