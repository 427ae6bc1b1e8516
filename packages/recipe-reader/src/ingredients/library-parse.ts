// parse-ingredient, the maintained parser of amounts and units, fed a line in the shapes it
// reads: amounts in words put in digits, units spelled as it knows them, a second measure
// after a slash dropped.
import { parseIngredient } from 'parse-ingredient';
import { numbersFirst } from './number-words.ts';
import { withoutSecondMeasures } from './slashed-measures.ts';
import { firstOfSizedCounts, withSizeRangeInBrackets } from './sized-counts.ts';
import { CONTAINER_WORD, EXTRA_UNITS } from './units.ts';
import { UNIT_LINKING_WORDS } from './units-by-language.ts';

const PARSE_OPTIONS = {
  normalizeUOM: true,
  // Sizes, spelled out or cut short ('1 sm onion', '2 lg eggs'), are not units.
  // prettier-ignore
  ignoreUOMs: [
    'small', 'medium', 'large', 'sm', 'sm.', 'md', 'md.', 'med', 'med.', 'lg', 'lg.', 'lrg', 'lrg.',
  ],
  additionalUOMs: EXTRA_UNITS,
  descriptionStripPrefixes: UNIT_LINKING_WORDS,
  // 'Up to 6 cups flour', 'at least 4 tbsp oil': that amount.
  // prettier-ignore
  leadingQuantityPrefixes: [
    'approximately', 'approx.', 'approx', 'about', 'around', 'roughly', 'up to', 'at least',
  ],
} as const;

// A package counted before its name, with what follows it: '2 - 15 oz cans', '28-ounce jar'.
const PACKAGE_WORD = String.raw`${CONTAINER_WORD}\b`;

// '28-ounce can crushed tomatoes', '16-oz jar salsa': one can, its size in brackets.
const PACKAGE_NAMED_BY_SIZE = new RegExp(
  String.raw`^(\d+(?:\.\d+)?-(?:ounce|oz|pound|lb|gram|g))\s+(?=${PACKAGE_WORD})`,
  'i',
);

// '2 - 15 oz cans': two cans, their size in brackets.
const COUNT_DASH_PACKAGE_SIZE = new RegExp(
  String.raw`^(\d+(?:\/\d+)?|[¼½¾⅓⅔])\s*[-–x×]\s*(\d+(?:\.\d+)?\s*-?\s*(?:fl\.?\s*oz|oz|ounces?|g|grams?|ml|lbs?)\.?)\s+(?=${PACKAGE_WORD})`,
  'i',
);

// A size written with a spaced dash ('1 13.5 – ounce can'): '13.5-ounce', as usually written.
const SPACED_SIZE = /(?<=^\d+\s+)(\d+(?:\.\d+)?)\s+[-–]\s+(ounce|oz|pound|lb|inch)\b/i;

