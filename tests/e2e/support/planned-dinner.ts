// Dishes, and today's dinner with them, made through the API from a signed-in page (its
// cookies): for tests about what a dish or a planned meal leads to.
import { expect, type Page } from '@playwright/test';
import type { Dish } from '#schema';

/** Adds a dish through the API with the page's session (the page has an address). */
export async function addDish(page: Page, fields: Partial<Dish>): Promise<Dish> {
  const response = await page.request.post('/api/dishes', {
    data: fields,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Dish;
}

export type NewDish = { name: string; ingredients: string[] };

export async function planDinnerToday(page: Page, dishes: NewDish[]) {
  await page.evaluate(async (toCreate) => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as { dish_id: string };
    };
    const ids = [];
    for (const dish of toCreate) ids.push((await post('/dishes', dish)).dish_id);
    // The family's days are in the browser's zone (set at family setup).
    const today = new Intl.DateTimeFormat('en-CA').format(new Date());
    await post('/meals', { meal_date: today, dish_ids: ids });
  }, dishes);
}
