// The units parse-ingredient knows, plus containers recipes count in that it does not.
import {
  unitsOfMeasure,
  type UnitOfMeasure,
  type UnitOfMeasureDefinitions,
} from 'parse-ingredient';

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

export const EXTRA_UNITS: UnitOfMeasureDefinitions = {
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
    alternates: ['dsp.', 'dstspn'],
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
};

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
