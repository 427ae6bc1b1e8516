// Aisles for items named in Dutch, German, French, Spanish and Italian, as recipes on the
// corpus's tuning sites name them, and the English items a family found in the wrong aisle.
import { describe, expect, it } from 'vitest';
import { shoppingItemsFromLine } from '../../../domain/shopping/shopping-items-from-line.ts';

const aisle = (line: string) => shoppingItemsFromLine(line).map((item) => item.department);

describe('departments in other languages', () => {
  it.each([
    // Dutch (24kitchen.nl, jumbo.com)
    ['1 tl suiker', 'Pantry'],
    ['1 el olijfolie', 'Pantry'],
    ['100 g kastanjechampignons', 'Produce'],
    ['1 kleine rode ui', 'Produce'],
    ['2 el zure room', 'Dairy'],
    ['100 g blauwe kaas', 'Dairy'],
    ['300 g bavette', 'Meat & Fish'],
    ['250 g gerookte spekreepjes', 'Meat & Fish'],
    ['200 g rodewijnsaus', 'Pantry'],
    ['500 g spruiten', 'Produce'],
    // German (edeka.de, aldi-nord.de)
    ['2 Zehen Knoblauch', 'Produce'],
    ['50 g Weizenmehl (Type 405)', 'Pantry'],
    ['200 g Joghurt', 'Dairy'],
    ['1 TL Currypulver', 'Pantry'],
    ['0.5 Gurke', 'Produce'],
    // French (marmiton.org, 750g.com)
    ["350 g d'aubergine", 'Produce'],
    ["6 c.à.s d'huile d'olive", 'Pantry'],
    ['500g de carottes', 'Produce'],
    // Spanish (hogarmania.com, directoalpaladar.com)
    ['500 gr de calabaza (pelada y sin pepitas)', 'Produce'],
    ['500 g Harina de espelta integral', 'Pantry'],
    ['Nata o crema', 'Dairy'],
    // Italian (misya.info, cucchiaio.it)
    ['110 gr di burro', 'Dairy'],
    ['2 di uova', 'Dairy'],
    ['100 gr di zucchero', 'Pantry'],
    ["1 spicchio d'aglio", 'Produce'],
  ])('%s → %s', (line, department) => {
    expect(aisle(line)).toEqual([department]);
  });
});

describe('English items in the right aisle', () => {
  it.each([
    // Water from the tap, tinned tomatoes and ground spices are not drinks or fresh produce.
    ['120 ml water', 'Pantry'],
    ['1 (28 oz) can crushed tomatoes', 'Pantry'],
    ['400g crushed tomatoes', 'Pantry'],
    ['1 tsp ground coriander', 'Pantry'],
    ['1 tsp chilli powder', 'Pantry'],
    ['1 cup sparkling water', 'Drinks'],
    ['2 tomatoes', 'Produce'],
  ])('%s → %s', (line, department) => {
    expect(aisle(line)).toEqual([department]);
  });
});
