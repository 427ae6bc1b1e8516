// Which open item an added name is already on the list as: one rule for the add mutator (in
// the browser and on the server), the offline overlay and the toast that says so.
import { ingredientKey } from 'recipe-reader';
import { mergeQuantitiesNow } from './quantity-merger.ts';
import { normalizeItemName } from './shopping-item-fields.ts';

type Listed = {
  id: string;
  name: string;
  quantity: string | null | undefined;
  is_completed: boolean;
  merged_ids?: readonly string[] | null;
};

/** How many merged add ids an item remembers: enough for any replay after being offline. */
export const MERGED_IDS_KEPT = 50;

/** The open item with the same name to buy ('Sprinkles' and 'sprinkle'), if any. */
export function openItemNamed<T extends Listed>(items: readonly T[], rawName: string): T | null {
  let key: string;
  try {
    key = ingredientKey(normalizeItemName(rawName));
  } catch {
    return null;
  }
  return items.find((item) => !item.is_completed && ingredientKey(item.name) === key) ?? null;
}

/** Whether the add with this id already landed: as its own item or merged into another. */
export function addLanded(items: readonly Listed[], addID: string): boolean {
  return items.some((item) => item.id === addID || item.merged_ids?.includes(addID));
}

/**
 * The changes to `item` when the add `addID` with `quantity` is merged into it; `merge` is
 * the quantity rule (quantity-merger.ts: the add mutator awaits it, the overlay cannot).
 */
export function mergedInto(
  item: Listed,
  addID: string,
  quantity: string | null | undefined,
  merge = mergeQuantitiesNow,
) {
  return {
    quantity: merge(item.quantity, quantity),
    merged_ids: [...(item.merged_ids ?? []), addID].slice(-MERGED_IDS_KEPT),
  };
}
