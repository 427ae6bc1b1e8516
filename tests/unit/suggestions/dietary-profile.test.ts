import { describe, expect, it } from 'vitest';
import { dietaryProfile, excludedFoods } from '#domain/suggestions/dietary-profile.ts';
import { dishContains } from '#domain/suggestions/dish-matching.ts';

const labels = (terms: { label: string }[]) => terms.map((term) => term.label);

describe('dietaryProfile', () => {
  it('reads allergies however they are written', () => {
    expect(labels(dietaryProfile('Allergic to peanuts.').allergies)).toEqual(['peanuts']);
    expect(labels(dietaryProfile('Sam has a severe nut allergy').allergies)).toEqual(['nuts']);
    expect(labels(dietaryProfile('tree nut allergy').allergies)).toEqual(['tree nuts']);
    expect(labels(dietaryProfile('Allergies: shellfish, eggs and sesame').allergies)).toEqual([
      'shellfish',
      'eggs',
      'sesame',
    ]);
    expect(labels(dietaryProfile('lactose intolerant').allergies)).toEqual(['dairy']);
    expect(labels(dietaryProfile('allergic to kiwis').allergies)).toEqual(['kiwis']);
  });

  it('reads restrictions, diets, likes and dislikes apart', () => {
    const profile = dietaryProfile(
      "No shellfish. Gluten-free. Loves Italian and Thai food but doesn't like mushrooms",
    );
    expect(labels(profile.avoids)).toEqual(['shellfish', 'gluten']);
    expect(labels(profile.likes)).toEqual(['italian', 'thai']);
    expect(labels(profile.dislikes)).toEqual(['mushrooms']);
    expect(labels(dietaryProfile('Vegetarian').avoids)).toEqual(['meat', 'seafood']);
  });

  it('finds nothing in statements that name no food', () => {
    for (const text of ['No allergies', 'no known allergies', 'Allergic to nothing', '', null]) {
      const profile = dietaryProfile(text);
      expect(excludedFoods(profile)).toEqual([]);
    }
  });

  it('does not read a like as an allergy when both sit in one sentence', () => {
    const profile = dietaryProfile('allergic to peanuts and loves pasta');
    expect(labels(profile.allergies)).toEqual(['peanuts']);
    expect(labels(profile.likes)).toEqual(['pasta']);
  });
});

describe('dishContains', () => {
  const dish = (name: string, ingredients: string[]) => ({ name, cuisine_type: null, ingredients });
  const [nuts] = dietaryProfile('nut allergy').allergies;
  const [dairy] = dietaryProfile('dairy allergy').allergies;
  const [eggs] = dietaryProfile('egg allergy').allergies;

  it('matches whole words of the food group', () => {
    expect(dishContains(dish('Stir fry', ['1 cup cashews']), nuts!)).toBe(true);
    expect(dishContains(dish('Satay', ['2 tbsp peanut butter']), nuts!)).toBe(true);
    expect(dishContains(dish('Pie', ['nutmeg', 'coconut', 'butternut squash']), nuts!)).toBe(false);
    expect(dishContains(dish('Eggplant curry', ['eggplant', 'coconut milk']), eggs!)).toBe(false);
    expect(dishContains(dish('Curry', ['coconut milk']), dairy!)).toBe(false);
    expect(dishContains(dish('Mac and cheese', ['cheddar']), dairy!)).toBe(true);
  });
});
