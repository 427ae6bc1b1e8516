// The same amount written twice, metric and imperial, after a slash ('290ml/½ pint stock',
// '800g/1lb 12oz pork', '128 g/4 ½ oz/½ cup pesto', '900g-1.2kg/2-2½lb chicken'): the first
// is the amount, the rest is dropped before parse-ingredient reads the line, which would take
// the slash for a fraction or the second unit for the name.

const NUMBER = /\d+(?:\.\d+)?(?:\/\d+)?|[¼½¾⅓⅔⅛⅜⅝⅞]/y;

// The units a measure is written in on either side of the slash, and the packages ('1 tin/400ml');
// 'in' and 'c' only right after a number.
const UNIT_WORDS =
  'fl\\.?\\s*oz|kg|kilos?|kilograms?|g|gr|grams?|mg|ml|millilit(?:er|re)s?|cl|dl|l|lit(?:er|re)s?|oz|ounces?|lbs?|pounds?|pints?|pts?|quarts?|qt|cups?|c|tbsps?|tsps?|tablespoons?|teaspoons?|in|inch(?:es)?|cm|mm|sticks?|bottles?|tins?|cans?|jars?';

// A unit may run into the next measure: '1lb2oz'.
const UNIT = new RegExp(`\\s*(?:-\\s*)?(?:${UNIT_WORDS})\\.?(?!\\p{L})`, 'iuy');

// A joint between two measures or the ends of a range: '1lb 12oz', '2-2½lb', '4oz–2lb 14oz',
// '2.5-to 3-kg', '4 ½ oz/½ cup', '1 pint and 5fl oz'; only when a number follows.
const JOINT = /\s*(?:-\s*)?(?:(?:to|and)\s+|[–/]\s*)?(?=\d|[¼½¾⅓⅔⅛⅜⅝⅞])/iy;

// A measure before a slash that starts a second measure: '290ml/', '4½oz /', '½ cup/', '1 cup
// (packed)/ about', '100g//'.
const FIRST_THEN_SLASH = new RegExp(
  `[\\d¼½¾⅓⅔⅛⅜⅝⅞]\\s*(?:-\\s*)?(?:${UNIT_WORDS})\\.?\\s*(?:\\([^()]*\\)\\s*)?\\/\\/?\\s*(?:(?:about|approx\\.?|roughly)\\s+)?(?=\\d|[¼½¾⅓⅔⅛⅜⅝⅞])`,
  'giu',
);

// Where the second measure that starts at `start` ends: after its last unit. A number
// without a unit ('50g/1¾ cornflour') is dropped too when a word follows it. Each step takes
// one token, so this is linear in the line.
function secondMeasureEnd(line: string, start: number): number | null {
  let at = start;
  let end: number | null = null;
  for (;;) {
    NUMBER.lastIndex = at;
    if (!NUMBER.exec(line)) break;
    at = NUMBER.lastIndex;
    UNIT.lastIndex = at;
    if (UNIT.exec(line)) {
      at = UNIT.lastIndex;
      end = at;
    }
    JOINT.lastIndex = at;
    if (!JOINT.exec(line)) break;
    at = JOINT.lastIndex;
  }
  const onlyNumber = /^\d*(?:\.\d+)?\s?[¼½¾⅓⅔⅛⅜⅝⅞]?$/.test(line.slice(start, at));
  if (end === null && onlyNumber && /^\s+\p{L}/u.test(line.slice(at))) return at;
  return end;
}

/** The line with every second measure after a slash dropped: '290ml/½ pint stock' is '290ml stock'. */
export function withoutSecondMeasures(line: string): string {
  let out = '';
  let from = 0;
  for (const match of line.matchAll(FIRST_THEN_SLASH)) {
    if (match.index < from) continue;
    const slash = match[0].indexOf('/', match[0].lastIndexOf(')') + 1);
    const end = secondMeasureEnd(line, match.index + match[0].length);
    if (end === null) continue;
    out += line.slice(from, match.index + slash).trimEnd();
    from = end;
  }
  return out + line.slice(from);
}
