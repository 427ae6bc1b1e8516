import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';

describe('recipe plugin markup', () => {
  it('reads a WP Recipe Maker card with instruction groups', () => {
    const html = `<html><body><article>
      <div class="wprm-recipe-container"><div class="wprm-recipe">
        <h2 class="wprm-recipe-name">Garlic Bread</h2>
        <div class="wprm-recipe-summary">Crispy and buttery.</div>
        <ul class="wprm-recipe-ingredients">
          <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">1</span>
            <span class="wprm-recipe-ingredient-name">baguette</span></li>
          <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">3</span>
            <span class="wprm-recipe-ingredient-unit">cloves</span>
            <span class="wprm-recipe-ingredient-name">garlic</span></li>
        </ul>
        <div class="wprm-recipe-instruction-group">
          <h4 class="wprm-recipe-group-name">Butter</h4>
          <ul><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Mash garlic into butter.</div></li></ul>
        </div>
        <div class="wprm-recipe-instruction-group">
          <h4 class="wprm-recipe-group-name">Bake</h4>
          <ul><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Spread and bake.</div></li></ul>
        </div>
      </div></div>
    </article></body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.source).toBe('plugin');
    expect(recipe?.name).toBe('Garlic Bread');
    expect(recipe?.ingredients).toEqual(['1 baguette', '3 cloves garlic']);
    expect(recipe?.instructionSections).toEqual([
      { name: 'Butter', steps: ['Mash garlic into butter.'] },
      { name: 'Bake', steps: ['Spread and bake.'] },
    ]);
  });

  it('reads a Tasty Recipes card with list containers', () => {
    const html = `<html><body><div class="tasty-recipes">
      <h2 class="tasty-recipes-title">Lemonade</h2>
      <div class="tasty-recipes-ingredients"><ul><li>4 lemons</li><li>1 l water</li></ul></div>
      <div class="tasty-recipes-instructions"><ol><li>Squeeze the lemons.</li><li>Stir into water.</li></ol></div>
    </div></body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.name).toBe('Lemonade');
    expect(recipe?.ingredients).toEqual(['4 lemons', '1 l water']);
    expect(recipe?.instructionSections[0]?.steps).toEqual([
      'Squeeze the lemons.',
      'Stir into water.',
    ]);
  });
});
