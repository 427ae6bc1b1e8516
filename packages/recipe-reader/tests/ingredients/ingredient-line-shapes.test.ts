// Rules found by reading the parser's names for unlabelled corpus lines (never label set 6's):
// shapes of a line and tails of a name. The lines here are made up for the test.
import { describe, expect, it } from 'vitest';
import { ingredientParts } from '../../src/ingredients/parse-ingredient-line.ts';
import { parts } from '../support/ingredient-parts.ts';

describe('line shapes', () => {
  it.each([
    ['Scant 1/2 teaspoon ground nutmeg', 0.5, 'teaspoon', 'ground nutmeg'],
    ['heaping 2 tbsp cocoa powder', 2, 'tablespoon', 'cocoa powder'],
    ['another 100 ml cream', 100, 'milliliter', 'cream'],
    ['Optional Topping: ½ cup icing sugar', 0.5, 'cup', 'icing sugar'],
    ['For the dressing: 2 tbsp olive oil', 2, 'tablespoon', 'olive oil'],
    ['2 medium to large potatoes', 2, null, 'potatoes'],
    ['3 small-to-medium cloves garlic', 3, 'clove', 'garlic'],
    ['4 large or 6 small carrots, sliced', 4, null, 'carrots'],
    ['6 ounces/170 grams feta, crumbled', 6, 'ounce', 'feta'],
    ['1 pound/450 grams green beans', 1, 'pound', 'green beans'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('tails and fronts of a name', () => {
  it.each([
    ['canola oil for deep frying', 'canola oil'],
    ['2 tbsp demerara sugar for a crunchy top', 'demerara sugar'],
    ['1 whole duck cut into 6 pieces', 'duck'],
    ['flaky salt on top', 'salt'],
    ['1 head cauliflower approx. 600 g', 'cauliflower'],
    ['1 cup walnuts 100 gr', 'walnuts'],
    ['4 shallots whole', 'shallots'],
    ['3 tbsp room temperature milk', 'milk'],
    ['freshly cracked black pepper', 'black pepper'],
    ['1 recipe pizza dough', 'pizza dough'],
    ['½ batch shortcrust pastry', 'shortcrust pastry'],
    ['2 1½-inch-thick lamb chops', 'lamb chops'],
    ['1/2 cup (50g) (rolled oats)', 'rolled oats'],
    ['1 egg yolk beaten with 1 tbsp milk', 'egg'],
    ['1 lime zest and juice', 'lime'],
    ['100 g very soft unsalted butter', 'butter'],
    ['For serving: vanilla ice cream (optional)', 'vanilla ice cream'],
    ['To garnish: chives, grated parmesan', 'chives'],
    ['Optional Topping: splash of cream', 'cream'],
    ['1/2 stick ((4 tbsp) butter)', 'butter'],
    ['8 cups cubed [Brioche | https://example.com/brioche/]', 'Brioche'],
    // Kept: these name what is bought.
    ['2 tbsp cracked wheat', 'cracked wheat'],
    ['1 cup cream of chicken soup', 'cream of chicken soup'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});
