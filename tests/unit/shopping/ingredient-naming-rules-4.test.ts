// Naming rules of the fourth round, on lines made up for the test (none is a labelled line).
import { describe, expect, it } from 'vitest';
import { ingredientParts } from '../../../domain/shopping/ingredients/parse-ingredient-line.ts';
import { parts } from '../../support/ingredient-parts.ts';

describe('ingredient units, round 4: tbs, tbl and gr', () => {
  it.each([
    ['3 tbs dill, chopped', 3, 'tablespoon', 'dill'],
    ['2 Tbl. olive oil', 2, 'tablespoon', 'olive oil'],
    ['1 tbls honey', 1, 'tablespoon', 'honey'],
    ['200 gr flour', 200, 'gram', 'flour'],
    ['1 green pepper', 1, null, 'green pepper'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts, round 4: an amount after the name', () => {
  it.each([
    // The other system's amount again: dropped.
    ['1/2 pound dark chocolate chips 225 gr', 0.5, 'pound', 'dark chocolate chips'],
    ['1 cup rolled oats 90g', 1, 'cup', 'rolled oats'],
    // More of the same after a '+': added.
    ['1/2 cup maple syrup + 1 tbsp', 0.5625, 'cup', 'maple syrup'],
    ['2 cups flour + 2 tablespoons', 2.125, 'cup', 'flour'],
    ['1 cup milk + 1 egg', 1, 'cup', 'milk'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe("ingredient naming, round 4: the cook's doing and temperatures", () => {
  it.each([
    ['5 sheets defrosted filo pastry', 'filo pastry'],
    ['1/4 cup shaved pecorino', 'pecorino'],
    ['2 cups leftover roast chicken', 'roast chicken'],
    ['1 can seasoned black beans', 'black beans'],
    ['8 oz homemade pizza dough', 'pizza dough'],
    ['1 cup home-made pesto', 'pesto'],
    ['2 cups cold cooked jasmine rice', 'jasmine rice'],
    ['1/2 cup room temperature butter', 'butter'],
    ['1 cup cold heavy cream', 'heavy cream'],
    ['1/2 cup hot brewed coffee', 'brewed coffee'],
    // Sold seasoned, or a product named by its temperature.
    ['1 tsp seasoned salt', 'seasoned salt'],
    ['2 tbsp seasoned rice vinegar', 'seasoned rice vinegar'],
    ['1 cup seasoned fine breadcrumbs', 'seasoned breadcrumbs'],
    ['2 tbsp hot sauce', 'hot sauce'],
    ['1 cup hot chocolate', 'hot chocolate'],
    ['1 cup ice cream', 'ice cream'],
    ['1 tsp cream of tartar', 'cream of tartar'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe("ingredient naming, round 4: examples after 'such as' and 'like'", () => {
  it.each([
    ['1 lb short pasta such as penne or rigatoni', 'short pasta'],
    ['1/2 cup hard cheese like Pecorino', 'hard cheese'],
    ['2 tbsp neutral oil, such as canola', 'neutral oil'],
    ['1 cup nuts, e.g. walnuts', 'nuts'],
    // Only what the thing is for before them: the first example is bought.
    ['Toppings such as sliced almonds, raisins or sprinkles', 'almonds'],
    ['Optional garnishes like chopped cilantro', 'cilantro'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });

  it.each([
    ['Garnish: parsley', 'parsley'],
    ['For garnish: 2 tbsp chopped chives', 'chives'],
    ['To serve: crusty bread', 'crusty bread'],
  ])("drops what the line is for in front: '%s' → %s", (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });

  it('keeps a header a header', () => {
    expect(ingredientParts('Toppings:')).toBeNull();
  });
});

describe('ingredient naming, round 4: citrus bought whole', () => {
  it.each([
    ['Lime wedges, for serving', 'Lime'],
    ['orange twists', 'orange'],
    ['1/2 lemon zest and juice', 'lemon'],
    ['2 limes, zest and juice', 'limes'],
    // Sold as such.
    ['2 tbsp lemon juice', 'lemon juice'],
    ['1 tsp orange zest', 'orange zest'],
    ['1 bag frozen potato wedges', 'frozen potato wedges'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe("ingredient naming, round 4: makers' possessive names", () => {
  it.each([
    ["3/4 cup HERSHEY'S Cocoa", 'Cocoa'],
    ['1 cup Hellmann’s mayonnaise', 'mayonnaise'],
    ["2 tbsp French's mustard", 'mustard'],
    ["1 cup Bob's Red Mill rolled oats", 'rolled oats'],
    ["1 can Campbell's cream of mushroom soup", 'cream of mushroom soup'],
    // A product named by its maker, or the maker alone, or a kind.
    ["24 Hershey's Kisses", "Hershey's Kisses"],
    ['1 cup French bread cubes', 'French bread cubes'],
    ["1 jar Smucker's", "Smucker's"],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 4: a choice of two states', () => {
  it.each([
    ['1 teaspoon dried or fresh basil', 'dried basil'],
    ['1 cup fresh or frozen raspberries', 'raspberries'],
    ['2 cups frozen or fresh corn', 'frozen corn'],
    ['1 tbsp fresh or 1 tsp dried thyme', 'thyme'],
    ['1 tbsp chopped fresh or 1/2 tsp dried dill', 'dill'],
    // A choice of things stays the first thing.
    ['1 cup fresh spinach or kale', 'spinach'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 4: pepper, advice after each name', () => {
  it.each([
    ['Salt to taste and black pepper to taste', 'Salt and black pepper'],
    ['salt as needed and pepper as needed', 'salt and pepper'],
    ['Sea salt and fresh cracked pepper', 'salt and pepper'],
    ['1 tsp cracked black pepper', 'black pepper'],
    ['1 cup cracked wheat', 'cracked wheat'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient amounts, round 4: size ranges, packages after a weight, balls', () => {
  it.each([
    ['2 small-to-medium cloves garlic, minced', 2, 'clove', 'garlic'],
    ['3 medium-large potatoes', 3, null, 'potatoes'],
    ['2 small to medium onions', 2, null, 'onions'],
    ['16 ounces can diced tomatoes', 16, 'ounce', 'diced tomatoes'],
    ['14 oz can crushed tomatoes', 14, 'ounce', 'crushed tomatoes'],
    ['2 cups diced tomatoes', 2, 'cup', 'tomatoes'],
    ['1 mozzarella ball', 1, 'ball', 'mozzarella'],
    ['2 oz burrata ball, torn', 2, 'ounce', 'burrata'],
    ['12 cheese balls', 12, null, 'cheese balls'],
    // After another unit a part of the plant stays what is measured.
    ['Handful of parsley stalks', 1, 'handful', 'parsley stalks'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units, round 4: balls', () => {
  it.each([
    ['2 balls fresh mozzarella', 2, 'ball', 'mozzarella'],
    ['1 ball pizza dough', 1, 'ball', 'pizza dough'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units, round 4: other counted measures, a size in inches first', () => {
  it.each([
    ['1 knob butter', 1, 'knob', 'butter'],
    ['2 splashes of hot sauce', 2, 'splash', 'hot sauce'],
    ['1 wedge brie', 1, 'wedge', 'brie'],
    ['1 batch pie crust (recipe below)', 1, 'batch', 'pie crust'],
    ['1 recipe homemade pizza dough', 1, 'recipe', 'pizza dough'],
    ['2 bouillon cubes', 2, null, 'bouillon cubes'],
    ['2 cube steaks', 2, null, 'cube steaks'],
    ['1 pack glass noodles', 1, 'pack', 'glass noodles'],
    ['1-inch piece fresh ginger', 1, 'piece', 'ginger'],
    ['2 inch piece of turmeric, peeled', 1, 'piece', 'turmeric'],
    ['1 inch ginger', 1, 'inch', 'ginger'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts, round 4: British packs, sheets, plus', () => {
  it.each([
    ['150g pot natural yogurt', 150, 'gram', 'natural yogurt'],
    ['250g punnet strawberries', 250, 'gram', 'strawberries'],
    ['½ x 20g pack coriander', 0.5, 'pack', 'coriander'],
    ['1 ready-rolled puff pastry sheet', 1, 'sheet', 'ready-rolled puff pastry'],
    ['4 nori sheets', 4, 'sheet', 'nori'],
    ['1 cup flour plus 2 tablespoons', 1.125, 'cup', 'flour'],
    ['2 cups sugar plus 1 tbsp for sprinkling', 2, 'cup', 'sugar'],
    // A yolk is bought as an egg (since round 8), so three eggs are bought.
    ['2 eggs plus 1 yolk', 3, null, 'eggs'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts, round 4: zest or juice of a fruit counted in brackets', () => {
  it.each([
    ['Lime zest (from two limes)', 2, null, 'Lime'],
    ['lemon juice (juice of 1 large lemon)', 1, null, 'lemon'],
    // An amount of the juice itself is what is measured.
    ['2 tbsp lemon juice (from 1 lemon)', 2, 'tablespoon', 'lemon juice'],
    ['lemon zest (from the lemon above)', null, null, 'lemon zest'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 4: hyphenated describing words', () => {
  it.each([
    ['2 bone-in, skin-on chicken thighs', 'bone-in skin-on chicken thighs'],
    ['1 cup gluten-free, dairy-free chocolate chips', 'gluten-free dairy-free chocolate chips'],
    ['1/4 cup fresh-squeezed lime juice', 'lime juice'],
    ['1 cup freshly-grated parmesan', 'parmesan'],
    ['4 slices stale bread', 'bread'],
    ['2 cups day-old bread, cubed', 'bread'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe("ingredient naming, round 4: more makers, supermarkets' own ranges", () => {
  it.each([
    ['1 packet Lipton onion soup mix', 'onion soup mix'],
    ["1 jar Rao's Homemade marinara sauce", 'marinara sauce'],
    ['2 tbsp Red Boat fish sauce', 'fish sauce'],
    ['1 envelope Knox unflavored gelatin', 'unflavored gelatin'],
    ['284ml tub Essential Buttermilk', 'Buttermilk'],
    ['200g Tesco Finest smoked salmon', 'smoked salmon'],
    ["Sainsbury's Taste the Difference pancetta", 'pancetta'],
    // An ordinary word in lower case, or the range alone.
    ['1 tsp essential oil', 'essential oil'],
    ['1 Essential', 'Essential'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient amounts, round 4: the amount after the name, before a note', () => {
  it.each([
    ['Tomato - 2 (finely chopped)', 2, null, 'Tomato'],
    ['Rice - 1 cup (soaked for 30 minutes)', 1, 'cup', 'Rice'],
    ['Green chillies - 2, slit', 2, null, 'Green chillies'],
    ['Quinoa 1 1/2 cups (rinsed)', 1.5, 'cup', 'Quinoa'],
    ['3 nos onion', 3, null, 'onion'],
    ['Onion - 2 nos', 2, null, 'Onion'],
    // A number inside the name is not its amount.
    [
      'Zucchini noodles from 2 zucchini (spiralized)',
      null,
      null,
      'Zucchini noodles from 2 zucchini',
    ],
    ['2 no-bake crusts', 2, null, 'no-bake crusts'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe("ingredient naming, round 4: 'and/or', a few dashes, 'you like'", () => {
  it.each([
    ['2 cups chicken broth and/or water', 'chicken broth'],
    ['A few dashes of bitters', 'bitters'],
    ['a couple pinches of salt', 'salt'],
    ['Optional garnish: sesame seeds', 'sesame seeds'],
    ['Any veggies you like', 'veggies'],
    ['Sprinkles that you love', 'Sprinkles'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 4: provenance, praise and ripeness', () => {
  it.each([
    ['1/4 cup local honey', 'honey'],
    ['1 lb wild-caught salmon', 'salmon'],
    ['1 lb sustainably sourced cod', 'cod'],
    ['2 cups seasonal vegetables', 'vegetables'],
    ['non-GMO corn tortillas', 'corn tortillas'],
    ['1/4 cup 100% pure maple syrup', 'pure maple syrup'],
    ['1 lb beautiful heirloom tomatoes', 'heirloom tomatoes'],
    ['1 cup decent red wine', 'red wine'],
    ['1/4 cup real maple syrup', 'maple syrup'],
    ['4 large very ripe bananas', 'bananas'],
    ['2 firm-ripe pears', 'pears'],
    // Kinds, not praise.
    ['1 cup Great Northern beans', 'Great Northern beans'],
    ['1 cup natural yogurt', 'natural yogurt'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient units, round 4: more spellings, sizes cut short, 1-1/2', () => {
  it.each([
    ['1 tblsp oil', 1, 'tablespoon', 'oil'],
    ['1 tspn salt', 1, 'teaspoon', 'salt'],
    ['1 dsp honey', 1, 'dessertspoon', 'honey'],
    ['500 grms flour', 500, 'gram', 'flour'],
    ['1 lt milk', 1, 'liter', 'milk'],
    ['1 sm onion', 1, null, 'onion'],
    ['2 lg eggs', 2, null, 'eggs'],
    ['1 med. zucchini', 1, null, 'zucchini'],
    ['1 lg clove garlic', 1, 'clove', 'garlic'],
    ['1 tbsp heaped sugar', 1, 'tablespoon', 'sugar'],
    ['1-1/2 cups flour', 1.5, 'cup', 'flour'],
    ['2-3/4 cups sugar', 2.75, 'cup', 'sugar'],
    ['1-2 cups broth', 1, 'cup', 'broth'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 4: orange as a colour, second thoughts', () => {
  it.each([
    ['1 red, orange, or yellow bell pepper', 'red bell pepper'],
    ['orange and yellow peppers', 'peppers'],
    ['1 orange, zested', 'orange'],
    ['1 orange bell pepper', 'orange bell pepper'],
    ['a pinch or two of salt', 'salt'],
    ['1 cup or so of stock', 'stock'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient amounts, round 4: quarters and thirds in words, parts of what is counted', () => {
  it.each([
    ['a quarter cup of oil', 0.25, 'cup', 'oil'],
    ['three-quarters of a cup sugar', 0.75, 'cup', 'sugar'],
    ['quarter of a cabbage', 0.25, null, 'cabbage'],
    ['two thirds cup flour', 2 / 3, 'cup', 'flour'],
    ['seeds from 1 pomegranate', 1, null, 'pomegranate'],
    ['leaves from 4 sprigs mint', 4, 'sprig', 'mint'],
    ['a few cloves of garlic', null, null, 'garlic'],
    ['several sprigs thyme', null, null, 'thyme'],
    ['a little olive oil', null, null, 'olive oil'],
    ['2 heads Little Gem lettuce', 2, 'head', 'Little Gem lettuce'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    const found = parts(line);
    expect(found?.quantity ?? null).toBeCloseTo(quantity ?? 0, 2);
    if (quantity === null) expect(found?.quantity).toBeNull();
    expect(found && { unit: found.unit, name: found.name }).toEqual({ unit, name });
  });
});

describe("ingredient amounts, round 4: '4 x 150g fillets', big, deep frying", () => {
  it.each([
    ['4 x 150g salmon fillets', 4, null, 'salmon fillets'],
    ['1 x 2kg chicken', 1, null, 'chicken'],
    ['2 x 400g tins chopped tomatoes', 2, 'tin', 'chopped tomatoes'],
    ['1 big onion', 1, null, 'onion'],
    ['Oil for deep frying', null, null, 'Oil'],
    ['Vegetable oil, for shallow-frying', null, null, 'Vegetable oil'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient amounts, round 4: fullness before the number, optional in front, minus', () => {
  it.each([
    ['heaping 1/2 cup sugar', 0.5, 'cup', 'sugar'],
    ['Scant 1 cup milk', 1, 'cup', 'milk'],
    ['~2 cups flour', 2, 'cup', 'flour'],
    ['Level teaspoon salt', 1, 'teaspoon', 'salt'],
    ['(optional) 1 tsp chili flakes', 1, 'teaspoon', 'chili flakes'],
    ['*optional* chopped nuts', null, null, 'nuts'],
    ['1 cup minus 2 tbsp flour', 0.875, 'cup', 'flour'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe("ingredient naming, round 4: 'beaten with', 'preferably', 'day old'", () => {
  it.each([
    ['1 egg beaten with 1 tbsp milk', 'egg'],
    ['1 tbsp honey diluted in 2 tbsp water', 'honey'],
    ['1 tbsp preferably fresh thyme', 'thyme'],
    ['1 cup cake flour, ideally unbleached', 'cake flour'],
    ['3 cups day old rice', 'rice'],
    ['1 cup mixed nuts', 'mixed nuts'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient amounts, round 4: a decimal comma', () => {
  it.each([
    ['1,5 kg potatoes', 1.5, 'kilogram', 'potatoes'],
    ['2,5 dl cream', 2.5, 'deciliter', 'cream'],
    ['1,000 g flour', 1000, 'gram', 'flour'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe("ingredient naming, round 4: an 'if' clause is advice", () => {
  it.each([
    ['Raisins if desired', 'Raisins'],
    ['nuts if using', 'nuts'],
    ['Cilantro if you like', 'Cilantro'],
    ['Salt if needed', 'Salt'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient amounts, round 4: a section named in front, + more', () => {
  it.each([
    ['For the dressing: 1/4 cup olive oil', 0.25, 'cup', 'olive oil'],
    ['Sauce: 2 tbsp soy sauce', 2, 'tablespoon', 'soy sauce'],
    // A name before its amount stays the name.
    ['Sugar: 1 cup, sifted', 1, 'cup', 'Sugar'],
    ['Eggs: 2', 2, null, 'Eggs'],
    ['1 tbsp oil + more for frying', 1, 'tablespoon', 'oil'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient units, round 4: how things are sold or cut', () => {
  it.each([
    ['1 rack of baby back ribs', 1, 'rack', 'baby back ribs'],
    ['2 links sausage', 2, 'link', 'sausage'],
    ['1 tube polenta', 1, 'tube', 'polenta'],
    ['1 log goat cheese', 1, 'log', 'goat cheese'],
    ['4 cobs corn', 4, 'cob', 'corn'],
    ['1 sleeve graham crackers', 1, 'sleeve', 'graham crackers'],
    ['1 pouch tuna', 1, 'pouch', 'tuna'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 4: more of the same, sizes written apart', () => {
  it.each([
    ['Extra parmesan, for serving', 'parmesan'],
    ['More cheese for topping', 'cheese'],
    ['Additional salt to taste', 'salt'],
    ['1 cup reserved pasta water', 'pasta water'],
    ['3 extra large eggs', 'eggs'],
    ['2 XL eggs', 'eggs'],
    ['2 cups bite size pretzels', 'pretzels'],
    // Kinds.
    ['1 cup extra sharp cheddar', 'extra sharp cheddar'],
    ['1 block extra-firm tofu', 'extra-firm tofu'],
    ['2 tbsp extra virgin olive oil', 'olive oil'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient amounts, round 4: a size after an amount after the name', () => {
  it.each([
    ['Onion: 1 large, diced', 1, null, 'Onion'],
    ['Eggs: 2 large', 2, null, 'Eggs'],
    ['Tomatoes - 3 medium (chopped)', 3, null, 'Tomatoes'],
    ['Garlic: 3 cloves, minced', 3, 'clove', 'Garlic'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});
