// How full a measure is ('Scant 1 cup', '1 heaping tablespoon', '¼ packed cup'): the shopping
// list buys the measure and drops these words, the cook scaling a recipe keeps reading them.

const AMOUNT_AHEAD = String.raw`(?=[\d¼½¾⅓⅔⅛])`;

/** How full a spoon or a cup is filled, as a regex alternation: 'heaping', 'scant', 'level'. */
export const FULLNESS_WORDS = 'heaping|heaped|scant|generous|good|rounded|level|full|packed';

// Before the amount: '~2 cups', 'heaping 1/2 cup', 'a scant 1 cup', 'another 250 ml',
// 'Additional 1 tablespoon sugar', 'an extra 2 tbsp oil', 'Slightly rounded 1/8 teaspoon',
// 'Lightly packed ½ cup'.
export const FULLNESS_BEFORE_AMOUNT = new RegExp(
  String.raw`^(?:~\s*|(?:an?\s+)?(?:another|additional|extra|(?:(?:slightly|lightly|firmly|loosely|well)\s+)?(?:${FULLNESS_WORDS}))\s+${AMOUNT_AHEAD})`,
  'i',
);

// Between the number and the measure: '¼ packed cup', '1 liquid cup', '1 loosely packed cup',
// '2 rounded tbsp', '1 scant cup'; a comma there ('1½, cups').
export const FULLNESS_IN_MEASURE =
  /^([\d¼½¾⅓⅔⅛][\d¼½¾⅓⅔⅛/. ]*?)(?:\s((?:(?:lightly|firmly|loosely|tightly)\s+)?(?:packed|liquid|dry|level|rounded|heaped|heaping|scant|generous))|,)\s+(?=(?:cups?|tablespoons?|teaspoons?|tbsps?|tsps?|dsp|dessertspoons?)\b)/i;

export type MeasureFullness = {
  /** The words before the amount as written, with their space ('Scant ', '~'), or ''. */
  before: string;
  /** The words between the number and the measure ('heaping', 'lightly packed'), or ''. */
  inMeasure: string;
  /** The line without them ('1 cup milk'). */
  line: string;
};

/** 'Scant 1 cup milk' is 'Scant ' and '1 cup milk'; '1 heaping tbsp sugar' 'heaping' and '1 tbsp sugar'. */
export function measureFullness(line: string): MeasureFullness {
  const before = line.match(FULLNESS_BEFORE_AMOUNT)?.[0];
  if (before) return { before, inMeasure: '', line: line.slice(before.length) };
  const inside = line.match(FULLNESS_IN_MEASURE);
  if (inside?.[1])
    return {
      before: '',
      inMeasure: inside[2] ?? '',
      line: `${inside[1]} ${line.slice(inside[0].length)}`,
    };
  return { before: '', inMeasure: '', line };
}
