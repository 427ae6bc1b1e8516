// Naming rules of the sixth round, drawn from lines of another site than the corpus, on lines
// made up for the test (none is a labelled line, none copied from a page).
import { describe, expect, it } from 'vitest';
import { parts } from '../../support/ingredient-parts.ts';

describe('ingredient naming, round 6: a name that is only its brand is kept', () => {
  it.each([
    // These were read as no name at all, and left off the list.
    ['1 (3 ounce) box lime Jell-O®', 'lime Jell-O'],
    ['1/3 cup Splenda®, or to taste', 'Splenda'],
    ['2 cups Funny Pasta™', 'Funny Pasta'],
    // A brand before its product still goes.
    ['1/4 cup Crisco® vegetable shortening', 'vegetable shortening'],
    ['1 packet Knorr® Pasta Sides™ - Alfredo, prepared', 'Pasta Sides'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 6: more of it after the amount', () => {
  it.each([
    ['3 cups bread flour plus', 'bread flour'],
    ['2 tsp canola oil plus additional for greasing', 'canola oil'],
    ['1 tbsp butter plus more for the pan', 'butter'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});

describe('ingredient naming, round 6: counted by the fillet, the square, the jigger', () => {
  it.each([
    ['3 (5 ounce) fillets cod, skinned', 'cod', 'fillet'],
    ['2 fillets of trout', 'trout', 'fillet'],
    ['6 (1 ounce) squares semisweet chocolate, melted', 'semisweet chocolate', 'square'],
    ['2 (1.5 fluid ounce) jiggers dark rum', 'dark rum', 'jigger'],
    // The word of a name stays in it.
    ['2 x 200g fillet steaks', 'fillet steaks', null],
    ['3 haddock fillets', 'haddock fillets', null],
  ])('%s → %s in %s', (line, name, unit) => {
    expect(parts(line)).toMatchObject({ name, unit });
  });
});

describe("ingredient naming, round 6: the cook's doing, sizes and advice", () => {
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

describe('ingredient naming, round 6: sizes and a spice read as a unit', () => {
  it.each([
    // These were read as '1' and as no name at all.
    ['8 ounces 1/4-inch thick udon noodles', 'udon noodles'],
    ['6 whole cloves (optional)', 'cloves'],
    ['24 eight-inch bamboo skewers', 'bamboo skewers'],
    ['3 pounds pork loin, trimmed and tied', 'pork loin'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it('reads cloves with nothing after them as garlic when they are cut up', () => {
    expect(parts('3 cloves, minced')).toMatchObject({ name: 'garlic', unit: 'clove' });
    expect(parts('4 whole cloves, lightly crushed')).toMatchObject({ name: 'cloves', unit: null });
  });
});

describe('ingredient naming, round 6: a thickness first, a fat content in a choice', () => {
  it.each([
    // These were read as '1', '1- to 1 lamb chops' and '15'.
    ['2 (8 ounce) 1 1/2 inch thick rib-eye steaks', 'rib-eye steaks'],
    ['6 (5 ounce) 1- to 1 1/2-inch-thick pork chops', 'pork chops'],
    ['1/2 cup 10% or 18% cream', '10% cream'],
    ['2 cups 1% or whole milk', '1% milk'],
    ['2 cups skim or 1% milk', 'skim milk'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it('adds up every amount of a sum', () => {
    // It read '1 teaspoon flour' as the name, and 1 1/16 cups.
    expect(parts('1 cup + 2 tablespoons + 1 teaspoon bread flour')).toMatchObject({
      name: 'bread flour',
      unit: 'cup',
    });
    expect(parts('1 cup + 2 tablespoons + 1 teaspoon bread flour')?.quantity).toBeCloseTo(
      1 + 2 / 16 + 1 / 48,
    );
  });
});

describe('ingredient naming, round 6: edges of a name', () => {
  it.each([
    ["300g '00' pasta flour, plus extra for dusting", '00 pasta flour'],
    ['1 cup fresh blueberries or frozen, thawed blueberries', 'blueberries'],
    ['2 firm pears with stalks', 'firm pears with stalks'],
    ['4 ripe peaches -peeled, pitted and sliced', 'peaches'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it('reads a line that only joins two others as nothing to buy', () => {
    expect(parts('OR')).toBeNull();
  });
});

describe('ingredient naming, round 6: describing words joined or strengthened', () => {
  it.each([
    // Each was read as no name and left off the list.
    ['24 very fresh, shucked clams', 'clams'],
    ['1 cup cooked or drained, rinsed canned lentils', 'canned lentils'],
    ['1 knob fresh or thawed, frozen ginger', 'frozen ginger'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it('leaves the other choice for the line before off the list', () => {
    expect(parts('OR 3 tablespoons maple syrup')).toBeNull();
    expect(parts('orange juice')?.name).toBe('orange juice');
  });
});

describe('ingredient naming, round 6: merged with what it is', () => {
  it('reads stick margarine measured in cups as margarine, so the list adds it up', () => {
    expect(parts('1/3 cup stick margarine, softened')?.name).toBe('margarine');
    expect(parts('1/2 pound stick butter')?.name).toBe('butter');
  });

  it('reads the other container as no part of the name', () => {
    expect(parts('2 (12 fluid ounce) cans or bottles lager')?.name).toBe('lager');
  });
});

describe('ingredient naming, round 6: measures and sizes around the name', () => {
  it.each([
    ['1 tbsp tbsp sesame oil', 'sesame oil', 'tablespoon'],
    ['1 pt pint blueberries', 'blueberries', 'pint'],
    ['6 unpeeled cloves garlic, smashed', 'garlic', 'clove'],
    ['1 inch-long knob of ginger, grated', 'ginger', 'knob'],
    ['½ c scooped and leveled bread flour', 'bread flour', 'cup'],
    ['1 c scooped and leveled, plus 2 tablespoons rye flour', 'rye flour', 'cup'],
    ['a few ounces of pecorino, grated', 'pecorino', null],
    ['6 freshly shucked clams in the half shell', 'clams', null],
  ])('%s → %s in %s', (line, name, unit) => {
    expect(parts(line)).toMatchObject({ name, unit });
  });
});

describe('ingredient naming, round 6: the same amount another way', () => {
  it.each([
    // Both were read as no name and left off the list.
    ['2 lbs or about 6 cups of sliced leeks', 'leeks', 2],
    ['1 lb or about 2 cups of duck livers', 'duck livers', 1],
  ])('%s → %s', (line, name, quantity) => {
    expect(parts(line)).toMatchObject({ name, quantity, unit: 'pound' });
  });

  it('adds "plus about" as it adds "plus"', () => {
    expect(parts('1/4 cup plus about 2 tablespoons walnut oil')).toMatchObject({
      name: 'walnut oil',
      quantity: 0.375,
      unit: 'cup',
    });
  });
});

describe('ingredient naming, round 6: a can named by its size', () => {
  it.each([
    // These were 28 of 'ounce can crushed tomatoes' and 16 of 'ounce jar mild'.
    ['28-ounce can fire-roasted tomatoes', 'fire-roasted tomatoes', 'can'],
    ['15-oz jar marinara sauce', 'marinara sauce', 'jar'],
    ['6 cups heated vegetable stock', 'vegetable stock', 'cup'],
  ])('%s → %s in %s', (line, name, unit) => {
    expect(parts(line)).toMatchObject({ name, unit });
  });
});

describe('ingredient naming, round 6: a choice of describing words', () => {
  it.each([
    // These were named 'blanched', 'granulated' and 'ground' alone.
    ['1/2 cup blanched or sliced hazelnuts', 'blanched hazelnuts'],
    ['1/4 cup granulated or raw sugar', 'sugar'],
    ['1 cup ground or shredded coconut', 'ground coconut'],
  ])('%s → %s', (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});
