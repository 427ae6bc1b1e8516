import { describe, expect, it } from 'vitest';
import { scaleIngredientLine } from '#domain/servings/scale-ingredient.ts';
import { shoppingNeeds } from '#domain/shopping/merge-ingredients.ts';
import { ingredientParts } from 'recipe-reader';

describe('scaled ingredient lines', () => {
  it('scales 4 servings to 3½ portions with kitchen fractions', () => {
    const factor = 3.5 / 4;
    expect(scaleIngredientLine('2 cups flour', factor, 'us')).toBe('1¾ cups flour');
    expect(scaleIngredientLine('4 cloves garlic, minced', factor, 'us')).toBe(
      '3 cloves garlic, minced',
    );
    expect(scaleIngredientLine('1 pinch salt', factor, 'us')).toBe('1 pinch salt');
    expect(scaleIngredientLine('Salt to taste', factor, 'us')).toBe('Salt to taste');
  });

  it('keeps the recipe’s words around what is counted, and adds a second amount in', () => {
    expect(scaleIngredientLine('Zest of 2 lemons', 2, 'us')).toBe('Zest of 4 lemons');
    expect(scaleIngredientLine('Juice of 1 lime', 3, 'us')).toBe('Juice of 3 limes');
    expect(scaleIngredientLine('1/4 cup plus 2 Tbsp sugar', 2, 'us')).toBe('¾ cup sugar');
    expect(scaleIngredientLine('1/4 cup plus 2 Tbsp sugar', 1, 'us')).toBe(
      '1/4 cup plus 2 Tbsp sugar',
    );
  });

  it('reads a range whose ends carry units as the shopping list does', () => {
    // Both ends scale ('2 teaspoons to 1 tablespoon' is 2-3 tsp), not the first end alone.
    expect(scaleIngredientLine('2 teaspoons to 1 tablespoon salt', 2, 'us')).toBe('1⅓-2 tbsp salt');
    expect(scaleIngredientLine('14 oz to 1lb cod fillets', 2, 'us')).toBe('1¾-2 lb cod fillets');
    expect(scaleIngredientLine('110ml-150ml water', 2, 'metric')).toBe('220-300 ml water');
    expect(scaleIngredientLine('15ml-1 tbsp oil', 2, 'metric')).toBe('30 ml oil');
    // For as many as the recipe makes, in the family's own system, the line is as written.
    expect(scaleIngredientLine('2 teaspoons to 1 tablespoon salt', 1, 'us')).toBe(
      '2 teaspoons to 1 tablespoon salt',
    );
    expect(scaleIngredientLine('110ml-150ml water', 1, 'metric')).toBe('110ml-150ml water');
  });

  it('keeps how full a measure is, beside the scaled amount', () => {
    // 'Scant 1/2 teaspoon' was not scaled at all, and '1 heaping cup' read as a count of cups.
    expect(scaleIngredientLine('Scant 1/2 teaspoon ground ginger', 2, 'us')).toBe(
      'Scant 1 tsp ground ginger',
    );
    expect(scaleIngredientLine('1 heaping tablespoon sugar', 2, 'us')).toBe('2 heaping tbsp sugar');
    expect(scaleIngredientLine('1/3 heaping cup honey', 2, 'us')).toBe('⅔ heaping cup honey');
    expect(scaleIngredientLine('1 scant cup milk', 2, 'us')).toBe('2 scant cups milk');
    expect(scaleIngredientLine('~2 cups stock', 2, 'us')).toBe('~4 cups stock');
    // Once the cup is millilitres, the word goes before the amount.
    expect(scaleIngredientLine('1 packed cup basil', 0.5, 'metric')).toBe('packed 118 ml basil');
    // Not beside the recipe's own weight, which is exact.
    expect(scaleIngredientLine('1 heaping cup (60 grams) tofu puffs', 0.5, 'metric')).toBe(
      '30 g tofu puffs',
    );
    expect(scaleIngredientLine('1 heaping tablespoon sugar', 1, 'us')).toBe(
      '1 heaping tablespoon sugar',
    );
  });

  it('drops an amount written again in brackets, or takes it in the family’s system', () => {
    // '2 cups (240 ml) milk' would contradict itself.
    expect(scaleIngredientLine('1 cup (240 ml) milk', 2, 'us')).toBe('2 cups milk');
    expect(scaleIngredientLine('1 lb (about 3 medium) potatoes', 2, 'us')).toBe('2 lb potatoes');
    // A metric kitchen weighs the recipe's grams rather than pour millilitres of sugar.
    expect(scaleIngredientLine('1 cup (220 g) light brown sugar, packed', 0.5, 'metric')).toBe(
      '110 g light brown sugar, packed',
    );
    expect(scaleIngredientLine('½ cup (4 oz/115 g) butter', 1, 'metric')).toBe('115 g butter');
    expect(scaleIngredientLine('85 grams (6 tablespoons) cold butter', 2, 'us')).toBe(
      '12 tbsp cold butter',
    );
    // Spoons stay spoons in a metric kitchen; a package's size stays with the package.
    expect(scaleIngredientLine('2 tablespoons (28 g) olive oil', 1.5, 'metric')).toBe(
      '3 tbsp olive oil',
    );
    expect(scaleIngredientLine('1 can (14 oz) tomatoes', 2, 'us')).toBe('2 cans (14 oz) tomatoes');
    expect(scaleIngredientLine('2 (14 oz) cans tomatoes', 2, 'us')).toBe('4 (14 oz) cans tomatoes');
    expect(scaleIngredientLine('100 g (1/2 cup) granulated sugar', 2, 'us')).toBe(
      '1 cup granulated sugar',
    );
    // A bracket that cannot be the same amount is not taken ('2 c. à soupe' is not 2 cups).
    expect(scaleIngredientLine('30 ml (2 c. à soupe) de beurre', 2, 'us')).toBe('¼ cup de beurre');
    // Later in the line too, when the bracket holds nothing but the amount.
    expect(scaleIngredientLine('40g sugar (3 Tbsp)', 2, 'us')).toBe('6 tbsp sugar');
    expect(scaleIngredientLine('3 ounces crumbled feta (about ¾ cup)', 2, 'us')).toBe(
      '6 oz crumbled feta',
    );
    expect(scaleIngredientLine('1 cup peanuts, (chopped (150g))', 2, 'us')).toBe(
      '2 cups peanuts, (chopped (150g))',
    );
    // A sum in the bracket is left to the conversion.
    expect(scaleIngredientLine('250 ml (1 cup + 2 tsp) milk', 2, 'us')).toBe('2⅛ cups milk');
  });

  it('puts the recipe’s own measure in the family’s system on the list, where it merges', () => {
    const dishes = [
      { dish_id: 'cake', ingredients: ['1 cup (200g) granulated sugar'] },
      { dish_id: 'tart', ingredients: ['100 g sugar'] },
    ];
    expect(shoppingNeeds(dishes, 'metric').map((need) => need.quantity)).toEqual(['300 g']);
    const usDishes = [
      { dish_id: 'cake', ingredients: ['100 g (1/2 cup) sugar'] },
      { dish_id: 'tart', ingredients: ['1 cup sugar'] },
    ];
    expect(shoppingNeeds(usDishes, 'us').map((need) => need.quantity)).toEqual(['1 1/2 cups']);
  });

  it('counts packages after their size in the words of the count shown', () => {
    expect(scaleIngredientLine('1 (15 oz) can black beans, drained', 2, 'us')).toBe(
      '2 (15 oz) cans black beans, drained',
    );
    expect(scaleIngredientLine('2 (10 ounce) boxes frozen peas', 0.5, 'us')).toBe(
      '1 (10 ounce) box frozen peas',
    );
  });

  it('rounds a scaled amount to what a cook can measure', () => {
    // 1/2 cup + 2 tbsp is 0.625 cup; for 4½ of 4 servings 0.70 cup, which no cup measures.
    expect(scaleIngredientLine('1/2 cup plus 2 tbsp flour', 4.5 / 4, 'us')).toBe('⅔ cup flour');
    expect(scaleIngredientLine('8 ounces spaghetti', 1.24, 'us')).toBe('10 oz spaghetti');
    expect(scaleIngredientLine('3 large eggs, beaten', 4.5 / 4, 'us')).toBe(
      '3½ large eggs, beaten',
    );
    // The unit's plural follows the number shown, not the number before rounding.
    expect(scaleIngredientLine('1 stick butter', 4.5 / 4, 'us')).toBe('1 stick butter');
    expect(scaleIngredientLine('2 cups stock', 12, 'us')).toBe('24 cups stock');
    expect(scaleIngredientLine('1/8 tsp cayenne', 0.5, 'us')).toBe('⅛ tsp cayenne');
  });

  it('keeps spoons in a metric kitchen, and measures more than ¼ cup in millilitres', () => {
    expect(scaleIngredientLine('1 1/2 teaspoons salt', 4.5 / 4, 'metric')).toBe('1¾ tsp salt');
    expect(scaleIngredientLine('1 tablespoon olive oil', 2, 'metric')).toBe('2 tbsp olive oil');
    expect(scaleIngredientLine('6 tbsp olive oil', 1, 'metric')).toBe('89 ml olive oil');
    // Butter, flour and sugar past a quarter cup are weighed: 6 tbsp of butter is 85 g.
    expect(scaleIngredientLine('6 tbsp butter', 1, 'metric')).toBe('85 g butter');
  });

  it('weighs in a metric kitchen what an American recipe measures by the cup', () => {
    expect(scaleIngredientLine('2 cups all-purpose flour', 1, 'metric')).toBe(
      '240 g all-purpose flour',
    );
    expect(scaleIngredientLine('1 stick butter, softened', 1, 'metric')).toBe(
      '113 g butter, softened',
    );
    expect(scaleIngredientLine('1 cup packed brown sugar', 0.5, 'metric')).toBe(
      '107 g packed brown sugar',
    );
    // The recipe's own weight beats the table; liquids stay millilitres.
    expect(scaleIngredientLine('1 cup (220 g) brown sugar', 1, 'metric')).toBe('220 g brown sugar');
    expect(scaleIngredientLine('2 cups milk', 1, 'metric')).toBe('473 ml milk');
    // And a US kitchen measures a metric recipe's flour in cups.
    expect(scaleIngredientLine('240 g plain flour', 1, 'us')).toBe('2 cups plain flour');
    // On the list, 2 cups of flour and another dish's 100 g add up.
    const needs = shoppingNeeds(
      [
        { dish_id: 'bread', ingredients: ['2 cups all-purpose flour'] },
        { dish_id: 'sauce', ingredients: ['100 g flour'] },
      ],
      'metric',
    );
    expect(needs.map((need) => need.quantity)).toEqual(['340 g']);
    // The list weighs spoons of them too, which the dish page leaves as spoons.
    const withSpoons = shoppingNeeds(
      [
        { dish_id: 'bread', ingredients: ['2 cups all-purpose flour'] },
        { dish_id: 'roux', ingredients: ['3 tbsp flour'] },
      ],
      'metric',
    );
    expect(withSpoons.map((need) => need.quantity)).toEqual(['263 g']);
    expect(scaleIngredientLine('3 tbsp flour', 1, 'metric')).toBe('3 tbsp flour');
  });

  it('shows the family’s units', () => {
    expect(scaleIngredientLine('1 lb ground beef', 1, 'metric')).toBe('454 g ground beef');
    expect(scaleIngredientLine('2 cups milk', 1, 'metric')).toBe('473 ml milk');
    expect(scaleIngredientLine('500 g pasta', 1, 'us')).toBe('1⅛ lb pasta');
    expect(scaleIngredientLine('2 cups milk', 1, 'us')).toBe('2 cups milk');
  });
});

