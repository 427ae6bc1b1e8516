// Aisles for items named in Dutch, German, French, Spanish and Italian, as recipes on the
// corpus's tuning sites name them, and the English items a family found in the wrong aisle.
import { describe, expect, it } from 'vitest';
import {
  corpusCases,
  corpusLine,
} from '../../../packages/recipe-reader/tests/support/corpus-line.ts';
import { shoppingItemsFromLine } from '#domain/shopping/shopping-items-from-line.ts';

const aisle = (line: string) => shoppingItemsFromLine(line).map((item) => item.department);

// Page and index of a corpus line, read when the test runs.
const line = (page: string, index: number) => ({ page, index });
const text = (ref: { page: string; index: number } | string) =>
  typeof ref === 'string' ? ref : corpusLine(ref.page, ref.index);

describe.skipIf(corpusCases === null)('departments in other languages', () => {
  it.each([
    // Dutch (24kitchen.nl, jumbo.com)
    [line('24kitchen.nl/twentyfourkitchen_2', 3), 'Pantry'],
    [line('24kitchen.nl/twentyfourkitchen_2', 6), 'Pantry'],
    [line('24kitchen.nl/twentyfourkitchen_2', 9), 'Produce'],
    [line('24kitchen.nl/twentyfourkitchen_2', 10), 'Produce'],
    [line('24kitchen.nl/twentyfourkitchen_2', 12), 'Dairy'],
    [line('24kitchen.nl/twentyfourkitchen_2', 14), 'Dairy'],
    [line('24kitchen.nl/twentyfourkitchen_2', 7), 'Meat & Fish'],
    [line('jumbo.com/jumbo', 1), 'Meat & Fish'],
    [line('jumbo.com/jumbo', 4), 'Pantry'],
    [line('jumbo.com/jumbo', 0), 'Produce'],
    // German (edeka.de, aldi-nord.de)
    [line('edeka.de/edeka', 1), 'Produce'],
    [line('edeka.de/edeka', 6), 'Pantry'],
    [line('edeka.de/edeka', 16), 'Dairy'],
    [line('edeka.de/edeka', 8), 'Pantry'],
    [line('edeka.de/edeka', 15), 'Produce'],
    // French (marmiton.org, 750g.com)
    [line('marmiton.org/marmiton', 0), 'Produce'],
    [line('marmiton.org/marmiton', 5), 'Pantry'],
    [line('750g.com/g750g', 0), 'Produce'],
    // Spanish (hogarmania.com, directoalpaladar.com)
    [line('hogarmania.com/hogarmania_1', 0), 'Produce'],
    ['500 g harina de trigo', 'Pantry'],
    [line('hogarmania.com/hogarmania_1', 8), 'Dairy'],
    // Italian (misya.info, cucchiaio.it)
    [line('misya.info/misya', 4), 'Dairy'],
    [line('misya.info/misya', 0), 'Dairy'],
    [line('misya.info/misya', 2), 'Pantry'],
    [line('cucchiaio.it/cucchiaio', 2), 'Produce'],
  ])('%j → %s', (ref, department) => {
    expect(aisle(text(ref))).toEqual([department]);
  });
});

describe.skipIf(corpusCases === null)('English items in the right aisle', () => {
  it.each([
    // Water from the tap, tinned tomatoes and ground spices are not drinks or fresh produce.
    ['120 ml water', 'Pantry'],
    ['1 (28 oz) can crushed tomatoes', 'Pantry'],
    ['400g crushed tomatoes', 'Pantry'],
    [line('jamieoliver.com/jamieoliver_2', 5), 'Pantry'],
    [line('jamieoliver.com/jamieoliver_2', 19), 'Pantry'],
    ['1 cup sparkling water', 'Drinks'],
    ['2 tomatoes', 'Produce'],
  ])('%j → %s', (ref, department) => {
    expect(aisle(text(ref))).toEqual([department]);
  });
});
