// Shapes of a recipe line that parse-ingredient does not read, put in the shape it does:
// a word qualifying the amount ('Scant 1/2 teaspoon'), a label in front ('Optional Glaze: ½
// cup sugar', 'For serving: ice cream'), a size range ('3-4 medium to large breasts'), a second count in another size
// ('6 large or 8 medium stalks').

// 'Scant', 'heaping', 'generous', 'rounded', 'level', 'good' before a number qualify it.
const AMOUNT_QUALIFIER =
  /^(?:scant|heaping|heaped|generous|rounded|level|good|a\s+good|a\s+generous|another)\s+(?=[\d¼½¾⅓⅔⅛])/i;

// A short label ending in a colon, then an amount: 'Optional Glaze: ½ cup powdered sugar',
// 'For the sauce: 2 tbsp soy sauce'.
const LABEL_BEFORE_AMOUNT = /^[\p{L}][\p{L} '’&-]{0,30}:\s+(?=[\d¼½¾⅓⅔⅛])/u;
// A label that says what the rest is for, before a name: 'For serving: vanilla ice cream', 'To
// garnish: thyme sprigs', 'Optional Glaze: splash of milk'.
const PURPOSE_LABEL =
  /^(?:optional\s+[\p{L} '’&-]{1,25}|(?:to|for)\s+[\p{L} '’&-]{1,25}|garnish(?:es)?|toppings?)\s*:\s+(?=\S)/iu;

const SIZE = '(?:small|medium|large|big)';
// 'medium to large', 'small-to-medium', 'medium-large', 'medium/large': the first size.
const SIZE_RANGE = new RegExp(
  `\\b(${SIZE})(?:\\s*-?\\s*to\\s*-?\\s*|\\s*[-/]\\s*)${SIZE}\\b`,
  'gi',
);
// '6 large or 8 medium celery stalks': the first count and its size.
const SECOND_SIZED_COUNT = new RegExp(
  `^([\\d¼½¾⅓⅔⅛./\\s-]+\\s${SIZE})\\s+or\\s+[\\d¼½¾⅓⅔⅛./\\s-]+\\s${SIZE}\\b`,
  'i',
);

export function plainShapes(line: string): string {
  return line
    .replace(AMOUNT_QUALIFIER, '')
    .replace(LABEL_BEFORE_AMOUNT, '')
    .replace(PURPOSE_LABEL, '')
    .replace(SECOND_SIZED_COUNT, '$1')
    .replace(SIZE_RANGE, '$1');
}