describe('ingredients understood', () => {
  it('splits a line into quantity, unit, name and note', () => {
    expect(ingredientParts('2 cloves garlic, minced')).toEqual({
      quantity: 2,
      quantity2: null,
      unit: 'clove',
      name: 'garlic',
      note: 'minced',
    });
    expect(ingredientParts('1 (14 oz) can diced tomatoes, drained')).toMatchObject({
      quantity: 1,
      unit: 'can',
      name: 'diced tomatoes',
      note: 'drained',
    });
  });

  it('converts units before merging and scales each dish to its meal', () => {
    const needs = shoppingNeeds([
      { dish_id: 'a', ingredients: ['1 cup milk', '1 lb flour'], factor: 0.5 },
      { dish_id: 'b', ingredients: ['240 ml milk', '227 g flour'] },
    ]);
    const milk = needs.find((n) => n.key === 'milk');
    const flour = needs.find((n) => n.key === 'flour');
    expect(milk?.quantity).toBe('1 1/2 cups');
    expect(flour?.quantity).toBe('1 lb');
    const metric = shoppingNeeds(
      [{ dish_id: 'a', ingredients: ['1 cup milk', '2 tbsp butter', '250 ml milk'] }],
      'metric',
    );
    expect(metric.find((n) => n.key === 'milk')?.quantity).toBe('487 ml');
  });
});
