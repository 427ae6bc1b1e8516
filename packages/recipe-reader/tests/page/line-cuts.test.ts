import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';
import { ldScript } from '../support/recipe-page.ts';
import { dropWrapperLines } from '../../src/page/repeated-copies.ts';

// Ingredient lists whose text is right but cut into lines wrongly.
describe('ingredient line cuts', () => {
  it('drops a microdata line that is the whole list run together beside its entries', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Mash</h1>
      <ul itemprop="recipeIngredient">
        <li itemprop="recipeIngredient">600 g potatoes</li>
        <li itemprop="recipeIngredient">salt, pepper</li>
        <li itemprop="recipeIngredient">50 g butter</li>
      </ul></div></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '600 g potatoes',
      'salt, pepper',
      '50 g butter',
    ]);
  });

  it('keeps a line that only starts like the lines after it', () => {
    expect(dropWrapperLines(['2 eggs and milk', '2 eggs', 'milk', 'flour'])).toEqual([
      '2 eggs and milk',
      '2 eggs',
      'milk',
      'flour',
    ]);
    expect(dropWrapperLines(['salt', 'pepper', 'salt pepper'])).toEqual(['salt', 'pepper']);
  });

  it('takes the visible lines when the JSON-LD runs the same list together', () => {
    const html = `<html><head>${ldScript({
      name: 'Stew',
      recipeIngredient: ['3 tbsp chili powder 2 tbsp sesame oil2 small onions, chopped.1 egg.'],
    })}</head><body><h1>Stew</h1><h2>Ingredients</h2>
      <ul><li>3 tbsp chili powder</li><li>2 tbsp sesame oil</li>
      <li>2 small onions, chopped.</li><li>1 egg.</li></ul></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '3 tbsp chili powder',
      '2 tbsp sesame oil',
      '2 small onions, chopped.',
      '1 egg.',
    ]);
  });

  it('reads a list printed as one line twice as that line once', () => {
    const html = `<html><head>${ldScript({
      name: 'Toast',
      recipeIngredient: ['2 slices bread 1 tbsp butter', '2 slices bread 1 tbsp butter'],
    })}</head><body><h1>Toast</h1><h2>Ingredients</h2>
      <ul><li>2 slices bread</li><li>1 tbsp butter</li></ul>
      <h2>Method</h2><ol><li>Toast the bread, then butter it while hot.</li></ol></body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual(['2 slices bread', '1 tbsp butter']);
  });

  it('rejoins a table read cell by cell, name then amount, when the JSON-LD holds only names', () => {
    const html = `<html><head>${ldScript({
      name: 'Placki',
      recipeIngredient: ['ziemniaki', 'cebula', 'sól'],
    })}</head><body><h1>Placki</h1><h2>Składniki</h2>
      <ul><li>ziemniaki</li><li>1 kilogram</li><li>cebula</li><li>1 sztuka</li>
      <li>sól</li><li>1 szczypta</li></ul>
      <h2>Przygotowanie</h2><ol><li>Zetrzyj ziemniaki i cebulę, dodaj sól.</li></ol>
      </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      'ziemniaki 1 kilogram',
      'cebula 1 sztuka',
      'sól 1 szczypta',
    ]);
  });
});
