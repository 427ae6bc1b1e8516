// Amount shapes of British and American cookbooks that parse-ingredient misreads: a second
// measure after a slash, 'N x 150g' counts, ranges and sums. The lines are made up for the test.
import { describe, expect, it } from 'vitest';
import { ingredientParts } from '../../../domain/shopping/ingredients/parse-ingredient-line.ts';
import { parts } from '../../support/ingredient-parts.ts';

describe('a second measure after a slash is dropped: the first is the amount', () => {
  it.each([
    ['350ml/¾ pint beef stock', 350, 'milliliter', 'beef stock'],
    ['30g/ 1oz soft butter', 30, 'gram', 'butter'],
    ['900g/2lb 4oz lamb shoulder', 900, 'gram', 'lamb shoulder'],
    ['700g/1lb9oz sausage meat', 700, 'gram', 'sausage meat'],
    ['3 litres/5 pints 6fl oz vegetable stock', 3, 'liter', 'vegetable stock'],
    ['140 g/5 ½ oz/⅔ cup hummus', 140, 'gram', 'hummus'],
    ['¾ cup/90g walnuts', 0.75, 'cup', 'walnuts'],
    ['8fl oz/225ml single cream', 8, 'fluid ounce', 'single cream'],
    ['3½oz /100g smoked trout', 3.5, 'ounce', 'smoked trout'],
    ['60g/2¼ icing sugar', 60, 'gram', 'icing sugar'],
    ['1 cup (lightly packed)/7 ounces/200 grams brown sugar', 1, 'cup', 'brown sugar'],
    ['3 tablespoons/ about 2 ounces/ 60 grams maple syrup', 3, 'tablespoon', 'maple syrup'],
    ['500g/1lb and 2oz rice', 500, 'gram', 'rice'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });

  it('keeps a slash inside the note out of the name', () => {
    expect(ingredientParts('(about 90g/3oz) parsley')?.name).toBe('parsley');
  });

  it('reads a long line of measures quickly', () => {
    const line = `${'250g/9oz/'.repeat(60)}1 cup flour`;
    const started = performance.now();
    ingredientParts(line);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("'N x' a size: N of them, the size in the note", () => {
  it.each([
    ['6 x 120g/4oz cod fillets', 6, null, 'cod fillets'],
    ['2 x 1.2kg/2lb 10oz ham hocks', 2, null, 'ham hocks'],
    ['1x 410g/14oz tin peaches', 1, 'tin', 'peaches'],
    ['3 x 150-180g/5-6oz lamb steaks', 3, null, 'lamb steaks'],
    ['2 x 180–250g duck breasts', 2, null, 'duck breasts'],
    ['6 x 2cm/¾in thick slices aubergine', 6, 'slice', 'aubergine'],
    ['2 x 4cm/1½in pieces turmeric', 2, 'piece', 'turmeric'],
    ['1 x 70cl bottle white wine', 1, 'bottle', 'white wine'],
    ['1 x 2lb 6oz chicken', 1, null, 'chicken'],
  ])('%s → %f %s %s', (line, quantity, unit, name) => {
    expect(parts(line)).toEqual({ quantity, unit, name });
  });

  it('keeps the size in the note', () => {
    expect(ingredientParts('6 x 120g cod fillets')?.note).toBe('120g');
  });
});
