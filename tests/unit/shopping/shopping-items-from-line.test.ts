import { describe, expect, it } from 'vitest';
import { formatAmount } from 'recipe-reader';
import { shoppingItemsFromLine } from '#domain/shopping/shopping-items-from-line.ts';

function summary(line: string) {
  return shoppingItemsFromLine(line).map((item) => ({
    name: item.name,
    amount: item.amount ? formatAmount(item.amount) : null,
    department: item.department,
  }));
}

describe('shoppingItemsFromLine', () => {
  it.each([
    ['2 cups all-purpose flour', 'Flour', '2 cups', 'Pantry'],
    ['3 cloves garlic, minced', 'Garlic', '3 cloves', 'Produce'],
    ['3 garlic cloves', 'Garlic', '3 cloves', 'Produce'],
    ['1/2 tsp salt', 'Salt', '1/2 tsp', 'Pantry'],
    ['2-3 large onions, chopped', 'Onions', '2-3', 'Produce'],
    ['1 lb ground beef', 'Ground Beef', '1 lb', 'Meat & Fish'],
    ['500 g chicken breast', 'Chicken Breast', '500 g', 'Meat & Fish'],
    ['1 ½ cups milk', 'Milk', '1 1/2 cups', 'Dairy'],
    ['juice of 1 lemon', 'Lemon', '1', 'Produce'],
    ['2 tablespoons olive oil, divided', 'Olive Oil', '2 tbsp', 'Pantry'],
    ['1 cup (240ml) heavy cream', 'Heavy Cream', '1 cup', 'Dairy'],
    ['¼ cup fresh parsley, chopped', 'Parsley', '1/4 cup', 'Produce'],
    ['5 large egg yolks', 'Egg', '5', 'Dairy'],
    [
      '2 boneless, skinless chicken breasts',
      'Boneless Skinless Chicken Breasts',
      '2',
      'Meat & Fish',
    ],
    ['▢ 2 tbsp butter', 'Butter', '2 tbsp', 'Dairy'],
    ['2 slices sourdough bread', 'Sourdough Bread', '2 slices', 'Bakery'],
  ])('%s → %s, %s, %s', (line, name, amount, department) => {
    expect(summary(line)).toEqual([{ name, amount, department }]);
  });

  it('counts packaged goods in their packages and shelves canned ones in the Pantry', () => {
    expect(summary('1 (14 oz) can diced tomatoes')).toEqual([
      { name: 'Diced Tomatoes', amount: '1 can', department: 'Pantry' },
    ]);
    expect(summary('1 28 oz can crushed tomatoes')).toEqual([
      { name: 'Crushed Tomatoes', amount: '1 can', department: 'Pantry' },
    ]);
    expect(summary('2 (8 ounce) packages cream cheese, softened')).toEqual([
      { name: 'Cream Cheese', amount: '2 packages', department: 'Dairy' },
    ]);
    expect(summary('2 cans tuna')).toEqual([
      { name: 'Tuna', amount: '2 cans', department: 'Pantry' },
    ]);
  });

  it('keeps seasoning to taste on the list without an amount, one item per thing', () => {
    expect(summary('Salt and pepper to taste')).toEqual([
      { name: 'Salt', amount: null, department: 'Pantry' },
      { name: 'Pepper', amount: null, department: 'Pantry' },
    ]);
    expect(summary('1 pinch salt')).toEqual([{ name: 'Salt', amount: null, department: 'Pantry' }]);
  });

  it('reads a unit without a number as one of it, as the hand labels do', () => {
    // Was no amount: 'A handful' is one handful, which '2 handfuls' of the same herb adds to.
    expect(summary('A handful of chopped basil, optional')).toEqual([
      { name: 'Basil', amount: '1 handful', department: 'Produce' },
    ]);
    expect(summary('Pinch of salt')).toEqual([
      { name: 'Salt', amount: null, department: 'Pantry' },
    ]);
    expect(summary('One 3-inch cinnamon stick')[0]?.amount).toBe('1');
    expect(summary('Zest and juice of a large orange')).toEqual([
      { name: 'Orange', amount: '1', department: 'Produce' },
    ]);
  });

  it('adds a split amount together', () => {
    expect(summary('2/3 + 1/3 cup chocolate chips')).toEqual([
      { name: 'Chocolate Chips', amount: '1 cup', department: 'Pantry' },
    ]);
    expect(summary('1/4 cup plus 2 Tbsp. kosher salt')[0]?.amount).toBe('3/8 cup');
    expect(summary('4 cloves garlic, grated + 4 cloves garlic, minced')[0]?.amount).toBe(
      '8 cloves',
    );
    // Inside brackets a second amount is the first again, in other units.
    expect(summary('210 ml (3/4 cup + 2 tbsp) water')[0]?.amount).toBe('210 ml');
  });

  it.each([
    ['2 celery stalks', 'Celery', '2 stalks'],
    ['2 star anise pods', 'Star Anise', '2 pods'],
    ['1 small clove of garlic, crushed', 'Garlic', '1 clove'],
    ['18 thin slices of prosciutto', 'Prosciutto', '18 slices'],
    ['1 heaping cup (60 grams) tofu puffs', 'Tofu Puffs', '1 cup'],
    ['1 2-inch piece of turmeric, grated', 'Turmeric', '1 piece'],
    ['2 tbsps of butter', 'Butter', '2 tbsp'],
    ['1/3 cupgranulated sugar', 'Sugar', '1/3 cup'],
    ['2 - 15 oz cans pumpkin puree', 'Pumpkin Puree', '2 cans'],
    ['Two to three cups flour', 'Flour', '2-3 cups'],
    ['2 cups boiling water', 'Water', '2 cups'],
    ['3 or 4 organic radishes', 'Radishes', '3-4'],
    ['1 package store-bought angel food cake', 'Angel Food Cake', '1 package'],
    ['1/2 Cup 1 Stick Salted Butter', 'Butter', '1/2 cup'],
    ['12 cupcakes', 'Cupcakes', '12'],
    ['1 cup whole wheat flour', 'Whole Wheat Flour', '1 cup'],
    ['About 1/2 tsp. kosher salt', 'Salt', '1/2 tsp'],
    ['1 and 1/4 cups (249g) granulated sugar', 'Sugar', '1 1/4 cups'],
    ['2 clove(s) of garlic', 'Garlic', '2 cloves'],
    ['1 1/2 cups/190 grams all-purpose flour', 'Flour', '1 1/2 cups'],
    ['2 x 7g sachets dried yeast', 'Dried Yeast', '2 sachets'],
    ['1 x 14 fl oz tin coconut milk', 'Coconut Milk', '1 tin'],
    ['12 finely minced cloves of garlic', 'Garlic', '12 cloves'],
    ['4 whole cloves', 'Cloves', '4'],
    ['3 rashers bacon', 'Bacon', '3 rashers'],
    ['1 lb 2 oz flour', 'Flour', '1 1/8 lb'],
    ['500 ml 2 cups milk', 'Milk', '500 ml'],
    ['1 cup 8 fl oz milk', 'Milk', '1 cup'],
    ['Optional: 2 teaspoons Cognac or brandy', 'Cognac', '2 tsp'],
    ['\u200d225 g dark chocolate', 'Dark Chocolate', '225 g'],
    ['2 pears ripe', 'Pears', '2'],
    ['1 orange for zesting', 'Orange', '1'],
    ['1 cup blueberries frozen', 'Frozen Blueberries', '1 cup'],
    ['1 cup frozen peas', 'Frozen Peas', '1 cup'],
    ['1 cup sliced and frozen strawberries', 'Strawberries', '1 cup'],
    ['1 cup milk or 2 tbsp milk powder', 'Milk', '1 cup'],
    ['1 thumb root ginger', 'Ginger', '1 thumb'],
    ['4 carrot sticks', 'Carrot', '4 sticks'],
    ['2 cinnamon sticks', 'Cinnamon Sticks', '2'],
    ['4 bacon slices', 'Bacon', '4 slices'],
    ['1 envelope unflavored gelatin', 'Unflavored Gelatin', '1 envelope'],
    ['2 shots vodka', 'Vodka', '2 shots'],
    ["6 Reese's Peanut Butter Cups", 'Peanut Butter Cups', '6'],
    ["2 Bird's Eye Chillies", "Bird's Eye Chillies", '2'],
    ["2 Hershey's Kisses", "Hershey's Kisses", '2'],
  ])('%s → %s, %s', (line, name, amount) => {
    expect(summary(line)).toMatchObject([{ name, amount }]);
  });

  it('skips group headings and empty lines', () => {
    expect(shoppingItemsFromLine('For the sauce:')).toEqual([]);
    expect(shoppingItemsFromLine('   ')).toEqual([]);
    expect(shoppingItemsFromLine('Dressing:')).toEqual([]);
  });

  it('gives plurals, case and accents one key', () => {
    const [a] = shoppingItemsFromLine('2 Tomatoes');
    const [b] = shoppingItemsFromLine('1 tomato');
    const [c] = shoppingItemsFromLine('100 ml crème fraîche');
    const [d] = shoppingItemsFromLine('2 tbsp creme fraiche');
    expect(a?.key).toBe(b?.key);
    expect(c?.key).toBe(d?.key);
  });
});
