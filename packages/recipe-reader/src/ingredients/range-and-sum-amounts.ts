// Leading amounts parse-ingredient misreads, put in the shape it reads before it reads them: a
// range whose ends carry their own units ('2 teaspoons to 1 tablespoon', '14 oz to 1lb',
// '110ml-150ml'), an amount with 'or more' after it ('¼ cup or more') or 'additional' before
// it, an amount after the name ('Cornstarch ½ cup'), how full a spoon is ('2 rounded tbsp').
// Sums after the first amount are added up in added-amounts.ts, counts with sizes are read in
// sized-counts.ts, a second measure after a slash is dropped in slashed-measures.ts.
import { libraryParse } from './library-parse.ts';
import { FULLNESS_BEFORE_AMOUNT, FULLNESS_IN_MEASURE } from './measure-fullness.ts';
import { withoutSecondMeasures } from './slashed-measures.ts';
import { firstOfSizedCounts, withSizeAfterWordCount } from './sized-counts.ts';
import { convertQuantity } from './unit-conversion.ts';

// A number: '2', '1.5', '1/2', '½', '1 1/2', '5 ½', '3½'.
const NUMBER = String.raw`(?:\d+(?:\.\d+)?(?:\s?[¼½¾⅓⅔⅛]|\s\d+\/\d+|\/\d+)?|[¼½¾⅓⅔⅛])`;

// A measure: a number and a unit word, which parse-ingredient is asked to read.
const MEASURE = String.raw`${NUMBER}\s?-?\s?(?:fl\.?\s?oz|\p{L}+)\.?`;

const RANGE_OF_MEASURES = new RegExp(
  String.raw`^(${MEASURE})\s?(?:-|–|to)\s?(${MEASURE})(?=[\s,(]|$)`,
  'iu',
);

/** The quantity and unit of a measure alone ('1 tablespoon'), or null. */
function measureOf(text: string) {
  // parse-ingredient reads a unit only before a name: 'x' stands in for it.
  const parsed = libraryParse(`${text} x`);
  return parsed?.quantity != null && parsed.unitOfMeasureID && parsed.description === 'x'
    ? { quantity: parsed.quantity, unit: parsed.unitOfMeasureID }
    : null;
}

const rounded = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * '2 teaspoons to 1 tablespoon salt' is 2-3 teaspoons; '14 oz to 1lb cod' 14-16 oz; '110ml-150ml
 * water' 110-150 ml: the range in the first end's unit. An end that says the first again
 * ('15ml-1 tbsp oil') is dropped.
 */
export function plainRangeOfMeasures(line: string): string {
  const ends = line.match(RANGE_OF_MEASURES);
  if (!ends?.[1] || !ends[2]) return line;
  const [low, high] = [measureOf(ends[1]), measureOf(ends[2])];
  const upper = low && high ? convertQuantity(high.quantity, high.unit, low.unit) : null;
  if (!low || upper === null) return line;
  const unitWord = ends[1].match(/(?:fl\.?\s?oz|\p{L}+)\.?$/iu)?.[0] ?? low.unit;
  const rest = line.slice(ends[0].length);
  const range =
    upper > low.quantity * 1.05
      ? `${rounded(low.quantity)}-${rounded(upper)}`
      : rounded(low.quantity);
  return `${range} ${unitWord}${rest}`;
}

// '¼ cup or more Madeira', '1 lb. or more of bones', '1 stick (½ cup) or more butter', '5
// dashes or more of bitters': the amount is the least.
const OR_MORE =
  /^([\d¼½¾⅓⅔⅛][\d¼½¾⅓⅔⅛/. -]*(?:\p{L}+\.?\s+)?(?:\([^()]*\)\s*)?)or\s+(?:more|so)\b\s*(?:of\s+)?/iu;

// A name, then its amount at the end or before a note: 'Cornstarch ½ cup (64 grams)', 'Cold
// water, ¼ cup', 'Baking powder 2¼ teaspoons', '60% dark chocolate, 1 cup'. parse-ingredient
// reads an amount after the name only in whole numbers.
const NAME_THEN_MEASURE = new RegExp(
  String.raw`^((?:\d+(?:\.\d+)?\s?%\s+)?\p{L}[\p{L} '’&-]*?),?\s(${MEASURE})(?=\s*(?:$|[,;(]))`,
  'iu',
);

