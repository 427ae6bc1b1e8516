// What the cook does to it, how it was sold or made, and advice: not part of the name.
// The lines are made up for the test (none is a labelled line, none copied from a page).
import { describe, expect, it } from 'vitest';
import { ingredientParts } from '../../src/ingredients/parse-ingredient-line.ts';
import { parts } from '../support/ingredient-parts.ts';

describe("ingredient naming: the cook's doing and temperatures", () => {
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

describe('ingredient naming: pepper, advice after each name', () => {
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

describe("ingredient naming: 'beaten with', 'preferably', 'day old'", () => {
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

describe("ingredient naming: an 'if' clause is advice", () => {
  it.each([
    ['Raisins if desired', 'Raisins'],
    ['nuts if using', 'nuts'],
    ['Cilantro if you like', 'Cilantro'],
    ['Salt if needed', 'Salt'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe("ingredient naming: the cook's doing before the name", () => {
  it.each([
    ['3 poached eggs, warm', 'eggs'],
    ['6 hard-boiled eggs, halved', 'eggs'],
    ['4 hard boiled eggs', 'eggs'],
    ['2 soft-boiled eggs', 'eggs'],
    ['3 tbsp snipped chives', 'chives'],
    ['1 lb peeled and deveined prawns', 'prawns'],
    ['2 tsp picked thyme leaves', 'thyme'],
    ['1 cup unsifted cake flour', 'cake flour'],
    ['1 oz chilled gin', 'gin'],
    ['½ cup rough-chopped walnuts', 'walnuts'],
    ['¾ cup well-shaken buttermilk', 'buttermilk'],
    ['3 tbsp crushed hazelnuts', 'hazelnuts'],
    ['1 tbsp coarse-grained mustard', 'coarse-grained mustard'],
    ['1/4 cup very finely chopped shallot', 'shallot'],
    ['1 very large sweet potato', 'sweet potato'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: crushed as it is sold', () => {
  it.each([
    ['1 (28 oz) can crushed tomatoes', 'crushed tomatoes'],
    ['2 cups crushed plum tomatoes', 'crushed plum tomatoes'],
    ['1 tsp crushed red pepper flakes', 'crushed red pepper flakes'],
    ['1/2 tsp crushed chillies', 'crushed chillies'],
    ['1 cup crushed pineapple, drained', 'crushed pineapple'],
    ['2 cups crushed ice', 'crushed ice'],
    ['1 pack steamed basmati rice', 'steamed basmati rice'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: advice after the name', () => {
  it.each([
    ['8 oz beef tenderloin trimmed of silver skin', 'beef tenderloin'],
    ['2 lemon wedges dredged in sugar', 'lemon'],
    ['1 lb mussels in their shells', 'mussels'],
    ['2 lb broad beans in the pod', 'broad beans'],
    ['½ cup carrot in ½-inch dice', 'carrot'],
    ['2 eggs per person', 'eggs'],
    ['4 bone-in, skin-on chicken thighs', 'bone-in skin-on chicken thighs'],
    ['The rest of the candied lemon peel', 'candied lemon peel'],
    ['1 batch for shortcrust pastry', 'shortcrust pastry'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: more units and advice', () => {
  it.each([
    ['½ md head red cabbage', 0.5, 'head', 'red cabbage'],
    ['1 stick butter plus an extra knob', 1, 'stick', 'butter'],
    ['2 handfuls greens —such as chard', 2, 'handful', 'greens'],
    ['2 bundles of chives', 2, 'bundle', 'chives'],
    ['1 basket blueberries', 1, 'basket', 'blueberries'],
    ['1 teacup of rice', 1, 'teacup', 'rice'],
    ['2-inch chunk ginger', 1, 'chunk', 'ginger'],
    ['1 can chunk light tuna', 1, 'can', 'chunk light tuna'],
    ['Dark chocolate for shavings', null, null, 'Dark chocolate'],
    ['2 tbsp butter for sautéing', 2, 'tablespoon', 'butter'],
    ['A little chopped parsley or a pinch of dried oregano', null, null, 'parsley'],
    ['1 cup applesauce or other fruit puree', 1, 'cup', 'applesauce'],
    ['3 thick pork chops', 3, null, 'pork chops'],
    ['1 fennel bulb with fronds', 1, 'bulb', 'fennel'],
    ['4 beets with greens', 4, null, 'beets'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming: nothing lost to a describing word or advice', () => {
  it.each([
    ['¾ cup well-stirred, canned coconut cream', 0.75, 'cup', 'canned coconut cream'],
    ['1 ounce per serving of gin or vodka', 1, 'ounce', 'gin'],
    ['medium-size, ripe plums', null, null, 'plums'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming: yolks, temperatures, lengths', () => {
  it.each([
    ['Strained juice of 2 limes', 2, null, 'limes'],
    ['Yolks from 3 large eggs', 3, null, 'eggs'],
    ['1 medium size, ripe mango', 1, null, 'mango'],
    ['8 oz medium-large, peeled-and-deveined prawns', 8, 'ounce', 'prawns'],
    ['1 cup warm water 105° to 110°F', 1, 'cup', 'water'],
    ['milk at 40°C', null, null, 'milk'],
    ['1 onion studded with 4 cloves', 1, null, 'onion'],
    ['4 courgettes 6 inches long', 4, null, 'courgettes'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe("ingredient naming: the cook's doing, sizes and advice", () => {
  it.each([
    ['3 slices fully cooked bacon', 'bacon'],
    ['1 package fully-cooked sausages', 'sausages'],
    ['1 cup julienne strips carrot', 'carrot'],
    ['4 cups popped popcorn', 'popcorn'],
    ['2 lb frozen cooked, peeled, and deveined prawns', 'frozen prawns'],
    ['2 cups stock to cover', 'stock'],
    ['1 (4 pound) pork shoulder with skin removed', 'pork shoulder'],
    ['1 cup corn kernels shaved from the cob', 'corn kernels'],
    ['10 frozen 9 x 14-inch phyllo sheets', 'frozen phyllo'],
    ['4 12-by-16-inch sheets parchment', 'sheets parchment'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: how it was made or sold', () => {
  it.each([
    ['3 tbsp rendered duck fat', 'duck fat'],
    ['1 box packaged brownie mix', 'brownie mix'],
    ['2 unbaked 9-inch tart shells', 'tart shells'],
    ['2 tbsp naturally brewed tamari', 'tamari'],
    ['1 can whole kernel sweetcorn', 'whole kernel sweetcorn'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: butter kept cold', () => {
  it.each([
    ['100 g chilled unsalted butter, cubed', 'butter'],
    ['1/2 cup frozen butter, grated', 'butter'],
    ['6 tbsp ice-cold salted butter', 'butter'],
    // Bought frozen.
    ['1 cup frozen peas', 'frozen peas'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: sold prepared', () => {
  it.each([
    ['1 tsp toasted sesame oil, for drizzling', 'toasted sesame oil'],
    ['1/4 cup toasted sesame seeds', 'sesame seeds'],
    ['1 cup medium grain rice', 'medium grain rice'],
    ['1/2 cup toasted walnuts', 'walnuts'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe("ingredient naming: a starter's state", () => {
  it.each([
    ['150 g active sourdough starter', 'sourdough starter'],
    ['1/2 cup bubbly, fed starter', 'starter'],
    ['2 1/4 tsp active dry yeast', 'active dry yeast'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: how it is packed', () => {
  it.each([
    ['2 cups loosely packed baby spinach', 'baby spinach'],
    ['1 cup firmly packed dark brown sugar', 'dark brown sugar'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: cooled, warmed, thawed', () => {
  it.each([
    ['2 cups cooked and cooled basmati rice', 'basmati rice'],
    ['1/2 cup warmed milk', 'milk'],
    ['1 cup thawed frozen corn', 'frozen corn'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});

describe('ingredient naming: a step written after the name', () => {
  it.each([
    ['1 tbsp cornflour mixed with 2 tbsp cold water', 'cornflour'],
    ['1 tsp saffron dissolved in hot milk', 'saffron'],
    ['1 cup mixed nuts', 'mixed nuts'],
  ])('%s → %s', (line, name) => {
    expect(ingredientParts(line)?.name).toBe(name);
  });
});