// Units written the way the parser reads them; a second measure after a slash ('250g/8¾oz')
// dropped.
function plainUnits(line: string): string {
  return (
    // '1 1⁄2' with a fraction slash is '1 1/2'.
    withSizeRangeInBrackets(
      firstOfSizedCounts(
        withoutSecondMeasures(line.replace(/⁄/g, '/').replace(SPACED_SIZE, '$1-$2')),
      ),
    )
      .replace(/\bkilos?\b/gi, 'kg')
      // A decimal comma, as European recipes write it: '1,5 kg' (not '1,000 g').
      .replace(/^(\d+),(\d{1,2})(?=\s*[\p{L}(])/u, '$1.$2')
      .replace(/^(\d+)\s+and\s+(\d+\/\d+)\s/i, '$1 $2 ') // '1 and 1/4 cups'
      .replace(/^(\d+)-([¼½¾⅓⅔⅛])(?=\s)/, '$1$2') // '1-½ cups' is one and a half
      // '1-1/2 cups' is one and a half, not a range down to a half.
      .replace(/^(\d+)-(\d+\/\d+)(?=\s)/, (whole, first: string, fraction: string) => {
        const [top, bottom] = fraction.split('/').map(Number);
        return top! < bottom! ? `${first} ${fraction}` : whole;
      })
      .replace(/\b(\p{L}+)\(s\)/gu, '$1s') // '2 clove(s) of garlic'
      .replace(/\b(\p{L}+)\(es\)/gu, '$1es') // '1 pinch(es) salt'
      // Indian English counts in 'nos' (numbers): '3 nos onion', 'Onion - 2 nos'.
      .replace(/(\d)\s*(?:nos?\.?|numbers?)(?=\s+\p{L}|\s*(?:$|[,(]))/giu, '$1')
      // '2-inch piece ginger', '2½cm piece', '7.5-10cm piece', '½ in piece': one piece, of that size.
      .replace(
        /^((?:\d+(?:[.,/]\d+)?\s?[¼½¾⅓⅔⅛]?|[¼½¾⅓⅔⅛])(?:\s?[-–]\s?\d+(?:[.,]\d+)?[¼½¾⅓⅔⅛]?)?)\s*(?:-\s*)?(inch(?:es)?|in\.?|cm)\s+(?=(?:pieces?|knobs?|sticks?|slices?|chunks?|branch(?:es)?)\b)/i,
        '1 ($1 $2) ',
      )
      // A unit run into the name ('1/3 cupgranulated sugar'); not 'cupcakes', nor a name
      // starting with s, where 'cups' and 'cup s…' cannot be told apart.
      .replace(/(\d\s*(?:cup|tbsp|tsp|tablespoon|teaspoon))(?!cake|ful)(?=[a-rt-z]{3,})/gi, '$1 ')
      // '4 x 150g salmon fillets', '2 x 150-200g steaks', '4 x 1cm slices', '1 x 400g tin', '1 x
      // 3lb 4oz chicken': that
      // many fillets, slices or tins, their size in brackets.
      .replace(
        /^(\d+|[¼½¾⅓⅔])\s*[x×]\s*((?:\d+(?:\.\d+)?\s*(?:kg|g|ml|cl|l|oz|lbs?|cm|mm)?\s*[-–]\s*)?\d+(?:\.\d+)?\s*(?:-\s*)?(?:kg|g|grams?|oz|ounces?|lbs?|pounds?|ml|cl|l|lit(?:er|re)s?|fl\.?\s*oz|cm|mm|in|inch(?:es)?)\.?(?:\s*\d+\s*(?:oz|ounces?))?)\s+(?=[\p{L}(])/iu,
        '$1 ($2) ',
      )
      .replace(PACKAGE_NAMED_BY_SIZE, '1 ($1) ')
      // '1 x 6-bone rack of lamb', '1 x tin tomatoes': one rack, one tin.
      .replace(/^(\d+)\s*[x×]\s+(\d+-?\s?(?:bone|rib|chop)s?)\s+/i, '$1 ($2) ')
      .replace(/^(\d+)\s*[x×]\s+(?=\p{L})/iu, '$1 ')
      .replace(COUNT_DASH_PACKAGE_SIZE, '$1 ($2) ')
  );
}

// A unit written twice, short and in full ('1 tsp teaspoon salt', '½ c cup cream', '2 lb pounds
// beans', '1 pt pint tomatoes') or short twice ('½ tbsp tbsp butter'): once. Not grams, as '250g gram flour' is chickpea flour.
const UNIT_TWICE =
  /^([\d¼½¾⅓⅔⅛./\s-]*)(?:(tsp|teaspoons?)\.?\s+(?:teaspoons?|tsp)|(tbsp|tablespoons?)\.?\s+(?:tablespoons?|tbsp)|(c|cups?)\.?\s+cups?|(lbs?|pounds?)\.?\s+(?:pounds?|lbs?)|(oz|ounces?)\.?\s+ounces?|(l|liters?|litres?)\.?\s+(?:liters?|litres?)|(pt|pints?)\.?\s+pints?)\b/i;

function unitOnce(line: string): string {
  const twice = line.match(UNIT_TWICE);
  if (!twice) return line;
  const unit = twice.slice(2).find(Boolean)!;
  return `${twice[1]}${unit}${line.slice(twice[0].length)}`;
}

export function libraryParse(line: string) {
  return parseIngredient(plainUnits(unitOnce(numbersFirst(line))), PARSE_OPTIONS)[0];
}
