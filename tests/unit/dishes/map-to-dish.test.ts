import { describe, expect, it } from 'vitest';
import {
  mapCuisine,
  mapDishType,
  mapPrep,
  mapToDish,
  parseServings,
} from '#domain/dishes/map-to-dish.ts';
import type { ExtractedRecipe } from 'recipe-reader';

const recipe = (over: Partial<ExtractedRecipe> = {}): ExtractedRecipe => ({
  name: ' Tacos ',
  description: 'Weeknight tacos.',
  ingredients: [' 8 tortillas ', '', '500 g beef'],
  instructionSections: [{ name: '', steps: ['Brown the beef.', 'Fill the tortillas.'] }],
  totalTimeMinutes: 25,
  cuisine: 'Tex-Mex',
  category: 'Dinner',
  source: 'json-ld',
  ...over,
});

describe('mapToDish', () => {
  it("reads recipe plugins' notation on the form's ingredient lines", () => {
    expect(
      mapToDish(recipe({ ingredients: ['2 clove(s) garlic', '1 egg (, beaten)'] }), '').ingredients,
    ).toEqual(['2 cloves garlic', '1 egg, beaten']);
  });

  it('maps every form field', () => {
    expect(
      mapToDish(
        recipe({ url: 'https://example.test/tacos', yields: 'Serves 4-6', image: '/t.jpg' }),
        'https://example.test/tacos?utm=x',
      ),
    ).toEqual({
      name: 'Tacos',
      description: 'Weeknight tacos.',
      ingredients: ['8 tortillas', '500 g beef'],
      instructions: '1. Brown the beef.\n2. Fill the tortillas.',
      link: 'https://example.test/tacos',
      cuisine_type: 'Mexican',
      prep: 'Quick',
      type: 'Main',
      make_ahead: false,
      servings: 4,
      category: 'Dinner',
      image_url: 'https://example.test/t.jpg',
    });
  });

  it('keeps a dessert or drink category as the page says it', () => {
    expect(mapToDish(recipe({ category: 'Dessert' }), 'https://example.test/').category).toBe(
      'Dessert',
    );
  });

  it('falls back to the page URL and keeps section names as headings', () => {
    const dish = mapToDish(
      recipe({
        instructionSections: [
          { name: 'Filling', steps: ['Brown the beef.'] },
          { name: 'Assembly', steps: ['Fill.', 'Serve.'] },
        ],
      }),
      'https://example.test/page',
    );
    expect(dish.link).toBe('https://example.test/page');
    expect(dish.instructions).toBe('Filling\n1. Brown the beef.\n\nAssembly\n1. Fill.\n2. Serve.');
  });
});

describe('cuisine mapping', () => {
  it.each([
    ['Italian', 'Italian'],
    ['tex-mex', 'Mexican'],
    ['Lebanese', 'Middle Eastern'],
    ['Persian', 'Middle Eastern'],
    ['Turkish', 'Middle Eastern'],
    ['Southern', 'American'],
    ['Cajun', 'American'],
    ['Southern Italian', 'Italian'],
    ['Moroccan', 'African'],
    ['Ethiopian', 'African'],
    ['Latin American', 'Latin American'],
    ['New Zealand', 'New Zealand'],
    ['Jamaican', 'Caribbean'],
    ['Korean, Fusion', 'Korean'],
    ['Nordic', 'Other'],
    [undefined, 'Other'],
  ] as const)('%s → %s', (input, expected) => {
    expect(mapCuisine(input)).toBe(expected);
  });
});

describe('prep thresholds', () => {
  it('uses total time: ≤30 Quick, ≤75 Medium, else Involved, unknown Medium', () => {
    expect(mapPrep(30)).toBe('Quick');
    expect(mapPrep(31)).toBe('Medium');
    expect(mapPrep(75)).toBe('Medium');
    expect(mapPrep(76)).toBe('Involved');
    expect(mapPrep(undefined)).toBe('Medium');
  });
});

describe('dish type', () => {
  it('is Main unless the category clearly says otherwise', () => {
    expect(mapDishType('Appetizer')).toBe('App');
    expect(mapDishType('Snacks')).toBe('App');
    expect(mapDishType('Starter')).toBe('App');
    expect(mapDishType('Side Dish')).toBe('Side');
    expect(mapDishType('Salad, Side')).toBe('Side');
    expect(mapDishType('Main Course, Side Dish')).toBe('Main');
    expect(mapDishType('Dessert')).toBe('Main');
    expect(mapDishType(undefined)).toBe('Main');
  });
});

describe('servings from the page yield', () => {
  it.each([
    ['4 servings', 4],
    ['Serves 6-8', 6],
    ['Makes 24 cookies', 24],
    ['Yield: 2 loaves', 2],
    ['500 g', null],
    ['1.5 liters', null],
    ['a crowd', null],
    [undefined, null],
  ])('%s → %s', (yields, servings) => {
    expect(parseServings(yields)).toBe(servings);
  });
});

describe('the photo kept on the dish', () => {
  it('keeps an absolute image address whatever the page address', () => {
    const withPhoto = recipe({ image: 'https://cdn.example/photo.jpg' });
    expect(mapToDish(withPhoto, 'example.com').image_url).toBe('https://cdn.example/photo.jpg');
    expect(mapToDish(withPhoto, '').image_url).toBe('https://cdn.example/photo.jpg');
  });
});
