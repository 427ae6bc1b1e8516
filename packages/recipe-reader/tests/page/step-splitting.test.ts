import { describe, expect, it } from 'vitest';
import { extractRecipe } from '../../src/page/extract-recipe.ts';
import { splitNumberedSteps, splitRunTogetherSteps } from '../../src/page/step-splitting.ts';
import { tidyStep } from '../../src/page/text-cleanup.ts';
import { flattenSteps } from '../../src/page/types.ts';

const jsonLdPage = (recipe: Record<string, unknown>): string =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Soup',
    recipeIngredient: ['1 l water', '2 carrots'],
    ...recipe,
  })}</script></head><body><h1>Soup</h1></body></html>`;

const stepsOf = (html: string): string[] =>
  flattenSteps(extractRecipe(html)?.instructionSections ?? []);

describe('run-together steps', () => {
  it('splits a method numbered inline from 1', () => {
    expect(
      splitRunTogetherSteps('1. Boil the water. 2. Add the carrots. 3) Simmer 20 min.'),
    ).toEqual(['1. Boil the water.', '2. Add the carrots.', '3) Simmer 20 min.']);
  });

  it('splits "Step 1: … Step 2: …" written on one line', () => {
    expect(splitRunTogetherSteps('Step 1: Boil the water. Step 2: Add the carrots.')).toEqual([
      'Step 1: Boil the water.',
      'Step 2: Add the carrots.',
    ]);
  });

  it('leaves numbers inside a sentence alone', () => {
    const step = 'Heat the oven to 180 C. 2. tablespoons of oil go in the tin. 3. Bake.';
    expect(splitRunTogetherSteps(step)).toEqual([step]);
    expect(splitRunTogetherSteps('1. Mix everything and bake.')).toEqual([
      '1. Mix everything and bake.',
    ]);
  });

  it('applies to JSON-LD instruction strings, and drops the numbers', () => {
    const html = jsonLdPage({ recipeInstructions: '1. Boil the water. 2. Add the carrots.' });
    expect(stepsOf(html)).toEqual(['Boil the water.', 'Add the carrots.']);
  });

  it('drops steps that are only a number badge', () => {
    expect(tidyStep('3')).toBe('');
    expect(tidyStep('Step 3')).toBe('');
    expect(tidyStep('3 eggs go in last.')).toBe('3 eggs go in last.');
    const html = jsonLdPage({ recipeInstructions: ['1', 'Boil the water.', '2', 'Add carrots.'] });
    expect(stepsOf(html)).toEqual(['Boil the water.', 'Add carrots.']);
  });

  it('does not keep template labels such as "soup_recipe step 1" as step titles', () => {
    const html = jsonLdPage({
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'soup_recipe step 1', text: 'Boil the water.' },
        { '@type': 'HowToStep', name: 'Finish', text: 'Add the carrots.' },
      ],
    });
    expect(stepsOf(html)).toEqual(['Boil the water.', 'Finish', 'Add the carrots.']);
  });

  it('splits CJK steps numbered without a space, and drops unused trailing numbers', () => {
    expect(splitRunTogetherSteps('1.烧水 2.放入面条煮三分钟 3. 4.')).toEqual([
      '1.烧水',
      '2.放入面条煮三分钟',
      '3.',
      '4.',
    ]);
    expect(tidyStep('2.放入面条')).toBe('放入面条');
  });

  it('reads entries cut through a numbered text as the numbered steps', () => {
    const entries = ['1. Boil the water. 2. Add the carrots and', 'the leeks. 3. Simmer.'];
    expect(splitNumberedSteps(entries)).toEqual([
      '1. Boil the water.',
      '2. Add the carrots and the leeks.',
      '3. Simmer.',
    ]);
    const separate = ['1. Boil the water.', '2. Add the carrots.'];
    expect(splitNumberedSteps(separate)).toEqual(separate);
  });
});
