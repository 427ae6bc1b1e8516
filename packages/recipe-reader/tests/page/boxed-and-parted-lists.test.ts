import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';

// Made-up pages in the shapes of recipe-scrapers test pages outside the corpus (other pages of
// tuning-fold sites), where a list came out run together into one line per part or box.
describe('lists in boxes and parts', () => {
  it('reads a part classed like a single entry, heading and paragraphs, as its lines', () => {
    const jsonLd = JSON.stringify({
      '@type': 'Recipe',
      name: 'Bûche',
      recipeIngredient: ['Biscuit', 'Ganache'],
    });
    const html = `<html><head><script type="application/ld+json">${jsonLd}</script></head>
      <body><h1>Bûche</h1>
      <div class="Ingredients"><h2>Biscuit</h2><div class="Contents">
        <p>2 oeufs</p><p>70 g de noisette en poudre</p></div></div>
      <div class="Ingredients"><h2>Ganache</h2><div class="Contents">
        <p>200 g de chocolat noir</p><p>25 cl de crème liquide</p></div></div>
      </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '2 oeufs',
      '70 g de noisette en poudre',
      '200 g de chocolat noir',
      '25 cl de crème liquide',
    ]);
  });

  it('reads a part item holding a heading and a list as that list', () => {
    const item = (title: string, lines: string[]) =>
      `<div class="single-ingredients__item"><h4>${title}</h4><ul>${lines
        .map((l) => `<li><span>${l.split(' ')[0]}</span> ${l.split(' ').slice(1).join(' ')}</li>`)
        .join('')}</ul></div>`;
    const html = `<html><body><h1>Salmon tray bake</h1>
      ${item('Level 1 (pan)', ['300g quinoa', '800ml vegetable stock'])}
      ${item('Level 2 (tray)', ['2 tbsp honey', '4 salmon fillets'])}
      </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '300g quinoa',
      '800ml vegetable stock',
      '2 tbsp honey',
      '4 salmon fillets',
    ]);
  });

  it('drops a marked ingredient that is the box around the marked lines', () => {
    const lines = ['2 tablespoons butter', '1/4 teaspoon cinnamon', '6 pears, peeled and cored'];
    const html = `<html><body><div itemscope itemtype="http://schema.org/Recipe">
      <h1 itemprop="name">Baked pears</h1>
      <div itemprop="recipeIngredient"><ul>${lines
        .map((l) => `<li itemprop="recipeIngredient">${l}</li>`)
        .join('')}</ul></div></div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(lines);
  });

  it("reads the page's lines when the markup marks only the box around them", () => {
    const html = `<html><body><div itemscope itemtype="http://schema.org/Recipe">
      <h1 itemprop="name">Sliders</h1><h2>Ingredients</h2>
      <div itemprop="recipeIngredient"><p><strong>Onions:</strong></p><ul>
        <li>2 large sweet onions, thinly sliced</li><li>4 tablespoons butter</li></ul>
        <p><strong>Sliders:</strong></p><ul><li>12 slices roast beef</li>
        <li>1 package dinner rolls</li></ul></div></div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '2 large sweet onions, thinly sliced',
      '4 tablespoons butter',
      '12 slices roast beef',
      '1 package dinner rolls',
    ]);
  });

  it('keeps a line that names a few words of another line', () => {
    const jsonLd = JSON.stringify({
      '@type': 'Recipe',
      name: 'Lemonade',
      recipeIngredient: [
        '1 lemon',
        '2 tablespoons',
        'juice of 1 lemon (approximately 2 tablespoons)',
      ],
    });
    const html = `<html><head><script type="application/ld+json">${jsonLd}</script></head>
      <body><h1>Lemonade</h1></body></html>`;
    expect(extractRecipe(html)?.ingredients).toHaveLength(3);
  });
});

describe('the yield the page shows', () => {
  it.each([
    ['<p><span>Serves:</span> <span>12</span></p>', 'Serves: 12'],
    ['<div>SERVINGS:&nbsp; 4</div>', 'SERVINGS: 4'],
    ['<li>Serves 2 people</li>', 'Serves 2 people'],
    ['<span>4 Portionen</span>', '4 Portionen'],
  ])('%s', (markup, yields) => {
    const html = `<html><body><h1>Stew</h1>${markup}<h2>Ingredients</h2>
      <ul><li>2 onions</li><li>1 kg beef</li></ul></body></html>`;
    expect(extractRecipe(html)?.yields).toBe(yields);
  });

  it('is not a sentence that mentions servings', () => {
    const html = `<html><body><h1>Stew</h1><p>Serves 4 hungry people on a cold winter night at home.</p>
      <h2>Ingredients</h2><ul><li>2 onions</li><li>1 kg beef</li></ul></body></html>`;
    expect(extractRecipe(html)?.yields).toBeUndefined();
  });
});
