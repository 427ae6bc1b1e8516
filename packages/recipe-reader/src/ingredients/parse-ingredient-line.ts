// One line of a recipe's ingredients ('2 (14 oz) cans diced tomatoes, drained') as something
// to buy: an amount, a name, and the key that merges it with other lines. Which aisle it is in
// and how long a name may be are the app's (domain/shopping).
import type { Amount } from './amounts.ts';
import { canonicalName, withoutPrices } from './canonical-name.ts';
import { ingredientKey, shoppingName } from './ingredient-name.ts';
import { convertQuantity, isWeight } from './unit-conversion.ts';
import { libraryParse } from './library-parse.ts';
import { PACKAGE_UNITS } from './units.ts';
import { isEquipment, isHeadingLine } from './not-to-buy.ts';
import { CANNED_TOMATOES } from './describing-words.ts';
import { withBracketedAddition, withSecondAmount } from './added-amounts.ts';
import { wholeFirst } from './number-words.ts';
import { unitAfterName, unitIsAWord } from './unit-or-word.ts';
import { measuredJuice } from './words-around-name.ts';
import { percentInName, plainAmounts } from './range-and-sum-amounts.ts';

export type ParsedIngredient = {
  /** What to buy, lower-cased where the recipe wrote it so ('garlic', 'diced tomatoes'). */
  name: string;
  key: string;
  amount: Amount | null;
  /** The unit the line was measured in, also when too little to buy by ('pinch'). */
  unit: string | null;
};

// Too little to buy by: '1 pinch salt' puts salt on the list without an amount.
const TRIFLING_UNITS = new Set(['pinch', 'dash', 'drop']);

