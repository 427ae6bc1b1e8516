import { describe, expect, it } from 'vitest';
import { importRecipeFromUrl } from '#server/recipe-import/import-recipe.ts';
import { RecipeFetchError } from '#server/recipe-import/safe-fetch.ts';
import { recipePageHtml } from '../../../packages/recipe-reader/tests/support/recipe-page.ts';
import { serverPerTest } from './local-server.ts';

const RECIPE_PAGE = recipePageHtml({
  name: 'Lentil Soup',
  title: 'Lentil Soup | Test Kitchen',
  ingredients: ['200 g red lentils', '1 onion, chopped', '1 l stock'],
  steps: ['Soften the onion.', 'Add lentils and stock; simmer 20 minutes.'],
  more: {
    description: 'A warming weeknight soup.',
    totalTime: 'PT25M',
    recipeCuisine: 'Indian',
    recipeCategory: 'Main course',
    recipeYield: ['4', '4 bowls'],
    image: { '@type': 'ImageObject', url: '/img/lentil-soup.jpg' },
  },
});

describe('importRecipeFromUrl', () => {
  const serve = serverPerTest();

  it('follows a redirect and maps the JSON-LD recipe onto the dish fields', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/r/42') res.writeHead(301, { location: '/recipes/lentil-soup' }).end();
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(RECIPE_PAGE);
    });
    const base = `http://127.0.0.1:${server.port}`;
    const dish = await importRecipeFromUrl(`${base}/r/42`, { allowPrivateAddresses: true });
    expect(dish).toEqual({
      name: 'Lentil Soup',
      description: 'A warming weeknight soup.',
      ingredients: ['200 g red lentils', '1 onion, chopped', '1 l stock'],
      instructions: '1. Soften the onion.\n2. Add lentils and stock; simmer 20 minutes.',
      link: `${base}/recipes/lentil-soup`,
      cuisine_type: expect.any(String),
      prep: 'Quick',
      type: 'Main',
      make_ahead: false,
      servings: 4,
      category: 'Main course',
      image_url: `${base}/img/lentil-soup.jpg`,
    });
    expect(server.paths).toEqual(['/r/42', '/recipes/lentil-soup']);
  });

  it('reports a page without a recipe', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body></body></html>');
    });
    const error = await importRecipeFromUrl(`http://127.0.0.1:${server.port}/`, {
      allowPrivateAddresses: true,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecipeFetchError);
    expect(error).toMatchObject({
      code: 'NO_RECIPE',
      message: 'No recipe was found on that page.',
    });
  });

  it('refuses a private address before fetching anything', async () => {
    const error = await importRecipeFromUrl('http://192.168.1.1/recipe').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BLOCKED_ADDRESS' });
  });
});
