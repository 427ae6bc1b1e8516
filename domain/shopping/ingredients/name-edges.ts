// Words at the edges of a name that say how it goes in, not what is bought.

// 'Kosher salt, freshly ground black pepper' lists two things to buy with a comma, where a
// comma elsewhere starts the preparation ('garlic, minced'): the two are one line, 'salt
// and pepper', as 'Salt + Pepper' is.
const SALT_COMMA_PEPPER =
  /^(\s*(?:(?:kosher|sea|table|flaky|fine|coarse)\s+)*salt)\s*,\s*(?=(?:(?:freshly\s+)?(?:ground|cracked)\s+)?(?:(?:black|white)\s+)?pepper\b)/i;

/** The line's description with a salt and a pepper listed by a comma joined by 'and'. */
export function saltAndPepperJoined(description: string): string {
  return description.replace(SALT_COMMA_PEPPER, '$1 and ');
}

// After the name: a metric amount ('chocolate chips 225 gr') or one in cups ('cream 1 cup'); 'whole' ('garlic cloves
// whole'); a temperature or state ('8 apples cold', 'butter softened'); two or more bare
// numbers a page left behind ('rice 3 540'); and a herb's needles ('rosemary needles'),
// which are the herb.
const AFTER_THE_NAME: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s+\d+(?:[.,]\d+)?\s*(?:g|gr|grams?|kg|ml)\.?$/i, ''],
  [/^(.+?)\s+(?:whole|cold|warm|chilled|softened|melted|room temperature)$/i, '$1'],
  [/(?:\s+\d+(?:[.,]\d+)?){2,}$/, ''],
  [/^(.*\brosemary)\s+needles$/i, '$1'],
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
