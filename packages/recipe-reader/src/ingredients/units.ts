// The units parse-ingredient knows, plus containers recipes count in that it does not.
import {
  unitsOfMeasure,
  type UnitOfMeasure,
  type UnitOfMeasureDefinitions,
} from 'parse-ingredient';
import { UNIT_WORDS_BY_LANGUAGE } from './units-by-language.ts';

// Its own spellings added to a unit the parser knows: 'TB', '2 tbsps of butter', 'tsps'.
const spelledAlso = (id: string, ...alternates: string[]): UnitOfMeasure => {
  const unit = unitsOfMeasure[id]!;
  return { ...unit, alternates: [...(unit.alternates ?? []), ...alternates] };
};

const counted = (short: string, plural: string): UnitOfMeasure => ({
  short,
  plural,
  type: 'count',
});

const ENGLISH_EXTRA_UNITS: UnitOfMeasureDefinitions = {
  // 'T.' and 't.' as old American cookbooks abbreviate them ('2 T. butter'); 'tbs', 'tbl' and
  // 'tbls' as home cooks do ('3 tbs dill').
  tablespoon: spelledAlso(
    'tablespoon',
    'TB',
    'tbsps',
    'tbsps.',
    'T.',
    'tbs',
    'tbs.',
    'tbl',
    'tbl.',
    'tbls',
    'tbls.',
    'tblsp',
    'tblsp.',
    'tblspn',
    'tbspn',
  ),
  teaspoon: spelledAlso('teaspoon', 'tsps', 'tsps.', 't.', 'tspn', 'tspn.', 'teasp', 'teasp.'),
  // A British spoon between the two (10 ml), counted by name: '1 dsp honey'.
  dessertspoon: {
    short: 'dsp',
    plural: 'dessertspoons',
    alternates: ['dsp.', 'dstspn', 'dessert spoon', 'dessert spoons'],
    type: 'volume',
  },
  // British and Indian spellings: '1 litre stock', '500 millilitres', '250 mls', '100 gms';
  // 'gr' as European recipes write grams ('225 gr').
  liter: spelledAlso('liter', 'litre', 'litres', 'ltr', 'ltrs', 'lt', 'lt.'),
  milliliter: spelledAlso('milliliter', 'millilitre', 'millilitres', 'mls'),
  gram: spelledAlso('gram', 'gms', 'gm', 'grams.', 'gms.', 'gr', 'gr.', 'grs', 'grm', 'grms'),
  'fluid ounce': spelledAlso('fluid ounce', 'fl. oz.', 'fl. oz', 'fl.oz.', 'fl.oz'),
  // British shorthand: '2 pts milk'.
  pint: spelledAlso('pint', 'pts', 'pts.'),
  jar: counted('jar', 'jars'),
  tin: counted('tin', 'tins'),
  bottle: counted('bottle', 'bottles'),
  packet: { ...counted('packet', 'packets'), alternates: ['pkt', 'pkts', 'pkt.'] },
  loaf: counted('loaf', 'loaves'),
  slice: counted('slice', 'slices'),
  stalk: counted('stalk', 'stalks'),
  sheet: counted('sheet', 'sheets'),
  punnet: counted('punnet', 'punnets'),
  thumb: counted('thumb', 'thumbs'),
  handful: counted('handful', 'handfuls'),
  pod: counted('pod', 'pods'),
  bulb: counted('bulb', 'bulbs'),
  pot: counted('pot', 'pots'),
  sachet: counted('sachet', 'sachets'),
  envelope: counted('envelope', 'envelopes'),
  shot: counted('shot', 'shots'),
  scoop: counted('scoop', 'scoops'),
  rasher: counted('rasher', 'rashers'),
  leaf: counted('leaf', 'leaves'),
  // Chocolate is sold in bars: '1 bar of dark chocolate' is one bar; '2 granola bars' is a count.
  bar: counted('bar', 'bars'),
  // Sold in tubs and blocks: '1 tub ricotta', '1 (8 oz) block cream cheese', '1 block tofu'.
  tub: counted('tub', 'tubs'),
  block: counted('block', 'blocks'),
  // Mozzarella, burrata and pizza dough are sold in balls: '1 ball mozzarella'.
  ball: counted('ball', 'balls'),
  // Other counted measures: '1 knob butter', '1 wedge brie', '2 splashes milk', '1 batch pie
  // crust', '1 recipe pizza dough'. Not cubes nor glasses, which begin names ('cube steaks',
  // 'glass noodles').
  knob: counted('knob', 'knobs'),
  wedge: counted('wedge', 'wedges'),
  splash: counted('splash', 'splashes'),
  batch: counted('batch', 'batches'),
  recipe: counted('recipe', 'recipes'),
  // How some things are sold or cut: '1 rack of ribs', '2 links sausage', '1 tube polenta', '1
  // log goat cheese', '1 wheel brie', '4 cobs corn', '1 sleeve crackers', '1 pouch tuna'.
  rack: counted('rack', 'racks'),
  link: counted('link', 'links'),
  tube: counted('tube', 'tubes'),
  log: counted('log', 'logs'),
  wheel: counted('wheel', 'wheels'),
  cob: counted('cob', 'cobs'),
  sleeve: counted('sleeve', 'sleeves'),
  pouch: counted('pouch', 'pouches'),
  // A portion of what the cook keeps in ('2 servings noodles', '1 serving rice').
  serving: counted('serving', 'servings'),
  // Herbs by the stem or the branch: '3 stems rosemary', '2 branches thyme'.
  stem: counted('stem', 'stems'),
  branch: counted('branch', 'branches'),
  // Celery by the rib, asparagus by the spear: '2 ribs celery', '8 spears asparagus'.
  rib: counted('rib', 'ribs'),
  spear: counted('spear', 'spears'),
  // Poured, broken or grated by eye: '2 glasses white wine', '3 parts gin', '2 nests egg
  // noodles', '4 twists lemon peel', '1 lump ginger', '1 glug olive oil'. Not glass noodles.
  glass: counted('glass', 'glasses'),
  part: counted('part', 'parts'),
  nest: counted('nest', 'nests'),
  twist: counted('twist', 'twists'),
  lump: counted('lump', 'lumps'),
  glug: counted('glug', 'glugs'),
  // '3 bundles green onions', '2 baskets strawberries', '1 teacup milk', '1-inch chunk ginger'.
  bundle: counted('bundle', 'bundles'),
  basket: counted('basket', 'baskets'),
  teacup: counted('teacup', 'teacups'),
  chunk: counted('chunk', 'chunks'),
  mug: counted('mug', 'mugs'),
  pat: counted('pat', 'pats'),
  wineglass: counted('wineglass', 'wineglasses'),
  // Fish by the fillet, chocolate by the square, spirits by the jigger: '4 (6 ounce) fillets
  // salmon', '3 (1 ounce) squares bittersweet chocolate', '2 jiggers rum'.
  fillet: counted('fillet', 'fillets'),
  square: counted('square', 'squares'),
  jigger: counted('jigger', 'jiggers'),
};