// A size or a thickness between the number and its unit: '1 small clove', '18 thin slices',
// '1 heaping cup', '1 2-inch piece', '1 (6-oz) cup', '12 finely minced cloves', '1 thumb-sized
// piece', '8 unpeeled cloves', '1 inch-long knob'.
const SIZE_BEFORE_UNIT =
  /^(?:(?:\([^()]*\)|(?:small|medium)(?:-to-|\s+to\s+|-|\/)(?:medium|large)(?:-sized)?|[a-z]+-sized|whole|fresh|finely|roughly|minced|chopped|thin|thick|small|medium|large|big|sm|md|med|lg|lrg|heaping|heaped|level|generous|scant|rounded|miniature|mini|good|healthy|hefty|separate|packed|lightly|loosely|firmly|tightly|plump|tiny|fat|full|very|unpeeled|peeled|[a-z]+-sized?|[a-z]+-long|\d+(?:[.,/]\d+)?\s*-?\s*(?:inch(?:es)?|cm|")|\d+(?:[.,/]\d+)?-(?:inch|cm))\s+)+/i;

const LEADING_PACKAGE =
  /^[\s,]*(?:\([^()]*\)\s*)?(?:\d+(?:[.,/]\d+)?\s*-?\s*(?:fl\.?\s*oz|oz|ounces?|g|grams?|ml|lbs?|pounds?)\.?\s+)?(?:\([^()]*\)\s*)?(cans?|tins?|jars?|packages?|packs?|packets?|box(?:es)?|bags?|bottles?|cartons?|containers?|envelopes?|tubs?|blocks?)\b\s*/i;

const CITRUS_PART =
  /^(lemon|lime|orange|grapefruit)s? (?:zest|juice|zest and juice|juice and zest)$/i;

const PACKAGE_FIRST =
  /^\s*(?:cans?|tins?|jars?|packages?|packs?|packets?|box(?:es)?|bags?|bottles?|cartons?|containers?)\b/i;

/** A recipe line in parts: '2 cloves garlic, minced' is 2, clove, garlic, and 'minced'. */
export type IngredientParts = {
  quantity: number | null;
  /** The upper end of a range ('2-3'), else null. */
  quantity2: number | null;
  /** parse-ingredient's unit id ('cup', 'clove', 'can'), or null for a plain count. */
  unit: string | null;
  /** What is bought, as the recipe writes it, lower-cased where it was. */
  name: string;
  /** Preparation and advice: what follows the comma, the brackets. */
  note: string | null;
};

// 'Small bunch of coriander', 'Generous pinch of salt': a unit without a number, after a size
// word the parser does not read past.
function sizedUnitFirst(line: string) {
  const size = line.match(
    /^(?:(?:a|one)\s+)?(?:small|medium|large|big|generous|good|heaped|heaping|level|scant|rounded|sm|md|med|lg|lrg|healthy|hefty|tiny|decent|nice)\s+(?=\S)/i,
  );
  const parsed = size ? libraryParse(`1 ${line.slice(size[0].length)}`) : null;
  return parsed?.unitOfMeasureID ? { ...parsed, quantity: null } : null;
}

// The amount after the name, before a note: 'Tomato - 2 (finely chopped)', 'Rice - 1 cup,
// soaked'. parse-ingredient reads an amount after the name only at the end of the line.
function amountAfterName(rawLine: string) {
  // A size after the amount ('Eggs: 2 large', 'Onion - 1 large, diced') is not a unit.
  const line = rawLine.replace(
    /^(\p{L}[^\d(]*?\s(?:[-–:]\s*)?[\d¼½¾⅓⅔⅛][\d/.¼½¾⅓⅔⅛]*)\s+(?:small|medium|large|big)\b\s*/iu,
    '$1',
  );
  if (line !== rawLine && !/[(,]/.test(line)) {
    const parsed = libraryParse(line);
    if (parsed?.quantity != null && parsed.description && line.startsWith(parsed.description))
      return parsed;
  }
  const note = line.match(
    /^(\p{L}[^\d(]*?\s(?:[-–:]\s*)?[\d¼½¾⅓⅔⅛][^(),]*?)\s*((?:\([^()]*\)|,[^()]*)\s*)$/u,
  );
  if (!note?.[1] || !note[2]) return null;
  const parsed = libraryParse(note[1]);
  // Only an amount at the end, the name left whole before it.
  return parsed?.quantity != null && parsed.description && note[1].startsWith(parsed.description)
    ? { ...parsed, description: `${parsed.description} ${note[2]}` }
    : null;
}

const SECTION_IN_FRONT = /^\p{L}[\p{L} ]{0,30}:\s*(?=[\d¼½¾⅓⅔⅛])(.*)$/u;

export function ingredientParts(rawLine: string): IngredientParts | null {
  // Bullets, invisible joiners and an 'Optional:', 'Optional glaze:' or 'To garnish:' in front
  // are not part of the line.
  const unlabelled = rawLine
    .replace(/^[\s\u200B-\u200D\u2060\uFEFF•*▢☐□·-]+/, '')
    .replace(
      /^(?:optional(?:\s+[\p{L}'’&-]+){0,3}|(?:(?:for (?:the )?|to )?garnish(?:es)?|to serve|for serving|toppings?))\s*:\s*(?=\S)/iu,
      '',
    );
  // 'OR 2 tablespoons brown sugar': the other choice for the line before, not more to buy.
  if (/^or\b[\s,:]/i.test(unlabelled)) return null;
  // A section named in front ('For the dressing: 1/4 cup olive oil', 'Sauce: 2 tbsp soy
  // sauce') is the line after it; not a name before its amount ('Sugar: 1 cup', 'Onion: 1
  // large, diced').
  const rest = unlabelled.match(SECTION_IN_FRONT)?.[1];
  if (rest && libraryParse(`${rest.split(/[,(]/)[0]!.trim()} x`)?.description !== 'x') {
    const inSection = ingredientParts(rest);
    if (inSection?.name) return inSection;
  }
  const line = plainAmounts(
    wholeFirst(unlabelled)
      // '(optional) 1 tsp chili', '*optional* nuts'.
      .replace(/^[(*[]?\s*optional\s*[)*\]]\s*/i, '')
      // 'half onion', 'Half red pepper': a half (not half-and-half).
      .replace(/^half\s+(?!(?:and|&|a|an)\b)(?=\p{L})/iu, '½ ')
      // A unit's abbreviation run into its spelled-out title, as a page's tooltip prints it
      // ('1 TBSaTablespoon olive oil', '2 tspTeaspoons').
      .replace(
        /(?<=\d\s*)[A-Za-z]{1,4}(?=(?:Tablespoons?|Teaspoons?|Cups?|Ounces?|Pounds?|Grams?)\b)/g,
        '',
      )
      // Who it feeds is not an amount ('rice for 4 servings').
      .replace(
        /\s+for\s+\d+(?:\s*(?:-|–|to)\s*\d+)?\s+(?:servings?|people|persons|portions)\b/gi,
        '',
      )
      .trim(),
  );
  if (!line || line.endsWith(':')) return null;
  const parsed = percentInName(
    line,
    sizedUnitFirst(line) ?? amountAfterName(line) ?? libraryParse(line),
  );
  if (!parsed || parsed.isGroupHeader) return null;

  // 'Pinch of salt', 'Handful fresh basil': one of that unit; 'stem ginger' has no unit.
  const asWord = unitIsAWord(parsed, line);
  let quantity = asWord
    ? parsed.quantity
    : (parsed.quantity ?? (parsed.unitOfMeasureID ? 1 : null));
  let quantity2 = parsed.quantity2;
  let unit = asWord ? null : parsed.unitOfMeasureID;
  let description = asWord
    ? `${parsed.unitOfMeasure ?? ''} ${parsed.description}`.trim()
    : parsed.description;

  ({ quantity, quantity2, unit, description } = withSecondAmount({
    quantity,
    quantity2,
    unit,
    description,
  }));
  quantity = withBracketedAddition(quantity, unit, description);
  const size = unit || quantity === null ? null : description.match(SIZE_BEFORE_UNIT);
  const sized = size ? libraryParse(`1 ${description.slice(size[0].length)}`) : null;
  if (sized?.unitOfMeasureID && sized.description && !unitIsAWord(sized, description)) {
    unit = sized.unitOfMeasureID;
    description = sized.description;
  }
  // '1 (14 oz) can tomatoes', '1 28 oz can tomatoes', '2 14.5 oz (411g) cans': counted in cans.
  const leadingPackage = unit ? null : description.match(LEADING_PACKAGE);
  if (leadingPackage?.[1]) {
    unit = libraryParse(`1 ${leadingPackage[1]} x`)?.unitOfMeasureID ?? null;
    description = description.slice(leadingPackage[0].length);
  }

  // Packaged too when the package follows a weight ('16 oz can diced tomatoes'), and tomatoes
  // weighed as they are canned ('400g chopped tomatoes').
  const packaged =
    (unit !== null && PACKAGE_UNITS.has(unit)) ||
    PACKAGE_FIRST.test(description) ||
    (unit !== null && isWeight(unit) && CANNED_TOMATOES.test(description.trim()));
  let name =
    measuredJuice(description, unit) ??
    canonicalName(shoppingName(description, { packaged }) || nameInBrackets(description));
  // Without a number ('Garlic Clove') it is garlic, in no unit. After another unit, a part
  // of the plant is what is measured ('handful of coriander stalks'), a ball is how the thing
  // is sold ('2 oz mozzarella ball' is mozzarella).
  const countedIn = unitAfterName(name, unit !== null);
  if (countedIn) {
    name = countedIn.name;
    if (quantity !== null && !unit) unit = countedIn.unit;
  }
  // Cloves read as the unit with nothing after it: '12 whole cloves (optional)' is the spice,
  // '2 cloves, minced' garlic.
  if (!name && unit === 'clove') {
    const garlic =
      !/\bwhole\b/i.test(line) && /mince|crush|chop|peel|slice|grate|smash/i.test(line);
    name = garlic ? 'garlic' : 'cloves';
    if (!garlic) unit = null;
  }
  if (!name) return null;
  // Zest or juice with no amount, of a counted fruit in brackets ('Orange zest (from one large
  // orange)'): that many of the fruit.
  const fruit = quantity === null ? name.match(CITRUS_PART) : null;
  const from = fruit ? description.match(/\((?:[^()]*?\s)?(?:from|of)\s+([^()]+)\)/i) : null;
  const counted = from?.[1] ? libraryParse(from[1]) : null;
  const sameFruit = counted?.description.match(/^(?:(?:small|medium|large|big)\s+)?(\p{L}+)/iu);
  if (
    fruit?.[1] &&
    counted?.quantity &&
    ingredientKey(sameFruit?.[1] ?? '') === ingredientKey(fruit[1])
  ) {
    quantity = counted.quantity;
    quantity2 = counted.quantity2;
    name = fruit[1];
  }
  const parts = { quantity, quantity2, unit, name, note: noteOf(description) };
  // Not inside brackets, where '(3/4 cup + 2 tbsp)' is the same amount again.
  const repeated = description
    .replace(/\([^()]*\)/g, ' ')
    .match(/\s(?:\+|plus)\s*([\d¼½¾⅓⅔⅛].*)$/i)?.[1];
  if (!repeated) return parts;
  // An amount alone after the name ('1/2 cup chocolate syrup + 1 tbsp', '1 cup flour plus 2
  // tablespoons') is more of it (parse-ingredient reads a unit only before a name: 'x' stands
  // in for it).
  const alone = libraryParse(`${repeated.trim()} x`)?.description === 'x';
  return addedUp(parts, ingredientParts(alone ? `${repeated} ${name}` : repeated));
}

// A name written only inside brackets, which the name leaves out as notes: '2/3 cup (60g)
// (rolled oats)', '1/2 stick ((4 tbsp) butter)', '8 cups cubed [Challah Bread | https://…]'.
function nameInBrackets(description: string): string {
  const unwrapped = description.replace(/\|[^\]]*\]/g, ' ').replace(/[()[\]]/g, ' ');
  const inner = libraryParse(unwrapped);
  return inner?.description ? shoppingName(inner.description) : '';
}

// The same thing twice, prepared two ways ('4 cloves garlic, grated + 4 cloves garlic,
// minced'): one amount. Anything else after a '+' is left out, as before.
function addedUp(parts: IngredientParts, again: IngredientParts | null): IngredientParts {
  if (!again || parts.quantity === null || again.quantity === null) return parts;
  if (ingredientKey(again.name) !== ingredientKey(parts.name)) return parts;
  const added =
    parts.unit && again.unit
      ? convertQuantity(again.quantity, again.unit, parts.unit)
      : parts.unit === again.unit
        ? again.quantity
        : null;
  return added === null ? parts : { ...parts, quantity: parts.quantity + added, quantity2: null };
}

function noteOf(description: string): string | null {
  const bracketed = [...description.matchAll(/\(([^()]*)\)/g)].map((m) => m[1]?.trim() ?? '');
  const afterComma = description
    .replace(/\([^()]*\)/g, ' ')
    .split(/\s*[,;]\s*|\s+[-–—]\s+/)
    .slice(1);
  const note = [...bracketed, ...afterComma]
    .map((part) => withoutPrices(part).trim())
    .filter(Boolean)
    .join(', ');
  return note || null;
}

export function parseIngredientLine(rawLine: string): ParsedIngredient[] {
  // A heading or a piece of equipment is nothing to buy (README: 'Other languages').
  if (isHeadingLine(rawLine)) return [];
  const parts = ingredientParts(rawLine);
  if (!parts || isEquipment(parts.name)) return [];
  const { quantity, quantity2, unit, name } = parts;

  const amount: Amount | null =
    quantity === null || (unit && TRIFLING_UNITS.has(unit))
      ? null
      : { unit, min: quantity, max: quantity2 };

  // 'Salt and pepper to taste' is two things to buy; a measured 'mac and cheese' is one.
  const pair = amount ? null : name.match(/^(\S+(?: \S+)?) (?:and|&) (\S+(?: \S+)?)$/i);
  const names = pair?.[1] && pair[2] ? [pair[1], pair[2]] : [name];
  return names.map((each) => ({ name: each, key: ingredientKey(each), amount, unit }));
}
