import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';
import { flattenSteps } from '../../src/page/types.ts';

const page = (...blocks: unknown[]): string =>
  `<!doctype html><html><head><title>Test page</title>${blocks
    .map(
      (b) =>
        `<script type="application/ld+json">${typeof b === 'string' ? b : JSON.stringify(b)}</script>`,
    )
    .join('')}</head><body><h1>Heading</h1></body></html>`;

describe('JSON-LD extraction', () => {
  it('reads a plain Recipe object', () => {
    const recipe = extractRecipe(
      page({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: 'Toast',
        description: 'Warm bread.',
        recipeIngredient: ['2 slices bread', '1 tbsp butter'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Toast the bread.' },
          { '@type': 'HowToStep', text: 'Spread the butter.' },
        ],
        totalTime: 'PT1H30M',
        recipeYield: ['2', '2 servings'],
        recipeCuisine: 'British',
        recipeCategory: ['Breakfast'],
        image: { '@type': 'ImageObject', url: 'https://example.test/toast.jpg' },
      }),
    );
    expect(recipe).not.toBeNull();
    expect(recipe?.name).toBe('Toast');
    expect(recipe?.ingredients).toEqual(['2 slices bread', '1 tbsp butter']);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      'Toast the bread.',
      'Spread the butter.',
    ]);
    expect(recipe?.totalTimeMinutes).toBe(90);
    expect(recipe?.yields).toBe('2 servings');
    expect(recipe?.cuisine).toBe('British');
    expect(recipe?.category).toBe('Breakfast');
    expect(recipe?.image).toBe('https://example.test/toast.jpg');
    expect(recipe?.source).toBe('json-ld');
  });

  it('finds the Recipe inside @graph and with an array of types', () => {
    const recipe = extractRecipe(
      page({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'A site' },
          {
            '@type': ['Recipe', 'NewsArticle'],
            name: 'Soup',
            recipeIngredient: ['1 l stock'],
            recipeInstructions: 'Heat the stock.',
          },
        ],
      }),
    );
    expect(recipe?.name).toBe('Soup');
    expect(recipe?.ingredients).toEqual(['1 l stock']);
  });

  it('flattens HowToSection groups and keeps their names', () => {
    const recipe = extractRecipe(
      page({
        '@type': 'Recipe',
        name: 'Layered cake',
        recipeIngredient: ['200 g flour'],
        recipeInstructions: [
          {
            '@type': 'HowToSection',
            name: 'For the sponge',
            itemListElement: [
              { '@type': 'HowToStep', text: 'Mix the batter.' },
              { '@type': 'HowToStep', text: 'Bake it.' },
            ],
          },
          {
            '@type': 'HowToSection',
            name: 'For the icing',
            itemListElement: [{ '@type': 'HowToStep', text: 'Whip the cream.' }],
          },
        ],
      }),
    );
    expect(recipe?.instructionSections).toEqual([
      { name: 'For the sponge', steps: ['Mix the batter.', 'Bake it.'] },
      { name: 'For the icing', steps: ['Whip the cream.'] },
    ]);
  });

  it('splits instructions given as a single HTML string', () => {
    const recipe = extractRecipe(
      page({
        '@type': 'Recipe',
        name: 'Rice',
        recipeIngredient: ['1 cup rice'],
        recipeInstructions: '<p>Rinse the rice.</p><p>Boil for 12 minutes.</p>',
      }),
    );
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual([
      'Rinse the rice.',
      'Boil for 12 minutes.',
    ]);
  });

  it('decodes entities and strips tags inside strings', () => {
    const recipe = extractRecipe(
      page({
        '@type': 'Recipe',
        name: 'Mac &amp; Cheese',
        recipeIngredient: [
          '<b>2</b> cups macaroni',
          '1&frac12; cups cheddar &#8211; grated',
          '<sup>1</sup>⁄<sub>4</sub> tsp salt',
        ],
        recipeInstructions: ['Cook the pasta &amp; drain.'],
      }),
    );
    expect(recipe?.name).toBe('Mac & Cheese');
    expect(recipe?.ingredients).toEqual([
      '2 cups macaroni',
      '1½ cups cheddar – grated',
      '1⁄4 tsp salt',
    ]);
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual(['Cook the pasta & drain.']);
  });

  it('prefers the complete recipe among several and repairs sloppy JSON', () => {
    const stub = { '@type': 'Recipe', name: 'Related stub' };
    const broken = `{"@type": "Recipe", "name": "Stew", "recipeIngredient": ["1 kg beef",],
      "recipeInstructions": ["Brown the beef.
Simmer."],}`;
    const recipe = extractRecipe(page(stub, broken));
    expect(recipe?.name).toBe('Stew');
    expect(recipe?.ingredients).toEqual(['1 kg beef']);
    // A raw line break inside a string is the line break it was, not a space.
    expect(flattenSteps(recipe?.instructionSections ?? [])).toEqual(['Brown the beef.', 'Simmer.']);
  });

  it('keeps the lines of a lone ingredient string written with raw line breaks', () => {
    const broken = `{"@type": "Recipe", "name": "Soup", "recipeIngredient": "1 l water
2 carrots
salt", "recipeInstructions": "Boil."}`;
    expect(extractRecipe(page(broken))?.ingredients).toEqual(['1 l water', '2 carrots', 'salt']);
  });

  it('tidies doubled parentheses that recipe plugins add around notes, keeps "(, note)"', () => {
    const recipe = extractRecipe(
      page({
        '@type': 'Recipe',
        name: 'Salad',
        recipeIngredient: ['1 onion ((finely chopped))', '2 carrots (, peeled)'],
        recipeInstructions: ['Toss.'],
      }),
    );
    // "(, peeled)" is kept as the structured data writes it (most sites' own reading of their
    // recipe does); the dish form reads it as ", peeled" (readableIngredient).
    expect(recipe?.ingredients).toEqual(['1 onion (finely chopped)', '2 carrots (, peeled)']);
  });

  it('returns null for a page without any recipe', () => {
    expect(extractRecipe('<html><body><p>Hello</p></body></html>')).toBeNull();
  });

  it('reads PropertyValue ingredients as amount, unit and name, and lists of lists as one', () => {
    const html = page({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Bread',
      recipeIngredient: [
        [
          { '@type': 'PropertyValue', value: 500, unitText: 'g', name: 'flour' },
          { '@type': 'PropertyValue', value: '2', name: 'eggs' },
        ],
        ['1 pinch salt'],
      ],
    });
    expect(extractRecipe(html)?.ingredients).toEqual(['500 g flour', '2 eggs', '1 pinch salt']);
  });
});
