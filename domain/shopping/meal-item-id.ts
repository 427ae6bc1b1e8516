// The id of the item a refresh writes for one ingredient of one family: the same every
// time, so that a second refresh (or two at once) finds the item instead of adding another.
export async function mealItemId(familyID: string, ingredientKey: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${familyID}\u0000${ingredientKey}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest.slice(0, 20)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `meals-${hex}`;
}
