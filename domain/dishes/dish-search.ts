// Finding a dish by what it is called, what is in it and the family's own tags: one
// implementation for the dish library and the meal dialog's picker
// (docs/meals-and-planning.md, Finding a dish). Forgiving about case and plurals: 'lentil'
// finds 'red lentils', 'chicken thighs' finds '4 chicken thigh fillets'.
import { singular } from 'recipe-reader';
import { dishTypeLabel, type DishType } from './dish-fields.ts';
import { tagKey } from './dish-tags.ts';

export type Searchable = {
  name: string;
  type: DishType;
  cuisine_type?: string | null;
  ingredients?: readonly string[] | null;
  tags?: readonly string[] | null;
};

/** Lower-case words, each in its singular, space-separated with a space at each end. */
function words(text: string): string {
  const list = text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
  return ` ${list.join(' ')} `;
}

/**
 * Whether the dish matches what was typed: the name, cuisine or type contain it (any
 * case), or its words, each made singular, begin words of an ingredient line or a tag in
 * the same order ('lent' finds lentils while typing).
 */
export function matchesSearch(dish: Searchable, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  const labels = [dish.name, dish.cuisine_type ?? '', dish.type, dishTypeLabel(dish.type)];
  if (labels.some((field) => field.toLocaleLowerCase().includes(needle))) return true;
  const phrase = words(needle).trimEnd();
  if (phrase.trim() === '') return false;
  return [...(dish.ingredients ?? []), ...(dish.tags ?? []), dish.name].some((line) =>
    words(line).includes(phrase),
  );
}

/** Whether the dish carries every chosen tag (the library's tag filter). */
export function hasTags(dish: Searchable, chosen: readonly string[]): boolean {
  const own = new Set((dish.tags ?? []).map(tagKey));
  return chosen.every((tag) => own.has(tagKey(tag)));
}
