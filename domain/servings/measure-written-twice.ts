// A recipe that gives an amount twice, the second in brackets ('1 cup (220 g) sugar', '500g
// (1.1lb) pasta', '½ cup (4 oz/115 g) butter'): scaled, the bracket would contradict the amount
// shown, and a metric kitchen would rather weigh the recipe's 220 g than pour 237 ml of sugar.
import type { Amount } from '../shopping/ingredients/amounts.ts';
import { firstParse } from '../shopping/ingredients/first-parse.ts';
import {
  isMeasure,
  isMetric,
  type MeasurementSystem,
} from '../shopping/ingredients/unit-conversion.ts';

// An amount in brackets at the start of what follows the first amount. After a count or a
// package it is a size, not the amount again ('2 (14 oz) cans', '1 can (14 oz)').
const BRACKETED_AMOUNT =
  /^\(\s*(?:about|approx\.?|approximately|roughly|around|~)?\s*([\d¼½¾⅓⅔⅛][^()]*)\)\s*/i;

const BRACKETED_SOMEWHERE = new RegExp(BRACKETED_AMOUNT.source.slice(1), 'i');

// Spoons stay spoons in a metric kitchen, so the weight beside them is not wanted instead.
const SPOONS = new Set(['teaspoon', 'tablespoon', 'dessertspoon']);

/** The measures in '4 oz/115 g' or '1 cup, 240 ml', each as an amount. */
function measuresIn(text: string): Amount[] {
  return text.split(/\s*[/,;]\s*|\s+or\s+/).flatMap((part) => {
    // A sum ('1 cup + 2 tsp') is left to the conversion.
    if (/\+|\bplus\b/i.test(part)) return [];
    const parsed = firstParse(`${part} x`);
    const unit = parsed?.unitOfMeasureID;
    if (parsed?.quantity == null || !unit || !isMeasure(unit)) return [];
    return [{ unit, min: parsed.quantity, max: parsed.quantity2 }];
  });
}

/**
 * The amount of `line` to scale, and the text after it without the bracketed amount when `amount` is a
 * measure: the bracket's measure where it is in the family's system and the first is not.
 */
export function measureWrittenTwice(
  line: string,
  amount: Amount,
  description: string,
  system: MeasurementSystem,
): { amount: Amount; description: string } {
  const bracket = description.match(BRACKETED_AMOUNT);
  if (!bracket || !amount.unit || !isMeasure(amount.unit)) return { amount, description };
  const rest = description.slice(bracket[0].length);
  const wantsMetric = system === 'metric';
  if (SPOONS.has(amount.unit) || isMetric(amount.unit) === wantsMetric)
    return { amount, description: rest };
  // The bracket as the line wrote it: the parse drops a second measure after a slash, which is
  // the one wanted in '½ cup (4 oz/115 g) butter'.
  const written = line.match(BRACKETED_SOMEWHERE)?.[1] ?? '';
  const own = measuresIn(written).find((measure) => isMetric(measure.unit!) === wantsMetric);
  return { amount: own ?? amount, description: rest };
}
