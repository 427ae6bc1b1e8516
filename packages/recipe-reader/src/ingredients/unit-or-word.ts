// Measure words and names: some measure words are also words of a name ('stem ginger', 'glass
// noodles', 'chunk light tuna', 'rib-eye steak', 'lump crabmeat', 'basket cheese'), read as the
// name's word where the thing after them says so, and, with no number, unless an 'of' follows
// ('pat of butter', 'twists of lemon'); some names end in the unit they are counted in
// ('garlic cloves').

const NOT_A_UNIT_BEFORE: Readonly<Record<string, RegExp>> = {
  stem: /^ginger\b/i,
  glass: /^noodles?\b/i,
  chunk: /^(?:light|white)\b/i,
  rib: /^(?:eye|-eye|roast|steaks?|chops?|tips?|racks?|ends?|bones?|of (?:beef|pork|lamb))\b/i,
  fillet: /^(?:steaks?|mignon)\b/i,
};

// Measures by eye that only count with a number or an 'of'.
// prettier-ignore
const COUNTED_ONLY_WITH_A_NUMBER = new Set([
  'lump', 'basket', 'mug', 'part', 'nest', 'twist', 'chunk', 'glass', 'rib', 'stem', 'spear',
  'branch', 'bundle', 'pat', 'teacup', 'wineglass', 'fillet', 'square', 'jigger',
]);

const MEASURE_OF = /^\s*(?:(?:an?|one)\s+)?(?:\p{L}+\s+)?\p{L}+\s+of\s/iu;

type Parsed = { quantity: number | null; unitOfMeasureID: string | null; description: string };

/** True when the unit parse-ingredient read is a word of the name instead. */
export function unitIsAWord(parsed: Parsed, line: string): boolean {
  const unit = parsed.unitOfMeasureID;
  if (!unit) return false;
  if (NOT_A_UNIT_BEFORE[unit]?.test(parsed.description)) return true;
  return parsed.quantity === null && COUNTED_ONLY_WITH_A_NUMBER.has(unit) && !MEASURE_OF.test(line);
}

// Counted in what names the thing: '3 garlic cloves', '2 celery stalks' or 'ribs', '6 cheese
// slices', '12 asparagus spears', '4 gelatine leaves'; sticks only of what is cut or sold in
// them ('cinnamon sticks' are the thing bought). Balls and sheets only of what is sold in them
// ('1 mozzarella ball', '2 nori sheets'; 'cheese balls' are a snack, a 'baking sheet' a tray),
// and these also after another unit ('2 oz mozzarella ball' is mozzarella).
const UNIT_AFTER_NAME: ReadonlyArray<{ pattern: RegExp; afterAUnit: boolean }> = [
  // Garlic measured by the spoon ('2 tbsp garlic cloves, minced') is garlic.
  { pattern: /^(garlic) (clove)s?$/i, afterAUnit: true },
  { pattern: /^(.+?) (clove|stalk|pod|sprig|bulb|slice|spear)s?$/i, afterAUnit: false },
  { pattern: /^(.*\bchocolate) (bar)s?$/i, afterAUnit: false }, // '1 8-oz dark chocolate bar'
  { pattern: /^(celery|carrots?|butter) (stick)s?$/i, afterAUnit: false },
  { pattern: /^(.*\b(?:mozzarella|burrata|dough)) (ball)s?$/i, afterAUnit: true },
  {
    pattern:
      /^(.*\b(?:pastry|phyllo|filo|fillo|nori|seaweed|lasagna|lasagne|gelatine?|rice paper)) (sheet)s?$/i,
    afterAUnit: true,
  },
  { pattern: /^(celery) (rib)s?$/i, afterAUnit: false },
  // Sold by the head: '1 large cauliflower head', '2 romaine lettuce heads'.
  {
    pattern:
      /^(.*\b(?:cauliflower|broccoli|lettuce|romaine|cabbage|radicchio|endive|escarole|fennel|bok choy)) (head)s?$/i,
    afterAUnit: false,
  },
  { pattern: /^(gelatine?) (leaf|leaves)$/i, afterAUnit: false },
  // Noodles sold in nests: '2 ramen noodle nests' are ramen noodles, counted in nests.
  { pattern: /^(.*\bnoodle)(?:s)? (nest)s?$/i, afterAUnit: false },
];

/** 'garlic cloves' is garlic counted in cloves; null when the name ends in no such unit. */
export function unitAfterName(name: string, hasUnit: boolean) {
  for (const { pattern, afterAUnit } of UNIT_AFTER_NAME) {
    if (hasUnit && !afterAUnit) continue;
    const found = name.match(pattern);
    // Not what the thing comes with ('pears with stalks', 'rib of beef with 4 ribs').
    if (found?.[1] && found[2] && !/\s(?:with|and|or|of|in)$/i.test(found[1]))
      return { name: found[1], unit: found[2].toLowerCase().replace(/^leaves$/, 'leaf') };
  }
  return null;
}