// Each unit also as Dutch, German, French, Spanish and Italian recipes write it.
function withOtherLanguages(units: UnitOfMeasureDefinitions): UnitOfMeasureDefinitions {
  const all: Record<string, UnitOfMeasure> = { ...units };
  for (const words of Object.values(UNIT_WORDS_BY_LANGUAGE)) {
    for (const [id, alternates] of Object.entries(words)) {
      const unit = all[id] ?? unitsOfMeasure[id];
      if (unit) all[id] = { ...unit, alternates: [...(unit.alternates ?? []), ...alternates] };
    }
  }
  return all;
}

export const EXTRA_UNITS: UnitOfMeasureDefinitions = withOtherLanguages(ENGLISH_EXTRA_UNITS);

export function unitDefinition(unit: string): UnitOfMeasure | undefined {
  return unitsOfMeasure[unit] ?? EXTRA_UNITS[unit];
}

// Containers: a name after one is the product ('1 can diced tomatoes'), and the list buys
// them whole.
// prettier-ignore
export const PACKAGE_UNITS: ReadonlySet<string> = new Set([
  'can', 'tin', 'jar', 'package', 'pack', 'packet', 'sachet', 'box', 'bag', 'bottle', 'carton',
  'container', 'envelope',
]);

// The words of a container recipes write before a name: the containers above, and tubs, pots,
// punnets, blocks, trays and pouches.
export const CONTAINER_WORDS: readonly string[] = [
  ...PACKAGE_UNITS,
  ...['tub', 'pot', 'punnet', 'block', 'tray', 'pouch'],
];

const pluralEnding = (word: string) => (/(?:x|ch)$/.test(word) ? 'es' : 's');

/** A container's word, singular or plural ('can', 'boxes'), for patterns before a name. */
export const CONTAINER_WORD = `(?:${CONTAINER_WORDS.map((w) => `${w}(?:${pluralEnding(w)})?`).join('|')})`;

/** 'can' for one, 'cans' for more: a container word for the count shown. */
export function containerWordFor(word: string, count: number): string {
  return count > 1 ? `${word}${pluralEnding(word)}` : word;
}

// What else the shop sells only whole: herbs by the bunch, lettuce and cabbage by the head, a
// loaf, a bulb of garlic or fennel, a punnet of berries, a tub, a block, a bar, a log of goat
// cheese. The list buys these whole too ('¾ bunch basil' is a bunch).
// prettier-ignore
export const SOLD_WHOLE_UNITS: ReadonlySet<string> = new Set([
  ...PACKAGE_UNITS, 'bunch', 'head', 'loaf', 'bulb', 'punnet', 'tub', 'block', 'bar', 'ball',
  'log', 'wheel', 'rack', 'tube', 'sleeve', 'pouch', 'basket',
]);
