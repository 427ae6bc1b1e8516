// A recipe page served on loopback, for the import test (the e2e stack allows loopback
// recipe fetches through RECIPE_FETCH_ALLOW_PRIVATE; the product refuses them).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { recipePageHtml } from '../../../packages/recipe-reader/tests/support/recipe-page.ts';

const page = (image?: string) =>
  recipePageHtml({
    name: 'Lemon Pasta',
    ingredients: ['200 g spaghetti', '1 lemon', '2 tbsp butter'],
    steps: ['Boil the pasta.', 'Toss with lemon and butter.'],
    more: {
      ...(image ? { image } : {}),
      description: 'Bright weeknight pasta.',
      recipeCuisine: 'Italian',
      totalTime: 'PT20M',
    },
  });

/** The page; with `photo`, it names an image (a JPEG served beside it) as the recipe's. */
export async function serveRecipePage(
  photo?: Buffer,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (photo && req.url === '/lemon-pasta.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(photo);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page(photo ? '/lemon-pasta.jpg' : undefined));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lemon-pasta`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
