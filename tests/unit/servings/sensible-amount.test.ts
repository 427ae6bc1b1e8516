// Amounts as a cook reads them, with the family's real examples from a week of use
// (docs/servings-and-recipe-import.md): the dish page and cook mode (scaleIngredientLine)
// and the shopping list (formatAmounts) write them through the same rule.
import { describe, expect, it } from 'vitest';
import { scaleIngredientLine } from '#domain/servings/scale-ingredient.ts';
import { addAmount, formatAmounts, sensibleAmount, type Amount } from 'recipe-reader';

const amount = (min: number, unit: string | null): Amount => ({ unit, min, max: null });

describe('the family’s examples', () => {
  it.each([
    // [recipe line, portions over servings, what the dish page and cook mode show]
    ['2 onions, chopped', 0.55, '1 onion, chopped'],
    ['2 cloves garlic', 1.125, '2 cloves garlic'],
    ['1 onion, diced', 0.5, '½ onion, diced'],
    ['1 onion, diced', 1.5, '1½ onions, diced'],
    ['2 1/2 tablespoons green onions', 1.25, '3 tbsp green onions'],
    ['1 tablespoon soy sauce', 1.25, '3¾ tsp soy sauce'],
    ['1 1/2 teaspoons cumin', 3, '1½ tbsp cumin'],
  ])('%s for ×%d: %s', (line, factor, shown) => {
    expect(scaleIngredientLine(line, factor, 'us')).toBe(shown);
  });

  it('writes the shopping list’s amounts as a cook says them', () => {
    expect(formatAmounts([amount(3.5, 'leaf')])).toBe('3 leaves');
    expect(formatAmounts([amount(3.125, 'tablespoon')])).toBe('3 tbsp');
    expect(formatAmounts(addAmount([amount(1, 'cup')], amount(0.875, 'ounce')))).toBe(
      '1 cup and 1 oz',
    );
    expect(formatAmounts([amount(2, 'clove'), amount(1, 'teaspoon'), amount(1, 'head')])).toBe(
      '2 cloves, 1 tsp and 1 head',
    );
  });
});

describe('the rule over many amounts', () => {
  const values = Array.from({ length: 160 }, (_, i) => 0.05 + i * 0.0625);

  it('uses whole cloves and leaves, at least one', () => {
    for (const value of values)
      for (const unit of ['clove', 'leaf', 'slice', 'sprig']) {
        const shown = sensibleAmount(amount(value, unit)).min;
        expect(Number.isInteger(shown) && shown >= 1, `${value} ${unit}`).toBe(true);
        expect(Math.abs(shown - value)).toBeLessThanOrEqual(Math.max(0.5, 1 - value));
      }
  });

  it('counts things without a unit by halves, and the noun agrees with the number shown', () => {
    for (const value of values) {
      const shown = sensibleAmount(amount(value, null)).min;
      expect((shown * 2) % 1, String(value)).toBe(0);
      const line = scaleIngredientLine('1 onion, chopped', value, 'us');
      const number = line.split(' ')[0]!;
      const one = number === '1' || number === '½';
      expect(line, String(value)).toMatch(one ? / onion,/ : / onions,/);
    }
  });

  it('writes spoons only in the steps a set of measuring spoons has', () => {
    for (const value of values) {
      const tsp = sensibleAmount(amount(value, 'teaspoon'));
      const tbsp = sensibleAmount(amount(value, 'tablespoon'));
      for (const shown of [tsp, tbsp]) {
        const rest = shown.min % 1;
        const allowed = shown.unit === 'tablespoon' ? [0, 0.5] : [0, 0.125, 0.25, 0.5, 0.75];
        expect(allowed, `${value} → ${shown.min} ${shown.unit}`).toContain(rest);
      }
      // Never more than a fifth off (½ to ¾ tsp is the widest step); a conversion keeps it.
      const inTsp = (a: Amount) => (a.unit === 'tablespoon' ? a.min * 3 : a.min);
      if (value >= 0.5) {
        expect(Math.abs(inTsp(tsp) - value) / value).toBeLessThanOrEqual(1 / 5);
        expect(Math.abs(inTsp(tbsp) - value * 3) / (value * 3)).toBeLessThanOrEqual(1 / 5);
      }
    }
  });
});
