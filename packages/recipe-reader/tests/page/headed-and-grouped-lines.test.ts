import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';

// Made-up pages in the shapes of recipe-scrapers test pages outside the corpus (other pages of
// tuning-fold sites): lines set in a heading's type, and the names of a list's groups.
describe('lines in headings and group names', () => {
  it('reads lines broken by <br> inside a heading tag as the list under "Ingredients"', () => {
    const html = `<html><body><h1>Butter chicken</h1>
      <div><h4>Ingredients</h4>
      <h5>• 2 tablespoons olive oil<br />• 50g butter<br />• 1.6kg chicken thighs<br />• salt</h5>
      </div><h4>Method</h4><p>Brown the chicken in the oil and butter, then simmer.</p>
      </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '2 tablespoons olive oil',
      '50g butter',
      '1.6kg chicken thighs',
      'salt',
    ]);
  });

  it('still reads a heading of two lines as the name of a part', () => {
    const html = `<html><body><h1>Cake</h1><h2>Ingredients</h2>
      <h3>For the cake<br />(one 20 cm tin)</h3><ul><li>200 g flour</li><li>2 eggs</li></ul>
      <h3>Icing</h3><ul><li>100 g icing sugar</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '200 g flour',
      '2 eggs',
      '100 g icing sugar',
    ]);
  });
  it('reads a list item holding only a heading as the name of the lines after it', () => {
    const html = `<html><body><h1>Pumpkin pie</h1><ul class="recipe_ingredients">
      <li><h3>For the pastry</h3></li><li>200 g flour</li><li>120 g butter</li>
      <li><h3>Also</h3></li><li>Butter, for the tin</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '200 g flour',
      '120 g butter',
      'Butter, for the tin',
    ]);
  });

  it("takes the page's list that continues truncated structured data, a line repeated", () => {
    const pastry = ['200 g flour', '120 g butter', '1 pinch salt'];
    const filling = ['750 g pumpkin', '3 eggs', '120 g sugar', '1 pinch salt', '1 tsp cinnamon'];
    const jsonLd = JSON.stringify({ '@type': 'Recipe', name: 'Pie', recipeIngredient: pastry });
    const html = `<html><head><script type="application/ld+json">${jsonLd}</script></head>
      <body><h1>Pie</h1><h2>Ingredients</h2><ul>${[...pastry, ...filling]
        .map((l) => `<li>${l}</li>`)
        .join('')}</ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([...pastry, ...filling]);
  });

  it('does not take a list that repeats the structured lines as a second copy', () => {
    const lines = ['200 g flour', '120 g butter', '1 pinch salt', '2 eggs'];
    const jsonLd = JSON.stringify({ '@type': 'Recipe', name: 'Pie', recipeIngredient: lines });
    const html = `<html><head><script type="application/ld+json">${jsonLd}</script></head>
      <body><h1>Pie</h1><h2>Ingredients</h2><ul>${[...lines, '1 lemon', ...lines.slice(0, 3)]
        .map((l) => `<li>${l}</li>`)
        .join('')}</ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(lines);
  });
  it("drops structured data's typed-in group labels that the page's list shows as labels", () => {
    const lines = ['For the noodles:', '10 lasagna noodles', 'To garnish:', 'Fresh parsley'];
    const jsonLd = JSON.stringify({ '@type': 'Recipe', name: 'Lasagna', recipeIngredient: lines });
    const html = `<html><head><script type="application/ld+json">${jsonLd}</script></head>
      <body><h1>Lasagna</h1><ul class="recipe-ingredients">${lines
        .map((l) => `<li class="recipe-ingredient">${l}</li>`)
        .join('')}</ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['10 lasagna noodles', 'Fresh parsley']);
  });

  it("drops structured data's typed-in part names that head the page's classed rows", () => {
    const row = (l: string) => `<div class="recipe-ingredients__item"><span>${l}</span></div>`;
    const jsonLd = JSON.stringify({
      '@type': 'Recipe',
      name: 'Sliders',
      recipeIngredient: ['1.4 kg pork shoulder', '12 bread rolls', 'Apple slaw', '2 apples'],
    });
    const html = `<html><head><script type="application/ld+json">${jsonLd}</script></head>
      <body><h1>Sliders</h1><div class="recipe-ingredients"><h2>Ingredients</h2>
      ${row('1.4 kg pork shoulder')}${row('12 bread rolls')}
      <div class="recipe-ingredients__title">Apple slaw</div>${row('2 apples')}
      </div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '1.4 kg pork shoulder',
      '12 bread rolls',
      '2 apples',
    ]);
  });
});
