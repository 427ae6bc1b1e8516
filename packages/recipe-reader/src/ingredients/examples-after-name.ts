// Examples after the name ('dried pasta such as rigatoni', 'a hard cheese like Parmesan') are
// advice: the name is what comes before them, unless that only says what the thing is for
// ('toppings such as toasted coconut'), when the first example is what is bought.
const EXAMPLES = /^(.*?)\s+(?:such as|like|e\.\s?g\.?|eg|for example|for instance)\s+(\S.*)$/i;
const PLACEHOLDER =
  /^(?:(?:optional|other|extra|more|assorted|any|your|favou?rite|desired)\s+)*(?:toppings?|garnish(?:es)?|mix-?ins?|add-?ins?|fillings?|extras|dippers|sides?|accompaniments?)$/i;

/** 'dried pasta such as rigatoni' is dried pasta; 'toppings such as toasted coconut' coconut. */
export function suchAs(text: string): string {
  const example = text.match(EXAMPLES);
  if (!example?.[1] || !example[2]) return text;
  return PLACEHOLDER.test(example[1].trim()) ? example[2] : example[1];
}
