// Naming rules of the eighth round, drawn from the misses of label set 7 (tuned on since label
// set 8 was committed, 2026-11-26), and of the ninth, drawn from set 8's; on lines made up for
// the test (none a labelled line).
import { describe, expect, it } from 'vitest';
import { ingredientKey } from '../../../domain/shopping/ingredients/ingredient-name.ts';
import { canonicalName } from '../../../domain/shopping/ingredients/canonical-name.ts';
import { parts } from '../../support/ingredient-parts.ts';

describe('ingredient naming, round 8: what a can or a figure says', () => {
  it.each([
    ['1 (15 oz) can whole tomatoes, drained', 'whole tomatoes'],
    ['2 x 400g tins chopped tomatoes', 'chopped tomatoes'],
    ['800g chopped tomatoes', 'chopped tomatoes'],
    // Fresh tomatoes, measured by the cup or counted, are tomatoes.
    ['3 cups chopped tomatoes', 'tomatoes'],
    ['4 whole tomatoes, cored', 'tomatoes'],
    ['250g 82% fat butter, softened', 'butter'],
    ['50g 70% cacao dark chocolate', 'dark chocolate'],
    ['200 g bubbly, active 75% hydration starter', 'starter'],
    ['1 cup salted Irish-style butter', 'butter'],
    ['2 tsp dried minced garlic', 'dried minced garlic'],
    ['4 slices thick cut bacon', 'thick-cut bacon'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 8: words around the name', () => {
  it.each([
    ['3 large whites, at room temperature', 'egg'],
    ['1 zucchini shaved into ribbons', 'zucchini'],
    ['2 carrots peeled into long strips', 'carrots'],
    ['1/2 cup shortening *or use butter for more flavour', 'shortening'],
    ['1 cup flour *sifted*', 'flour'],
    ['Salt + pepper', 'Salt and pepper'],
    ['3 unit(s) Red Pepper', 'Red Pepper'],
    ['1 tbsp balsamic or red wine vinegar', 'balsamic vinegar'],
    ['1/4 cup rice or white wine vinegar', 'rice vinegar'],
    // The noun two kinds share is still the other's.
    ['1 cup red or white wine vinegar', 'red wine vinegar'],
    ['cooked noodles for 4 servings', 'noodles'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient amounts, round 8', () => {
  it.each([
    ['2 servings cooked quinoa', 2, 'serving', 'quinoa'],
    ['1 TBSPTablespoon soy sauce', 1, 'tablespoon', 'soy sauce'],
    ['2 tspTeaspoons ground cumin', 2, 'teaspoon', 'ground cumin'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toMatchObject({ quantity, unit, name });
  });
});

describe('a soft herb and its leaves are one thing to buy', () => {
  it.each([
    ['basil leaves', 'basil'],
    ['Fresh Mint Leaves', 'Fresh Mint'],
    ['thai basil leaves', 'thai basil'],
    // Sold as leaves.
    ['bay leaves', 'bay leaves'],
    ['curry leaves', 'curry leaves'],
    ['kaffir lime leaves', 'kaffir lime leaves'],
  ])('%s → %s', (name, bought) => {
    expect(ingredientKey(canonicalName(name))).toBe(ingredientKey(bought));
  });
});

// The ninth round, drawn from the misses of label set 8 (tuned on since label set 9 was
// committed, 2026-11-26).
describe('ingredient naming, round 9', () => {
  it.each([
    ['1 tsp each, garlic powder & onion powder', 'garlic powder & onion powder'],
    ['1 box raspberry-flavored gelatin', 'raspberry gelatin'],
    ['2 tbsp orange-flavoured liqueur', 'orange liqueur'],
    // How strong a flavour is, or a choice, stays.
    ['1/4 cup mild-flavored molasses', 'mild-flavored molasses'],
    ['4 tbsp butter at room temp.', 'butter'],
    ['1 lb 90% lean ground beef', 'lean ground beef'],
    ['1 tsp seasoning blend, adjust to taste', 'seasoning blend'],
    ['2 tsp Cumin, Ground', 'Ground Cumin'],
    ['1 tsp Brand® Organic Paprika, Sweet', 'Sweet Paprika'],
    ['8 oz dried penne', 'penne'],
    // Pasta without a shape's name keeps the word.
    ['1 lb dried pasta', 'dried pasta'],
    ['1/2 tsp kosher', 'salt'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it.each([
    ['1 pinch(es) sea salt', 1, 'pinch', 'salt'],
    ['3 udon noodle nests', 3, 'nest', 'udon noodle'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toMatchObject({ quantity, unit, name });
  });
});
