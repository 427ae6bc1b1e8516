// Lines of Dutch, German, French, Spanish and Italian recipes, as pages of the corpus write
// them (its tuning sites, never the held-out fold): units read in the page's language, the
// word joining a unit to its name dropped, equipment and headings not things to buy.
import { describe, expect, it } from 'vitest';
import { corpusCases, corpusLine } from '../support/corpus-line.ts';
import { parseIngredientLine } from '../../src/ingredients/parse-ingredient-line.ts';

const read = (line: string) =>
  parseIngredientLine(line).map(({ name, amount }) => ({
    name,
    amount: amount && `${amount.min} ${amount.unit ?? ''}`.trim(),
  }));

// Page and index of a corpus line, read when the test runs.
const line = (page: string, index: number) => ({ page, index });
const text = (ref: { page: string; index: number } | string) =>
  typeof ref === 'string' ? ref : corpusLine(ref.page, ref.index);

describe.skipIf(corpusCases === null)('units in other languages', () => {
  it.each([
    // Dutch (24kitchen.nl, jumbo.com)
    [line('24kitchen.nl/twentyfourkitchen_2', 3), 'suiker', '1 teaspoon'],
    [line('24kitchen.nl/twentyfourkitchen_2', 11), 'crème fraîche', '2 tablespoon'],
    [line('jumbo.com/jumbo', 2), 'Zonnebloemolie', '1 tablespoon'],
    [line('24kitchen.nl/twentyfourkitchen_2', 15), 'tijm', '2 sprig'],
    // German (aldi-nord.de, edeka.de)
    [line('aldi-nord.de/aldinord', 2), 'Zitronensaft', '1 tablespoon'],
    [line('aldi-nord.de/aldinord', 13), 'Kokosöl', '1 teaspoon'],
    [line('edeka.de/edeka', 1), 'Knoblauch', '2 clove'],
    [line('edeka.de/edeka', 4), 'Petersilie', '0.5 bunch'],
    // French (750g.com, marmiton.org)
    [line('750g.com/g750g', 4), "huile d'olive", '30 gram'],
    [line('750g.com/g750g', 0), 'carottes', '500 gram'],
    [line('marmiton.org/marmiton', 5), "huile d'olive", '6 tablespoon'],
    [line('marmiton.org/marmiton', 6), 'thym', '1 sprig'],
    [line('marmiton.org/marmiton', 10), 'ail', '3 clove'],
    // Spanish (hogarmania.com, directoalpaladar.com)
    [line('hogarmania.com/hogarmania_1', 6), 'sal', '1 teaspoon'],
    [line('hogarmania.com/hogarmania_1', 5), 'aceite de oliva', '50 gram'],
    ['Azúcar 1 cucharadita', 'Azúcar', '1 teaspoon'],
    // Italian (cucchiaio.it, misya.info)
    [line('cucchiaio.it/cucchiaio', 2), 'aglio', '1 clove'],
    [line('cucchiaio.it/cucchiaio', 4), 'pinoli tostati', '2 tablespoon'],
    [line('misya.info/misya', 7), 'essenza di vaniglia', '1 teaspoon'],
    [line('misya.info/misya', 2), 'zucchero', '100 gram'],
  ])('%j → %s, %s', (ref, name, amount) => {
    expect(read(text(ref))).toEqual([{ name, amount }]);
  });
});

describe.skipIf(corpusCases === null)('equipment and headings are nothing to buy', () => {
  it.each([
    // A Dutch page's 'Extra nodig' part (24kitchen.nl)
    line('24kitchen.nl/twentyfourkitchen_2', 17),
    line('24kitchen.nl/twentyfourkitchen_2', 18),
    line('24kitchen.nl/twentyfourkitchen_2', 19),
    line('24kitchen.nl/twentyfourkitchen_2', 20),
    // An English page's equipment part (bakingmischief.com)
    line('bakingmischief.com/bakingmischief_2', 0),
    // Headings written as lines of the list (jamieoliver.com's 'TO SERVE')
    'TO SERVE',
    'Extra nodig',
    'Für den Teig',
    'Pour la sauce',
    'Para servir',
    'Per servire',
  ])('%j', (ref) => {
    expect(parseIngredientLine(text(ref))).toEqual([]);
  });

  it('keeps food named after equipment or a heading word', () => {
    expect(read(text(line('24kitchen.nl/twentyfourkitchen_2', 8)))).toEqual([
      { name: 'bbq rub', amount: '1 tablespoon' },
    ]);
    expect(read('3 spsk rasp')).not.toEqual([]);
    expect(read('Servings of rice')).not.toEqual([]);
  });
});
