// Lines of Dutch, German, French, Spanish and Italian recipes, as pages of the corpus write
// them (its tuning sites, never the held-out fold): units read in the page's language, the
// word joining a unit to its name dropped, equipment and headings not things to buy.
import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../../src/ingredients/parse-ingredient-line.ts';

const read = (line: string) =>
  parseIngredientLine(line).map(({ name, amount }) => ({
    name,
    amount: amount && `${amount.min} ${amount.unit ?? ''}`.trim(),
  }));

describe('units in other languages', () => {
  it.each([
    // Dutch (24kitchen.nl, jumbo.com)
    ['1 tl suiker', 'suiker', '1 teaspoon'],
    ['2 el crème fraîche', 'crème fraîche', '2 tablespoon'],
    ['1 el Zonnebloemolie', 'Zonnebloemolie', '1 tablespoon'],
    ['2 takjes tijm', 'tijm', '2 sprig'],
    // German (aldi-nord.de, edeka.de)
    ['1 EL Zitronensaft', 'Zitronensaft', '1 tablespoon'],
    ['1 TL Kokosöl', 'Kokosöl', '1 teaspoon'],
    ['2 Zehen Knoblauch', 'Knoblauch', '2 clove'],
    ['0.5 Bund Petersilie', 'Petersilie', '0.5 bunch'],
    // French (750g.com, marmiton.org)
    ["30g d'huile d'olive", "huile d'olive", '30 gram'],
    ['500g de carottes', 'carottes', '500 gram'],
    ["6 c.à.s d'huile d'olive", "huile d'olive", '6 tablespoon'],
    ['1 brin de thym', 'thym', '1 sprig'],
    ["3 gousses d'ail", 'ail', '3 clove'],
    // Spanish (hogarmania.com, directoalpaladar.com)
    ['1 cucharadita de sal', 'sal', '1 teaspoon'],
    ['50 gr de aceite de oliva', 'aceite de oliva', '50 gram'],
    ['Sal 1 cucharadita', 'Sal', '1 teaspoon'],
    // Italian (cucchiaio.it, misya.info)
    ["1 spicchio d'aglio", 'aglio', '1 clove'],
    ['2 cucchiai di pinoli tostati', 'pinoli tostati', '2 tablespoon'],
    ['1 cucchiaino di essenza di vaniglia', 'essenza di vaniglia', '1 teaspoon'],
    ['100 gr di zucchero', 'zucchero', '100 gram'],
  ])('%s → %s, %s', (line, name, amount) => {
    expect(read(line)).toEqual([{ name, amount }]);
  });
});

describe('equipment and headings are nothing to buy', () => {
  it.each([
    // A Dutch page's 'Extra nodig' part (24kitchen.nl)
    'BBQ met deksel voor direct grillen',
    'keukenmachine met deeghaken',
    'pizzasteen',
    'pizzaschep',
    // An English page's equipment part (bakingmischief.com)
    '7x5-inch Baking Dish',
    // Headings written as lines of the list (jamieoliver.com's 'TO SERVE')
    'TO SERVE',
    'Extra nodig',
    'Für den Teig',
    'Pour la sauce',
    'Para servir',
    'Per servire',
  ])('%s', (line) => {
    expect(parseIngredientLine(line)).toEqual([]);
  });

  it('keeps food named after equipment or a heading word', () => {
    expect(read('1 el bbq rub')).toEqual([{ name: 'bbq rub', amount: '1 tablespoon' }]);
    expect(read('4 spsk rasp')).not.toEqual([]);
    expect(read('Servings of rice')).not.toEqual([]);
  });
});
