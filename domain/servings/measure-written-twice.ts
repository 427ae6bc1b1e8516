// A recipe that gives an amount twice, the second in brackets ('1 cup (220 g) sugar', '500g
// (1.1lb) pasta', '½ cup (4 oz/115 g) butter'): scaled, the bracket would contradict the amount
// shown, and a metric kitchen would rather weigh the recipe's 220 g than pour 237 ml of sugar.
import type { Amount } from '../shopping/ingredients/amounts.ts';
import { firstParse } from '../shopping/ingredients/first-parse.ts';
import { convertQuantity, isMeasure, isMetric } from '../shopping/ingredients/unit-conversion.ts';

// An amount in brackets at the start of what follows the first amount. After a count or a
// package it is a size, not the amount again ('2 (14 oz) cans', '1 can (14 oz)').
const BRACKETED_AMOUNT =
  /^\(\s*(?:about|approx\.?|approximately|roughly|around|~)?\s*([\d¼½¾⅓⅔⅛][^()]*)\)\s*/i;

const BRACKETED_SOMEWHERE = new RegExp(BRACKETED_AMOUNT.source.slice(1), 'i');

// Between two measures: a slash after a unit or between spaces ('4 oz/115 g', '1 stick / 113
// g'), not the slash of a fraction ('1/4 cup'); a comma, a semicolon, 'or'.
const BETWEEN_MEASURES = /(?<=\p{L}\.?)\s*\/\s*|\s+\/\s+|\s*[,;]\s*|\s+or\s+/u;

/** The measures in '4 oz/115 g' or '1 cup, 240 ml', each as an amount. */
function measuresIn(text: string): Amount[] {
  return text.split(BETWEEN_MEASURES).flatMap((part) => {
    // A sum ('1 cup + 2 tsp') is left to the conversion.
    if (/\+|\bplus\b/i.test(part)) return [];
    const parsed = firstParse(`${part} x`);
    const unit = parsed?.unitOfMeasureID;
    if (parsed?.quantity == null || !unit || !isMeasure(unit)) return [];
    return [{ unit, min: parsed.quantity, max: parsed.quantity2 }];
  });
}

/** Whether `measure` can be the same amount as `amount`: within a third where they convert. */
function agrees(measure: Amount, amount: Amount): boolean {
  const converted = convertQuantity(measure.min, measure.unit!, amount.unit!);
  return converted === null || (converted > amount.min * 0.75 && converted < amount.min * 1.33);
}

/**
 * What follows `amount` in `line` without an amount written again in brackets, and that
 * bracket's measure in the system `shownUnit` belongs to, when the first amount is converted
 * into it and the two agree ('30 ml (2 c. à soupe)' is not 2 cups).
 */
export function measureWrittenTwice(
  line: string,
  amount: Amount,
  description: string,
  shownUnit: string | null,
): { own: Amount | null; description: string } {
  const bracket = description.match(BRACKETED_AMOUNT);
  if (!bracket || !amount.unit || !isMeasure(amount.unit)) return { own: null, description };
  const rest = description.slice(bracket[0].length);
  if (!shownUnit || isMetric(shownUnit) === isMetric(amount.unit))
    return { own: null, description: rest };
  // The bracket as the line wrote it: the parse drops a second measure after a slash, which is
  // the one wanted in '½ cup (4 oz/115 g) butter'.
  const written = line.match(BRACKETED_SOMEWHERE)?.[1] ?? '';
  const own = measuresIn(written).find(
    (measure) => isMetric(measure.unit!) === isMetric(shownUnit) && agrees(measure, amount),
  );
  return { own: own ?? null, description: rest };
}
