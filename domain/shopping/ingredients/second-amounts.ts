// A second amount after the first ('1/4 cup plus 2 Tbsp', '(+1 tsp)'): added up in the first
// unit, or dropped when it says the first again in other words.
import { firstParse } from './first-parse.ts';
import { convertQuantity, isMetric } from './unit-conversion.ts';

/** A line's leading amount and what follows it. */
export type LeadingAmount = {
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
  description: string;
};

/**
 * A second amount: '2/3 + 1/4 cup chips' (the second unit is both's), '1/4 cup plus 2 Tbsp'
 * and '1 lb 2 oz' are added up in the first unit; '1/2 cup 1 stick butter', '500 ml 2 cups
 * milk' and '1 cup 8 fl oz' say the first again (in a unit that does not convert, in the
 * other system, or as much), and are dropped.
 */
export function withSecondAmount(first: LeadingAmount): LeadingAmount {
  const { quantity, unit, description } = first;
  const second = description.match(/^(?:(\+|plus|minus|less)\s*)?(?=[\d¼½¾⅓⅔⅛])/i);
  const more = second ? firstParse(description.slice(second[0].length)) : null;
  if (!second || !more || more.quantity === null) return first;
  const moreUnit = more.unitOfMeasureID;
  const added = !unit
    ? more.quantity
    : moreUnit
      ? convertQuantity(more.quantity, moreUnit, unit)
      : null;
  const again =
    unit &&
    moreUnit &&
    (isMetric(unit) !== isMetric(moreUnit) ||
      Math.abs((added ?? 0) - (quantity ?? 0)) < 0.05 * (quantity ?? 0));
  // '1 cup minus 2 tbsp flour': taken off.
  const sign = /^(?:minus|less)$/i.test(second[1] ?? '') ? -1 : 1;
  if (added !== null && (second[1] || (unit && !again))) {
    return {
      quantity: (quantity ?? 0) + sign * added,
      quantity2: null,
      unit: unit ?? moreUnit,
      description: more.description,
    };
  }
  if (!second[1] && unit && moreUnit) return { ...first, description: more.description };
  return first;
}

/**
 * More of the same in brackets ('¼ cup cocoa (plus 2 tablespoons)', '(+1 tsp)') is added, as
 * the same outside them is; not a bracket that says what the more is for ('(plus 2 tbsp for
 * dusting)'), nor one that starts with a number, which says the first amount again.
 */
export function withBracketedAddition(quantity: number | null, unit: string | null, text: string) {
  const inner = text.match(/\(\s*(?:\+|plus)\s*([\d¼½¾⅓⅔⅛][^()]*)\)/i)?.[1];
  // parse-ingredient reads a unit only before a name: 'x' stands in for it.
  const more = inner && quantity !== null && unit ? firstParse(`${inner.trim()} x`) : null;
  if (!more?.quantity || !more.unitOfMeasureID || !/^(?:or more\b.*)?\s*x$/i.test(more.description))
    return quantity;
  const added = convertQuantity(more.quantity, more.unitOfMeasureID, unit!);
  return added === null ? quantity : quantity! + added;
}
