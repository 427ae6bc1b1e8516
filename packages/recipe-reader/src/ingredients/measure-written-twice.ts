// A recipe that gives an amount twice, the second in brackets ('1 cup (220 g) sugar', '500g
// (1.1lb) pasta', '½ cup (4 oz/115 g) butter'): scaled, the bracket would contradict the amount
// shown, and a metric kitchen would rather weigh the recipe's 220 g than pour 237 ml of sugar.
import type { Amount } from './amounts.ts';
import { libraryParse } from './library-parse.ts';
import { convertQuantity, isMeasure, isMetric } from './unit-conversion.ts';

// An amount in brackets, at the start of what follows the first amount. After a count or a
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
    const parsed = libraryParse(`${part} x`);
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
 * The measure `line` writes again in brackets ('1 cup (220 g) sugar') in the system of
 * `shownUnit`, when `amount` is a measure converted into that system and the two agree ('30 ml
 * (2 c. à soupe)' is not 2 cups); else null, and the conversion stands.
 */
export function ownMeasure(line: string, amount: Amount, shownUnit: string | null): Amount | null {
  if (!amount.unit || !isMeasure(amount.unit) || !shownUnit) return null;
  if (isMetric(shownUnit) === isMetric(amount.unit)) return null;
  // The bracket as the line wrote it: the parse drops a second measure after a slash, which is
  // the one wanted in '½ cup (4 oz/115 g) butter'. One inside a note is the weight of what the
  // note says ('1 cup peanuts, (chopped (150g))'); the agreement below keeps out another's.
  const written = line.match(BRACKETED_SOMEWHERE)?.[1];
  if (!written) return null;
  const own = measuresIn(written).find(
    (measure) => isMetric(measure.unit!) === isMetric(shownUnit) && agrees(measure, amount),
  );
  return own ?? null;
}

/**
 * What follows a measured amount without the same amount written again in brackets, right after
 * it ('(240 ml) milk', '(about 3 medium) potatoes') or later ('sugar (3 Tbsp)', 'feta (about ¾
 * cup)').
 */
export function withoutAmountWrittenAgain(description: string, amount: Amount): string {
  if (!amount.unit || !isMeasure(amount.unit)) return description;
  if (BRACKETED_AMOUNT.test(description)) return description.replace(BRACKETED_AMOUNT, '');
  const later = description.match(BRACKETED_SOMEWHERE);
  // Only a bracket of nothing but measures: a note beside them would be lost.
  const parts = later?.[1]?.split(BETWEEN_MEASURES).length;
  if (!later?.[1] || measuresIn(later[1]).length !== parts) return description;
  const before = description.slice(0, later.index);
  // Not a bracket inside a note ('(for 2 cups of rice, use 1⅔ cups (400 ml))').
  if (before.split('(').length !== before.split(')').length) return description;
  const after = description.slice(later.index! + later[0].length);
  return `${before.trimEnd()} ${after}`.replace(/\s+(?=[,;.])/g, '').trim();
}
