import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';
import { flattenSteps } from '../../src/page/types.ts';

describe('microdata extraction', () => {
  it('reads itemprop fields of a schema.org/Recipe scope', () => {
    const html = `<html><body>
      <div itemscope itemtype="https://schema.org/Recipe">
        <h2 itemprop="name">Pancakes</h2>
        <p itemprop="description">Fluffy &amp; light.</p>
        <meta itemprop="totalTime" content="PT25M">
        <span itemprop="recipeCuisine">American</span>
        <ul>
          <li itemprop="recipeIngredient">200 g flour</li>
          <li itemprop="recipeIngredient">2 eggs</li>
        </ul>
        <div itemprop="recipeInstructions">
          <ol><li>Whisk everything.</li><li>Fry in a hot pan.</li></ol>
        </div>
        <div itemprop="author" itemscope itemtype="https://schema.org/Person">
          <span itemprop="name">Someone Else</span>
        </div>
      </div>
    </body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.source).toBe('microdata');
    expect(recipe?.name).toBe('Pancakes');
    expect(recipe?.description).toBe('Fluffy & light.');
    expect(recipe?.ingredients).toEqual(['200 g flour', '2 eggs']);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      'Whisk everything.',
      'Fry in a hot pan.',
    ]);
    expect(recipe?.totalTimeMinutes).toBe(25);
    expect(recipe?.cuisine).toBe('American');
  });

  it("names the recipe by the heading when the name marked up is the document's title", () => {
    const html = `<html itemscope itemtype="https://schema.org/Recipe"><head>
      <title itemprop="name">Apple Crumble Recipe - (4.5/5)</title></head><body>
      <h1>Apple Crumble</h1>
      <ul><li itemprop="recipeIngredient">4 apples</li><li itemprop="recipeIngredient">100 g oats</li></ul>
    </body></html>`;
    expect(extractRecipe(html)?.name).toBe('Apple Crumble');
  });

  it('leaves a byline shown only in print out of the heading', () => {
    const html = `<html><head><script type="application/ld+json">
      {"@type":"Recipe","recipeIngredient":["2 lemons"],"recipeInstructions":["Squeeze."]}
    </script></head><body>
      <h1>Lemonade <small class="text-muted print-only">by Someone</small></h1></body></html>`;
    expect(extractRecipe(html)?.name).toBe('Lemonade');
  });

  it('completes JSON-LD that lacks ingredients from microdata', () => {
    const html = `<html><head><script type="application/ld+json">
      {"@type":"Recipe","name":"Chili","recipeInstructions":["Simmer."]}
      </script></head><body>
      <div itemscope itemtype="http://schema.org/Recipe">
        <span itemprop="ingredients">1 can beans</span>
        <span itemprop="ingredients">1 onion</span>
      </div></body></html>`;
    const recipe = extractRecipe(html);
    expect(recipe?.name).toBe('Chili');
    expect(recipe?.ingredients).toEqual(['1 can beans', '1 onion']);
  });

  it('leaves out group headings marked up as ingredients, keeps plain names without amounts', () => {
    const html = `<html><body>
      <div itemscope itemtype="https://schema.org/Recipe">
        <h1 itemprop="name">Roast Fish</h1>
        <span itemprop="recipeIngredient">1 whole fish</span><br>
        <span itemprop="recipeIngredient"> <span class="underlined"><br>Rub</span></span><br>
        <span itemprop="recipeIngredient">2 tablespoons oil</span><br>
        <span itemprop="recipeIngredient"><strong>Garnish</strong></span><br>
        <span itemprop="recipeIngredient"><span>Salt</span></span><br>
        <span itemprop="recipeIngredient">Parsley</span>
        <div itemprop="recipeInstructions">Rub the fish and roast it.</div>
      </div>
    </body></html>`;
    expect(extractRecipe(html)?.ingredients).toEqual([
      '1 whole fish',
      '2 tablespoons oil',
      'Salt',
      'Parsley',
    ]);
  });
});
