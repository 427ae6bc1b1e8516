// One name for one thing to buy: 'Yellow Onions' and 'Onion' are the same onions, 'kosher salt'
// is salt. Only words that never change what is bought go, and only before the noun they
// describe: 'red onion', 'brown sugar' and 'sweet potato' stay what they are.

// prettier-ignore
const DROPPED_BEFORE: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:yellow|white|brown|spanish|cooking)\s+(onions?)\b/i, '$1'],
  [/\b(?:(?:kosher|sea|table|fine|coarse|flaky)\s+)+(salt)\b/i, '$1'], // 'fine sea salt' too
  [/^\s*kosher\s*$/i, 'salt'], // a line cut short ('1/4 teaspoon kosher')
  [/\b(?:granulated|white|caster|superfine)\s+(sugar)\b/i, '$1'],
  [/\b(?:all-purpose|all purpose|plain)\s+(flour)\b/i, '$1'],
  [/\b(?:unsalted|salted)\s+(butter)\b/i, '$1'],
  [/\bextra[- ]virgin\s+(olive oil)\b/i, '$1'],
  // Ground pepper is 'pepper powder' in Indian English; red pepper powder is another spice.
  [/^(pepper)\s+powder\b|\b((?:black|white) pepper)\s+powder\b/i, '$1$2'],
  [/\b(?:coarse(?:ly)?\s+)?(?:ground\s+)?(black pepper)(?:corns)?\b/i, '$1'],
  [/\bveg\s+(oil)\b/i, 'vegetable $1'], // 'veg oil'
  [/\bground\s+(pepper)\b(?!\s*flakes)/i, '$1'], // 'salt and freshly ground pepper'
  [/\bcracked\s+((?:black\s+)?pepper)\b/i, '$1'], // 'sea salt and fresh cracked pepper'
  [/\b(?:whole|full-fat)\s+(milk)\b/i, '$1'],
  [/\b(garlic)\s+(?:bulbs?|heads?)\b/i, '$1'],
  [/\b(?:(ginger)\s+root|root\s+(ginger))\b/i, '$1$2'], // 'fresh root ginger'
  [/\b(?:fine|dry|dried)\s+(bread ?crumbs)\b/i, '$1'],
  // A soft herb is bought as the herb, its leaves picked: 'parsley leaves' is parsley (not bay,
  // curry or lime leaves, which are sold as leaves).
  [/\b(parsley|cilantro|coriander|basil|mint|dill|tarragon|chervil|oregano|thyme|sage|marjoram)\s+leaves\b/i, '$1'],
];

// Prices and shop notes copied with a recipe: '$6.99', '€2,50', '(on sale)'.
const PRICE = /(?:[$€£¥]\s?\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?\s?(?:€|£|USD|EUR))/gi;

export function withoutPrices(text: string): string {
  return text.replace(PRICE, ' ').replace(/\s+/g, ' ').trim();
}

export function canonicalName(name: string): string {
  let text = name;
  for (const [pattern, replacement] of DROPPED_BEFORE) text = text.replace(pattern, replacement);
  return text.replace(/\s+/g, ' ').trim();
}
