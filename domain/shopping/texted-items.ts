// A text to the list ('milk, 2 dozen eggs, dish soap') as the items a person would type:
// one per comma, semicolon or line, an amount in front taken as the quantity.
import { MAX_ITEM_NAME_LENGTH } from './shopping-item-fields.ts';

/** A text longer than this is not a shopping list (Twilio joins up to 10 segments). */
export const MAX_TEXT_LENGTH = 1000;
export const MAX_TEXTED_ITEMS = 25;

export type TextedItem = { name: string; quantity: string | null };

const NUMBER = String.raw`\d+\s+\d+/\d+|\d+(?:[.,/]\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half(?:\s+a)?`;
const UNIT = String.raw`dozens?|lbs?|pounds?|kg|g|grams?|oz|ounces?|l|liters?|litres?|ml|gallons?|quarts?|pints?|packs?|packets?|packages?|bags?|boxe?s?|cans?|jars?|bottles?|cartons?|bunch(?:es)?|heads?|loaf|loaves|tubs?|rolls?`;
// '2 dozen eggs', '3 cans of tomatoes', '1 gallon milk', '6 bananas'; a lone 'a' or 'an'
// without a unit is an article, not an amount ('an onion' is an onion).
const AMOUNT = new RegExp(
  String.raw`^((?:${NUMBER})(?:\s*(?:${UNIT})\b\.?)?)(?:\s+of)?\s+(.+)$`,
  'i',
);

function textedItem(part: string): TextedItem | null {
  const text = part.replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const match = AMOUNT.exec(text);
  const [quantity, name] = match ? [match[1]!.trim(), match[2]!.trim()] : [null, text];
  if (quantity && /^(a|an)$/i.test(quantity))
    return { name: name.slice(0, MAX_ITEM_NAME_LENGTH), quantity: null };
  return { name: name.slice(0, MAX_ITEM_NAME_LENGTH), quantity };
}

/** The items of a text, at most MAX_TEXTED_ITEMS, in the order written. */
export function textedItems(body: string): TextedItem[] {
  return body
    .split(/[,;\n]+/)
    .map(textedItem)
    .filter((item): item is TextedItem => item !== null)
    .slice(0, MAX_TEXTED_ITEMS);
}
