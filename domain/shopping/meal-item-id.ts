// The id of the item a refresh writes for one ingredient of one family: the same every
// time, so that a second refresh (or two at once) finds the item instead of adding another.
// A secret of the family (kept on the server, never replicated) goes into the hash, so
// nobody else can work the id out and take it first; and the prefix is reserved: items a
// person adds cannot use it.
export const MEAL_ITEM_ID_PREFIX = 'meals-';

export function isReservedItemId(id: string): boolean {
  return id.startsWith(MEAL_ITEM_ID_PREFIX);
}

/** Also computed in SQL by migrations/010_security.sql; keep the two the same. */
export async function mealItemId(
  familySecret: string,
  familyID: string,
  ingredientKey: string,
): Promise<string> {
  const bytes = new TextEncoder().encode(`${familySecret}:${familyID}:${ingredientKey}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest.slice(0, 20)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${MEAL_ITEM_ID_PREFIX}${hex}`;
}
