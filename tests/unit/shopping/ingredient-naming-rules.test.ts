// Naming rules of the third round, on lines made up for the test (none is a labelled line).
import { describe, expect, it } from 'vitest';
import { ingredientParts } from '../../../domain/shopping/ingredients/parse-ingredient-line.ts';

function parts(line: string) {
  const found = ingredientParts(line);
  return found && { quantity: found.quantity, unit: found.unit, name: found.name };
}

describe('ingredient naming, round 3', () => {
  it.each([
    ['cumin powder as required', 'cumin powder'],
    ['oil as per taste', 'oil'],
    ['2 cups water, as per need', 'water'],
    ['ghee as necessary', 'ghee'],
  ])("drops 'as required' and its kin: %s → %s", (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });

  it.each([
    ['1 can crushed pineapple with juice', 'crushed pineapple'],
    ['2 cans black beans with their liquid', 'black beans'],
    ['1 (15 oz) can peaches with the juices', 'peaches'],
  ])("drops 'with juices' kept from a can: %s → %s", (line, name) => {
    expect(parts(line)?.name).toBe(name);
  });
});