// A name with its measure in brackets and nothing in front, as meal kits list what is in the
// box ('Halloumi (200g)', 'Dried oregano (1tsp)'), maybe with how many of them ('Red wine
// vinegar (30ml) x0', where the count says how many come in the box, not how much to use).
const NAME_THEN_BRACKETED_MEASURE = new RegExp(
  String.raw`^(\p{L}[\p{L} '’&-]*?)\s*\((${MEASURE})\)(?:\s*[x×]\s*\d+)?\s*$`,
  'iu',
);

/** 'Cold water, ¼ cup' is '¼ cup Cold water'; 'Halloumi (200g)' is '200g Halloumi'. */
export function measureFirst(line: string): string {
  const bracketed = line.match(NAME_THEN_BRACKETED_MEASURE);
  if (bracketed?.[1] && bracketed[2] && measureOf(bracketed[2]))
    return `${bracketed[2]} ${bracketed[1]}`;
  const found = line.match(NAME_THEN_MEASURE);
  if (!found?.[1] || !found[2] || !measureOf(found[2])) return line;
  // Only when nothing else is read as the amount: not a count in words ('Two 14.5 oz cans'),
  // nor an 'About ½ cup'.
  if (percentInName(line, libraryParse(line))?.quantity != null) return line;
  return `${found[2]} ${found[1]}${line.slice(found[0].length)}`;
}

// 'a ½ cup milk' is half a cup, not one and a half.
const A_FRACTION = /^an?\s+(?=(?:[¼½¾⅓⅔⅛]|\d+\/\d+)\s)/i;

// The count written twice: '1 1 onion', '10 10 eggs'.
// Not a count and a size: '4 4 oz steaks' is four steaks of 4 oz.
const COUNT_TWICE = /^(\d+)\s+\1\s+(?=(\p{L}+))/u;
const onceCounted = (found: string, count: string, next: string) =>
  measureOf(`${count} ${next}`) ? found : `${count} `;

// A weight of a piece: '400g piece tuna', '1kg piece of beef fillet' is 400 g of tuna.
const WEIGHT_OF_A_PIECE =
  /^((?:(?:up to|about|approx\.?)\s+)?[\d¼½¾⅓⅔⅛][\d¼½¾⅓⅔⅛/.]*\s?(?:g|kg|grams?|oz|ounces?|lbs?|pounds?)\.?)\s+piece(?:\s+of)?\s+/i;

// A piece sized by a thumb or a finger ('thumb-sized piece of ginger'): one piece; half a
// measure ('half tsp soda') is half of one.
const ONE_PIECE_OR_HALF =
  /^(?:(?:an?\s+)?\p{L}+-(?:sized?|length)\s+(?=(?:pieces?|knobs?|chunks?)\b)|half\s+(?=(?:cups?|tsps?|tbsps?|teaspoons?|tablespoons?|pints?|pounds?|lbs?|kg|kilos?|litres?|liters?)\b))/iu;

/** The line with its leading amount in a shape parse-ingredient reads. */
export function plainAmounts(line: string): string {
  return plainRangeOfMeasures(
    measureFirst(
      withSizeAfterWordCount(firstOfSizedCounts(withoutSecondMeasures(line)))
        .replace(FULLNESS_BEFORE_AMOUNT, '')
        .replace(OR_MORE, '$1')
        .replace(COUNT_TWICE, onceCounted)
        .replace(A_FRACTION, '')
        .replace(FULLNESS_IN_MEASURE, '$1 ')
        .replace(WEIGHT_OF_A_PIECE, '$1 ')
        .replace(ONE_PIECE_OR_HALF, (found) => (/^half/i.test(found) ? '1/2 ' : '1 ')),
    ),
  );
}

type Parsed = { quantity: number | null; unitOfMeasureID: string | null; description: string };

/** '2% milk', '70% dark chocolate': the percentage is part of the name, not a count. */
export function percentInName<T extends Parsed>(
  line: string,
  parsed: T | undefined,
): T | undefined {
  const percent = line.match(/^(\d+(?:\.\d+)?)\s?%/)?.[1];
  if (!parsed || !percent || parsed.quantity !== Number(percent) || parsed.unitOfMeasureID)
    return parsed;
  return {
    ...parsed,
    quantity: null,
    description: `${percent}% ${parsed.description.replace(/^\s*%\s*/, '')}`,
  };
}
