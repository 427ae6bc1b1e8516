// A Dutch recipe imported from its page and put on the shopping list through Refresh from
// meals: the Dutch teaspoon and tablespoon (tl, el) are units, not words of a name, the
// equipment the page lists with its ingredients is not bought, and items go to their aisles
// (docs/servings-and-recipe-import.md). The page is made up, in the shape Dutch recipe sites
// publish: a JSON-LD Recipe whose ingredient list ends with an 'Extra nodig' part.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MealResponse } from '#domain/meals/meal-view.ts';
import { todayIn } from '#domain/time/family-dates.ts';
import type { Dish, ShoppingItem } from '#schema';
import { ldScript } from '../../packages/recipe-reader/tests/support/recipe-page.ts';
import { newFamilyMember } from './support/api-client.ts';
import { inProcessApp, type InProcessApp } from './support/in-process-app.ts';

const DUTCH_PAGE = `<!doctype html><html lang="nl"><head><title>Kip met groenten</title>${ldScript({
  name: 'Kip met groenten uit de oven',
  recipeYield: '4 personen',
  recipeIngredient: [
    '400 g kipfilet',
    '2 el olijfolie',
    '1 tl zout',
    '1 tl kurkuma',
    '2 el zure room',
    '250 g kastanjechampignons',
    '1 rode ui',
    '2 takjes tijm',
    '200 ml water',
    'ovenschaal',
    'staafmixer',
    'BBQ met deksel',
  ],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Bak alles in de oven gaar.' }],
})}</head><body><h1>Kip met groenten uit de oven</h1></body></html>`;

let pages: Server;
let base: string;
let app: InProcessApp;

beforeAll(async () => {
  pages = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(DUTCH_PAGE);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  app = inProcessApp({ RECIPE_FETCH_ALLOW_PRIVATE: 'true' });
});

afterAll(async () => {
  await app.stop();
  await new Promise((resolve) => pages.close(resolve));
});

describe('a Dutch recipe on the shopping list', () => {
  it('reads tl and el as units, leaves the equipment out and shelves items by aisle', async () => {
    const cook = await newFamilyMember('Dutch', 'Daan');
    const token = cook.api.token!;
    const imported = await app.request<Partial<Dish>>('POST', '/dishes/from-url', {
      token,
      body: { url: `${base}/kip` },
    });
    expect(imported.status).toBe(200);
    const dish = await cook.api.post<Dish>('/dishes', {
      name: imported.body.name,
      servings: imported.body.servings,
      ingredients: imported.body.ingredients,
    });
    expect(dish.status).toBe(201);
    const meal = await cook.api.post<MealResponse>('/meals', {
      meal_date: todayIn('UTC'),
      dish_ids: [dish.body.dish_id],
      attendees: [{ family_user_id: cook.session.family_user_id }],
      portions: dish.body.servings ?? 4,
    });
    expect(meal.status).toBe(201);
    expect((await cook.api.post('/shopping-items/refresh-via-meals')).status).toBe(200);
    const items = (await cook.api.get<ShoppingItem[]>('/shopping-items')).body;
    const byName = Object.fromEntries(items.map((item) => [item.name, item]));

    const names = Object.keys(byName);
    expect(names.filter((name) => /^(?:tl|el|takjes)\b/i.test(name))).toEqual([]);
    expect(names.filter((name) => /ovenschaal|staafmixer|bbq/i.test(name))).toEqual([]);
    expect(byName['Olijfolie']?.quantity).toBe('2 tbsp');
    expect(byName['Zout']?.department).toBe('Pantry');
    expect(byName['Kipfilet']?.department).toBe('Meat & Fish');
    expect(byName['Zure Room']?.department).toBe('Dairy');
    expect(byName['Kastanjechampignons']?.department).toBe('Produce');
    expect(byName['Tijm']?.department).toBe('Produce');
    expect(items.filter((item) => item.department === 'Other')).toEqual([]);
  });
});
