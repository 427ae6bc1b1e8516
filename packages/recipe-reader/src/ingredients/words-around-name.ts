// Words around a name that say how it goes in or how much, not what is bought, and names a
// recipe writes in another order than the shopping list ('oil, vegetable').

// 'Kosher salt, freshly ground black pepper' lists two things to buy with a comma, where a
// comma elsewhere starts the preparation ('garlic, minced'): the two are one line, 'salt
// and pepper', as 'Salt + Pepper' is.
const SALT_COMMA_PEPPER =
  /^(\s*(?:(?:kosher|sea|table|flaky|fine|coarse)\s+)*salt)\s*,\s*(?=(?:(?:freshly\s+)?(?:ground|cracked)\s+)?(?:(?:black|white)\s+)?pepper\b)/i;

// A name written the catalogue's way round, its kind after a comma ('oil, vegetable', 'sugar,
// brown', 'pepper, black'): the kind goes in front, where the other lines have it.
const KIND_AFTER_COMMA =
  /^(\s*)(oil|sugar|pepper|flour|vinegar|rice|salt|cheese|beans|stock|broth)\s*,\s*(vegetable|olive|canola|sunflower|coconut|sesame|brown|white|caster|powdered|black|cayenne|all-purpose|plain|self-raising|wine|cider|balsamic|rice|basmati|jasmine|long-grain|kosher|sea|cheddar|parmesan|kidney|chicken|beef)\b(?=\s*(?:$|[,;(]))/i;

// A spice the catalogue's way round ('Paprika, Smoked', 'Coriander, Ground'), after a maker's
// name too ('McCormick Gourmet™ Organic Paprika, Smoked').
const SPICE_KIND_AFTER_COMMA =
  /(^|\s)(paprika|coriander|cumin|cinnamon|ginger|nutmeg|cloves|allspice|cardamom|mustard|turmeric|fennel|chipotle|chili|chilli)\s*,\s*(smoked|ground|sweet|hot)\b(?=\s*(?:$|[,;(]))/i;

// 'Boneless and skinless chicken': the two describing words as other lines write them.
const BONELESS_AND_SKINLESS = /\b(boneless|skinless)\s+(?:and|&)\s+(boneless|skinless)\b/gi;

/**
 * The line's description with a salt and a pepper listed by a comma joined by 'and', a kind
 * written after its noun put in front, and 'boneless and skinless' as one.
 */
export function wordsInShoppingOrder(description: string): string {
  return description
    .replace(SALT_COMMA_PEPPER, '$1 and ')
    .replace(KIND_AFTER_COMMA, '$1$3 $2')
    .replace(SPICE_KIND_AFTER_COMMA, '$1$3 $2')
    .replace(BONELESS_AND_SKINLESS, '$1 $2');
}

// After the name: a metric amount ('chocolate chips 225 gr'), 'whole' ('garlic cloves
// whole'), a temperature or state ('8 apples cold', 'butter softened'), how a cut is trimmed
// ('beef chuck roast boneless', 'chicken breasts boneless skinless'), two or more bare
// numbers a page left behind ('rice 3 540') and a herb's needles ('rosemary needles'), which
// are the herb.
const AFTER_THE_NAME: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s+\d+(?:[.,]\d+)?\s*(?:g|gr|grams?|kg|ml)\.?$/i, ''],
  [
    /^(.+?)(?:\s+(?:whole|cold|warm|chilled|softened|melted|room temperature|boneless|skinless))+$/i,
    '$1',
  ],
  [/(?:\s+\d+(?:[.,]\d+)?){2,}$/, ''],
  [/^(.*\brosemary)\s+needles$/i, '$1'],
  // The flesh of what is bought whole ('pumpkin flesh', 'avocado flesh').
  [
    /^((?:(?!\bwith\b).)+?)(?<!\b(?:thick|thin|firm|soft|white|red|orange|yellow|green))\s+flesh$/i,
    '$1',
  ],
  // An amount in cups or spoons after the name ('cream 1 cup'), the other system's.
  [/\s+\d+(?:[./]\d+)?(?:\s+\d+\/\d+)?\s*(?:cups?|tbsp|tsp|tablespoons?|teaspoons?)\.?$/i, ''],
  // The fruit's zest or juice taken ('1/2 lemon zested and juiced'): the fruit.
  [/^(.+?)\s+(?:zested|juiced)(?:\s+(?:and|&)\s+(?:zested|juiced))?$/i, '$1'],
];

/** The name without the words after it that say how much, or how it goes in. */
export function withoutWordsAfterName(name: string): string {
  return AFTER_THE_NAME.reduce(
    (text, [pattern, replacement]) => text.replace(pattern, replacement),
    name,
  );
}

// Juice measured by the spoon or the cup ('1 tbsp juice from a fresh lemon') is bought as
// juice, or squeezed from fruit the cook buys: it is named as juice, where a count ('juice of
// 2 lemons') is the fruit.
const JUICE_OF_FRUIT =
  /^\s*(?:the\s+)?juice\s+(?:of|from)\s+(?:an?\s+|one\s+)?(?:fresh(?:ly squeezed)?\s+)?(lemon|lime|orange|grapefruit)s?\b/i;
// prettier-ignore
const VOLUMES = new Set([
  'teaspoon', 'tablespoon', 'dessertspoon', 'cup', 'milliliter', 'liter', 'fluidOunce',
]);

/** 'lemon juice' for juice of a lemon measured in `unit`, else undefined. */
export function measuredJuice(description: string, unit: string | null): string | undefined {
  const fruit = unit && VOLUMES.has(unit) ? description.match(JUICE_OF_FRUIT)?.[1] : undefined;
  return fruit ? `${fruit.toLowerCase()} juice` : undefined;
}
