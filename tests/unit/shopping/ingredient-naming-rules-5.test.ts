// Naming rules of the fifth round, drawn from lines of other sites than the corpus, on lines
// made up for the test (none is a labelled line, none copied from a page).
import { describe, expect, it } from 'vitest';
import { parts } from '../../support/ingredient-parts.ts';

describe("ingredient naming, round 5: the cook's doing before the name", () => {
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

describe('ingredient naming, round 5: crushed as it is sold', () => {
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

describe('ingredient naming, round 5: sizes and pieces', () => {
  it.each([
    ['2 medium-size leeks', 'leeks'],
    ['3 medium size pears', 'pears'],
    ['12 taco-size flour tortillas', 'flour tortillas'],
    ['2 cups thin strips green bell pepper', 'green bell pepper'],
    ['6 large, thin slices of gruyere cheese', 'gruyere cheese'],
    ['1/4 cup shavings of parmesan', 'parmesan'],
    ['a few shakes of hot sauce', 'hot sauce'],
    // Round things are not rounds cut from them.
    ['1 pound round steak', 'round steak'],
    ['4 round bread rolls', 'round bread rolls'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 5: advice after the name', () => {
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

describe('ingredient amounts, round 5: a part measured by counting the whole', () => {
  it.each([
    ['Finely grated zest of 2 lemons', 2, null, 'lemons'],
    ['juice of ½ lime', 0.5, null, 'lime'],
    ['Zest of one small orange', 1, null, 'orange'],
    ['grated zest and juice of a grapefruit', 1, null, 'grapefruit'],
    ['juice of half a lemon', 0.5, null, 'lemon'],
    ['Juice of 3 large or 4 small limes', 3, null, 'limes'],
    ['leaves from a few sprigs of basil', null, null, 'basil'],
    // A unit written short and again in full counts once.
    ['1 tsp teaspoon vanilla extract', 1, 'teaspoon', 'vanilla extract'],
    ['¼ c cup honey', 0.25, 'cup', 'honey'],
    ['3 lb pounds new potatoes', 3, 'pound', 'new potatoes'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 5: herbs by the stem, kinds of a choice, sold strained', () => {
  it.each([
    ['4 stems fresh oregano', 4, 'stem', 'oregano'],
    ['3 branches rosemary', 3, 'branch', 'rosemary'],
    ['3 stem ginger balls, chopped', 3, null, 'stem ginger balls'],
    ['1 packed cup fresh parsley leaves', 1, 'cup', 'parsley'],
    ['½ loosely packed cup basil', 0.5, 'cup', 'basil'],
    ['freshly milled white or black pepper', null, null, 'white pepper'],
    ['1 cup salted or unsalted peanuts', 1, 'cup', 'salted peanuts'],
    ['2 tbsp strained orange juice', 2, 'tablespoon', 'orange juice'],
    ['1 cup strained Greek yogurt', 1, 'cup', 'strained Greek yogurt'],
    ['2 cups hulled raspberries', 2, 'cup', 'raspberries'],
    ['3 tbsp hulled hemp seeds', 3, 'tablespoon', 'hulled hemp seeds'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 5: sizes before units, ribs and spears, what a line is for', () => {
  it.each([
    ['3 medium-size cloves garlic', 3, 'clove', 'garlic'],
    ['2 plump shallot cloves', 2, 'clove', 'shallot'],
    ['10 asparagus spears', 10, 'spear', 'asparagus'],
    ['3 celery ribs, sliced', 3, 'rib', 'celery'],
    ['1 rib of celery', 1, 'rib', 'celery'],
    ['2 rib eye steaks', 2, null, 'rib eye steaks'],
    ['1 standing rib roast', 1, null, 'standing rib roast'],
    ['20 wafer thin slices salami', 20, null, 'salami'],
    ['2 tbsp iced water', 2, 'tablespoon', 'water'],
    ['1 cup pre-crumbled goat cheese', 1, 'cup', 'goat cheese'],
    ['Juice and pulp from 2 oranges', 2, null, 'oranges'],
    ['3 pork chops totalling about 2 lb', 3, null, 'pork chops'],
    ['2 lb apples to make about 5 cups', 2, 'pound', 'apples'],
    ['Steamed rice as an accompaniment', null, null, 'rice'],
    ['6 corn tortillas used for tacos', 6, null, 'corn tortillas'],
    ['1/3 cup slivered or sliced almonds', 1 / 3, 'cup', 'slivered almonds'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    const found = parts(line);
    expect(found?.name).toBe(name);
    expect(found?.unit).toBe(unit);
    if (quantity === null) expect(found?.quantity).toBeNull();
    else expect(found?.quantity).toBeCloseTo(quantity, 3);
  });
});

describe('ingredient naming, round 5: a choice of things, adjectives listed', () => {
  it.each([
    ['2 tbsp margarine or sunflower oil', 'margarine'],
    ['6 cups water or vegetable stock', 'water'],
    ['2 shallots or spring onions', 'shallots'],
    ['1 tbsp honey or agave syrup', 'honey'],
    ['1 red or white onion', 'red onion'],
    ['2 cups beef or chicken stock', 'beef stock'],
    ['3 oz soft, mild goat cheese', 'soft mild goat cheese'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient units, round 5: measures poured, broken or grated by eye', () => {
  it.each([
    ['2 glasses red wine', 2, 'glass', 'red wine'],
    ['150g glass noodles', 150, 'gram', 'glass noodles'],
    ['2 parts gin', 2, 'part', 'gin'],
    ['3 nests rice noodles', 3, 'nest', 'rice noodles'],
    ['2 twists orange peel', 2, 'twist', 'orange peel'],
    ['4 gelatine leaves, soaked', 4, 'leaf', 'gelatine'],
    ['1 large orange, zest only', 1, null, 'orange'],
    ['grating of nutmeg', null, null, 'nutmeg'],
    ['salt as desired', null, null, 'salt'],
    ['8 croutons made with rye bread', 8, null, 'croutons'],
    ['Oil for deep fat frying', null, null, 'Oil'],
    ['10 very fine slices fennel', 10, null, 'fennel'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 5: more units and advice', () => {
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

describe('ingredient naming, round 5: halves, rounded spoons, cracked, fat', () => {
  it.each([
    ['half onion, diced', 0.5, null, 'onion'],
    ['Half green bell pepper', 0.5, null, 'green bell pepper'],
    ['1 cup half and half', 1, 'cup', 'half and half'],
    ['2 rounded tbsp cocoa', 2, 'tablespoon', 'cocoa'],
    ['1 dessert spoon honey', 1, 'dessertspoon', 'honey'],
    ['1 mug porridge oats', 1, 'mug', 'porridge oats'],
    ['6 cracked cardamom pods', 6, 'pod', 'cardamom'],
    ['1 cup cracked wheat', 1, 'cup', 'cracked wheat'],
    ['1 tbsp flour seasoned with pepper', 1, 'tablespoon', 'flour'],
    ['grated zest of 2 limes and juice', 2, null, 'lime'],
    ['a dollop or so of crème fraîche', null, null, 'crème fraîche'],
    ['2 fat leeks', 2, null, 'leeks'],
    ['1 cup fat free milk', 1, 'cup', 'fat free milk'],
    ['2 tbsp fat rendered from bacon', 2, 'tablespoon', 'fat rendered from bacon'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 5: sizes of a measure, each of, of any kind', () => {
  it.each([
    ['lg handful of spinach', 1, 'handful', 'spinach'],
    ['a healthy pinch of chilli flakes', 1, 'pinch', 'chilli flakes'],
    ['2 good pinches of saffron', 2, 'pinch', 'saffron'],
    ['A pat of butter', 1, 'pat', 'butter'],
    ['A wineglass of sherry', 1, 'wineglass', 'sherry'],
    ['Pinch each of cumin and coriander', 1, 'pinch', 'cumin and coriander'],
    ['Pinch of salt or dash of soy sauce', 1, 'pinch', 'salt'],
    ['fresh herbs of any kind', null, null, 'herbs'],
    ['2 cups rye bread of good quality', 2, 'cup', 'rye bread'],
    ['Stems from a bunch of coriander', 1, 'bunch', 'coriander'],
    ['A mixture of salad leaves', null, null, 'salad leaves'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 5: which choice shares the noun', () => {
  it.each([
    ['sourdough or French baguette', 'sourdough'],
    ['1 cup ricotta or full-fat cottage cheese', 'ricotta'],
    ['2 tbsp tamari or soy sauce', 'tamari'],
    ['1 cup creamy or crunchy almond butter', 'creamy almond butter'],
    ['2 tsp instant or active dry yeast', 'instant dry yeast'],
    ['1/2 cup Pecorino or Parmesan cheese', 'Pecorino cheese'],
    ['3 tbsp olive or rapeseed oil', 'olive oil'],
    ['1 tsp lemon or lime juice', 'lemon juice'],
    ['8 noodles, dry, curly', 'noodles'],
    ['1 block firm or extra firm tofu', 'firm tofu'],
    ['2 tbsp melted butter or sunflower oil', 'butter'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 5: nothing lost to a describing word or advice', () => {
  it.each([
    ['¾ cup well-stirred, canned coconut cream', 0.75, 'cup', 'canned coconut cream'],
    ['1 ounce per serving of gin or vodka', 1, 'ounce', 'gin'],
    ['medium-size, ripe plums', null, null, 'plums'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});

describe('ingredient naming, round 5: yolks, temperatures, lengths', () => {
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

describe('ingredient units, round 5: a measure word that is a word of the name', () => {
  it.each([
    ['lump crabmeat', null, null, 'lump crabmeat'],
    ['Glass noodles', null, null, 'glass noodles'],
    ['Rib eye steak', null, null, 'rib eye steak'],
    ['Twists of orange peel', 1, 'twist', 'orange peel'],
    ['a pat of butter', 1, 'pat', 'butter'],
  ])('%s → %s %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });
});
