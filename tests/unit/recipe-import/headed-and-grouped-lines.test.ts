import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../../domain/recipe-import/extract-recipe.ts';

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
});
