// A second amount after the first ('1/4 cup plus 2 Tbsp', '(+1 tsp)'): added up in the first
// unit, or dropped when it says the first again in other words.
import { libraryParse } from './library-parse.ts';
import { FULLNESS_WORDS } from './measure-fullness.ts';
import { convertQuantity, isMetric } from './unit-conversion.ts';

/** A line's leading amount and what follows it. */
export type LeadingAmount = {
  quantity: number | null;
  quantity2: number | null;
  unit: string | null;
  description: string;
};

// A second amount after the first: '+ 2 tbsp', 'plus 1 tsp', ', plus 2 tablespoons', 'and 3
// tablespoons', '(1 stick) plus 2 tablespoons', 'plus scant 3/4 cup', 'plus about 4 tablespoons',
// or none between ('1 lb 2 oz').
const SECOND_AMOUNT = new RegExp(
  String.raw`^(?:\s*,\s*(?=plus\b|\+)|(\s*\([^()]*\)\s*)(?=plus\b|\+|and\b))?(?:(\+|plus|and|minus|less)\s*(?:(?:${FULLNESS_WORDS}|about)\s+)?)?(?=[\d¼½¾⅓⅔⅛])`,
  'i',
);

// Its fullness between its number and its measure ('1 heaping tbsp').
const FULLNESS_AFTER_NUMBER = new RegExp(
  String.raw`^([\d¼½¾⅓⅔⅛./ ]+?)\s+(?:${FULLNESS_WORDS})\s+`,
  'i',
);

/**
 * A second amount: '2/3 + 1/4 cup chips' (the second unit is both's), '1/4 cup plus 2 Tbsp'
 * and '1 lb 2 oz' are added up in the first unit; '1/2 cup 1 stick butter', '500 ml 2 cups
 * milk' and '1 cup 8 fl oz' say the first again (in a unit that does not convert, in the
 * other system, or as much), and are dropped.
 */
export function withSecondAmount(first: LeadingAmount): LeadingAmount {
  // '1 cup + 1 tablespoon + 1 teaspoon flour': each more is added in turn.
  let amount = first;
  for (let step = 0; step < 3; step++) {
    const next = withOneMoreAmount(amount);
    if (next.description === amount.description) return next;
    amount = next;
  }
  return amount;
}

function withOneMoreAmount(first: LeadingAmount): LeadingAmount {
  const { quantity, unit, description } = first;
  const second = description.match(SECOND_AMOUNT);
  // Its fullness ('1 heaping tbsp') is not read as the name.
  const moreText = description.slice(second?.[0].length ?? 0).replace(FULLNESS_AFTER_NUMBER, '$1 ');
  const more = second ? libraryParse(moreText) : null;
  if (!second || !more || more.quantity === null) return first;
  const [, bracket = '', sum] = second;
  // '½ cup (1 stick) plus 2 tbsp butter': the bracket stays, as a note.
  const rest = `${bracket}${more.description}`;
  const moreUnit = more.unitOfMeasureID;
  const added = !unit ? more.quantity : moreUnit ? addedIn(more.quantity, moreUnit, unit) : null;
  const again =
    unit &&
    moreUnit &&
    (isMetric(unit) !== isMetric(moreUnit) ||
      Math.abs((added ?? 0) - (quantity ?? 0)) < 0.05 * (quantity ?? 0));
  // '1 cup minus 2 tbsp flour': taken off.
  const sign = /^(?:minus|less)$/i.test(sum ?? '') ? -1 : 1;
  // 'and' adds only a measure to a measure: '1 cup and 2 tablespoons flour'.
  if (/^and$/i.test(sum ?? '') && (!unit || added === null)) return first;
  if (added !== null && (sum || (unit && !again))) {
    return {
      quantity: (quantity ?? 0) + sign * added,
      quantity2: null,
      unit: unit ?? moreUnit,
      description: rest,
    };
  }
  // What cannot be added up ('¼ pound plus 4 tablespoons butter', '½ tsp plus a pinch'): the
  // first amount, and the name after the second.
  if (unit && moreUnit) return { ...first, description: rest };
  return first;
}

// A stick of butter is 8 tablespoons: '1 stick plus 2 tablespoons butter' is 1¼ sticks.
const TABLESPOONS_IN_A_STICK = 8;

function addedIn(value: number, from: string, to: string): number | null {
  if (to !== 'stick') return convertQuantity(value, from, to);
  const tablespoons = convertQuantity(value, from, 'tablespoon');
  return tablespoons === null ? null : tablespoons / TABLESPOONS_IN_A_STICK;
}

/**
 * More of the same in brackets ('¼ cup cocoa (plus 2 tablespoons)', '(+1 tsp)') is added, as
 * the same outside them is; not a bracket that says what the more is for ('(plus 2 tbsp for
 * dusting)'), nor one that starts with a number, which says the first amount again.
 */
export function withBracketedAddition(quantity: number | null, unit: string | null, text: string) {
  const inner = text.match(/\(\s*(?:\+|plus)\s*([\d¼½¾⅓⅔⅛][^()]*)\)/i)?.[1];
  // parse-ingredient reads a unit only before a name: 'x' stands in for it.
  const more = inner && quantity !== null && unit ? libraryParse(`${inner.trim()} x`) : null;
  if (!more?.quantity || !more.unitOfMeasureID || !/^(?:or more\b.*)?\s*x$/i.test(more.description))
    return quantity;
  const added = convertQuantity(more.quantity, more.unitOfMeasureID, unit!);
  return added === null ? quantity : quantity! + added;
}
