// A thing counted without a unit takes the count shown: '1 small onion, diced' for twice as
// many is '2 small onions, diced', and '2 lemons' for half is '1 lemon'.
import { singular } from 'recipe-reader';

// Things a recipe counts, in English (salt, rice or a line in another language must stay as
// written): the singular of each.
// prettier-ignore
const COUNTED_THINGS = new Set([
  'onion', 'shallot', 'scallion', 'leek', 'lemon', 'lime', 'orange', 'grapefruit', 'apple',
  'pear', 'banana', 'peach', 'nectarine', 'plum', 'apricot', 'mango', 'avocado', 'fig',
  'tomato', 'potato', 'carrot', 'parsnip', 'turnip', 'beet', 'radish', 'cucumber', 'courgette',
  'eggplant', 'aubergine', 'squash', 'pepper', 'jalapeno', 'jalapeño', 'chili', 'chile',
  'chilli', 'egg', 'clove', 'rib', 'stalk', 'leaf', 'cutlet', 'chop', 'breast', 'thigh',
  'drumstick', 'wing', 'fillet', 'steak', 'sausage', 'prawn', 'scallop', 'tortilla', 'bun',
  'roll', 'bagel', 'pita', 'baguette', 'muffin', 'cookie', 'cracker', 'artichoke', 'cob', 'ear',
]);

// Plurals other than an added 's', and other spellings recipes use for a plural.
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  peach: 'peaches',
  tomato: 'tomatoes',
  potato: 'potatoes',
  radish: 'radishes',
  squash: 'squashes',
  leaf: 'leaves',
};
const PLURAL_OF = new Map(
  [...COUNTED_THINGS].map((thing) => [thing, IRREGULAR_PLURALS[thing] ?? `${thing}s`]),
);
const SINGULAR_OF = new Map([
  ...[...PLURAL_OF].map(([one, many]) => [many, one] as const),
  ['chillies', 'chilli'],
  ['chilies', 'chili'],
  ['mangoes', 'mango'],
]);

/** The counted thing a word names, in the singular, or undefined for anything else. */
function countedThing(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (COUNTED_THINGS.has(lower)) return lower;
  const one = SINGULAR_OF.get(lower) ?? singular(lower);
  return COUNTED_THINGS.has(one) ? one : undefined;
}

// The name runs up to its notes: a comma, a bracket, a semicolon or a spaced dash.
const NAME_PART = /^([^,(;]*?)(\s+[-–—]\s+.*|\s*[,(;].*)?$/s;

// Before the thing, words that make the count another's: 'slices lemon', 'zest from lemon',
// 'each bay leaves', 'salt & pepper', 'egg yolk beaten with water'.
const COUNTS_SOMETHING_ELSE =
  /\b(?:slices?|pieces?|wedges?|strips?|cubes?|chunks?|rounds?|halves|half|quarters?|segments?|sprigs?|heads?|bunch(?:es)?|zest|juice|each|with|from|of|and|in|for)\b|&|\+/i;

/**
 * `description` with its noun made plural for a count above one, singular for one or less:
 * only a thing recipes count, named alone ('2 large yellow onions'), changes.
 */
export function countedNoun(description: string, count: number): string {
  const [, name = '', notes = ''] = description.match(NAME_PART) ?? [];
  const [, before = '', noun] = name.match(/^(.*?)(\p{L}+)$/u) ?? [];
  // Not a word inside another ('jus d'orange'), nor a second amount ('1 onion or 1 shallot').
  if (!noun || !/(?:^|\s)$/.test(before) || /\d/.test(before)) return description;
  if (COUNTS_SOMETHING_ELSE.test(before)) return description;
  // A choice of two things, each named ('cucumber or English cucumber'): as written.
  const firstChoice = before.match(/(\p{L}+)\s+or\s/iu)?.[1];
  if (firstChoice && countedThing(firstChoice)) return description;
  const single = countedThing(noun);
  if (!single) return description;
  const counted = count > 1 ? (PLURAL_OF.get(single) ?? single) : single;
  // In the recipe's case: 'Onion' is 'Onions', 'ONION' 'ONIONS'.
  const shown =
    noun === noun.toUpperCase()
      ? counted.toUpperCase()
      : noun[0] === noun[0]!.toUpperCase()
        ? `${counted[0]!.toUpperCase()}${counted.slice(1)}`
        : counted;
  if (shown === noun) return description;
  return `${before}${shown}${notes}`;
}
