// Some measure words are also words of a name: 'stem ginger', 'glass noodles', 'chunk light
// tuna', 'rib-eye steak', 'lump crabmeat', 'basket cheese'. They are read as the name's word
// where the thing after them says so, and, with no number, unless an 'of' follows ('pat of
// butter', 'twists of lemon').

const NOT_A_UNIT_BEFORE: Readonly<Record<string, RegExp>> = {
  stem: /^ginger\b/i,
  glass: /^noodles?\b/i,
  chunk: /^(?:light|white)\b/i,
  rib: /^(?:eye|-eye|roast|steaks?|chops?|tips?|racks?|ends?|bones?|of (?:beef|pork|lamb))\b/i,
};

// Measures by eye that only count with a number or an 'of'.
// prettier-ignore
const COUNTED_ONLY_WITH_A_NUMBER = new Set([
  'lump', 'basket', 'mug', 'part', 'nest', 'twist', 'chunk', 'glass', 'rib', 'stem', 'spear',
  'branch', 'bundle', 'pat', 'teacup', 'wineglass',
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
