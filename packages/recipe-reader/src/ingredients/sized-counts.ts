// Counts with a size: a size range between the count and the thing ('1 3½- to 4-pound
// chicken', 'Two 7- or 8-bone racks of lamb') and a second count of another size ('1 large or
// 2 small leeks'). parse-ingredient would read the size's numbers as the count.

// A number in a size: '3', '2.5', '3½', '4 ½', '1 1/2'; not a bare fraction, which after the
// count makes a mixed number ('1 1/2 to 2 pounds' is one and a half).
const SIZE_NUMBER = String.raw`\d+(?:\.\d+)?(?![\d/])(?:\s?[¼½¾⅓⅔⅛]|\s\d+\/\d+)?`;

const SIZE_UNIT = String.raw`(?:pounds?|lbs?|ounces?|oz|fl\.?\s?oz|quarts?|inch(?:es)?|in|cm|kg|g|bones?|ribs?|chops?|sheets?)\.?`;

// '1 3½- to 4-pound chicken', '1 8- or 9-ounce ball', '4 8- to -10 ounce trout', '1 whole 6-to
// 7-lb salmon', '6 2-to 2½-pound crabs', '1 4 ½ to 5 pound chicken', '1 7 1/2-ounce bar', '2
// 4-sheet packages': a count, then a range of sizes that ends in a unit, or one size joined to
// its unit.
const SIZE_RANGE_AFTER_COUNT = new RegExp(
  String.raw`^(\d+)\s+(whole\s+)?(${SIZE_NUMBER}\s?-?\s?(?:to|or|-)\s?-?\s?${SIZE_NUMBER}\s?-?\s?${SIZE_UNIT}|${SIZE_NUMBER}-${SIZE_UNIT})(?=[\s,(])`,
  'i',
);

// A count in words, then a size: 'One ¼-ounce package', 'Two ½-pound ham steaks', 'Four 1½ in
// (4cm) thick shanks', 'A 3-lb chicken'. In words the count cannot run into the size's
// fraction, as '1 ½-ounce' could be one and a half; 'a' only before a size joined to its unit
// ('a ½ cup' is half a cup).
const ANY_SIZE_NUMBER = String.raw`(?:\d+(?:\.\d+)?(?:\s?[¼½¾⅓⅔⅛]|\s\d+\/\d+)?|\d+\/\d+|[¼½¾⅓⅔⅛])`;
const SIZE_AFTER_WORD_COUNT = new RegExp(
  String.raw`^(?:(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|sixteen)\s+(${ANY_SIZE_NUMBER}\s?-?\s?${SIZE_UNIT})|(an?)\s+(${ANY_SIZE_NUMBER}-${SIZE_UNIT}))(?=[\s,(])`,
  'i',
);

/** 'One ¼-ounce package yeast' is 'One (¼-ounce) package yeast'. */
export function withSizeAfterWordCount(line: string): string {
  return line.replace(
    SIZE_AFTER_WORD_COUNT,
    (_match, word?: string, size?: string, article?: string, joined?: string) =>
      `${word ?? article} (${size ?? joined})`,
  );
}

// '1 1¾ oz (50g) jar', '2 14.5 oz cans': a count, then the size of each package.
const SIZE_BEFORE_PACKAGE = new RegExp(
  String.raw`^(\d+)\s+(${SIZE_NUMBER}\s?-?\s?(?:fl\.?\s?oz|oz|ounces?|g|grams?|ml|lbs?|pounds?)\.?)(?=\s+(?:\([^()]*\)\s*)?(?:cans?|tins?|jars?|packages?|packs?|packets?|box(?:es)?|bags?|bottles?|cartons?|containers?|tubs?)\b)`,
  'i',
);

// A size joined to its unit with no count before it: '1-inch cinnamon stick', '1 3/4-inch piece of
// ginger', '1-inch (2.5-cm) piece galangal', '2½-inch-long strip of peel': one of it. A whole
// number and a fraction before things counted in the plural are a count and a size ('10
// 1/2-inch cubes', '12 ½-inch-thick slices'); before one thing, one size ('1 1/2-inch piece').
const SIZE_WITHOUT_COUNT =
  /^((?:\d+(?:\.\d+)?|(\d+)\s(\d+\/\d+|[¼½¾⅓⅔⅛])|\d+[¼½¾⅓⅔⅛]|\d+\/\d+|[¼½¾⅓⅔⅛])\s?-\s?(?:inch(?:es)?|in|cm|centimeters?)(?:-[a-z]+)?)(\s*\([^()]*\))?\s+(?=(\p{L}+))/iu;

function oneOfSize(
  _match: string,
  size: string,
  whole: string | undefined,
  fraction: string | undefined,
  more: string | undefined,
  next: string,
): string {
  const counted = whole && fraction && /[^s]s$/i.test(next);
  const each = counted ? size.slice(size.indexOf(fraction)) : size;
  return `${counted ? whole : 1} (${each})${more ?? ''} `;
}

/** '1 3½- to 4-pound chicken' is one chicken, its size in brackets: '1 (3½- to 4-pound) chicken'. */
export function withSizeRangeInBrackets(line: string): string {
  return line
    .replace(
      SIZE_RANGE_AFTER_COUNT,
      (_match, count: string, whole: string | undefined, size: string) =>
        `${count} (${size})${whole ? ' whole' : ''}`,
    )
    .replace(SIZE_BEFORE_PACKAGE, '$1 ($2)')
    .replace(SIZE_WITHOUT_COUNT, oneOfSize);
}

// Sizes and kinds that a count of the other is given in: 'small', 'lg', 'very large', 'fat',
// 'regular-size', 'medium-large', 'fresh', 'frozen'.
const SIZE_WORD = String.raw`(?:(?:very|extra)[\s-])?(?:small|medium|large|big|sm|med|lg|lrg|jumbo|fat|thin|thick|plump|smaller|larger|bigger|fresh|frozen|dried|(?:regular|medium|normal|large|small)(?:[\s-]size[d]?)?)(?:-(?:small|medium|large))?\.?`;

const NUMBER = String.raw`[\d¼½¾⅓⅔⅛][\d¼½¾⅓⅔⅛./]*(?:\s\d+\/\d+)?`;
const COUNT = String.raw`(?:${NUMBER}(?:\s?(?:-|to)\s?${NUMBER})?|an?|one|two|three|four|five|six)`;

// '6 large or 8 medium celery stalks', '1 lg or 2 small leeks', '1 fat or 2 thin scallions',
// '4 fresh or 6 to 8 frozen curry leaves': the first count, its size dropped (the name would
// keep 'fat' or 'regular-size').
const SECOND_SIZED_COUNT = new RegExp(
  String.raw`^(${COUNT})\s+${SIZE_WORD}\s+or\s+${COUNT}\s+${SIZE_WORD}(?=\s)`,
  'i',
);

/** '1 large or 2 small leeks' is '1 leeks': the first count. */
export function firstOfSizedCounts(line: string): string {
  return line.replace(SECOND_SIZED_COUNT, '$1');
}
