// The dish library's search (name, cuisine, ingredients and tags: dish-search.ts), type
// filter (docs/spec.md §2) and tag filter, combined.
import type { DishType } from './dish-fields.ts';
import { hasTags, matchesSearch, type Searchable } from './dish-search.ts';

export const TYPE_FILTERS = [
  { value: 'all', label: 'All Dishes' },
  { value: 'Main', label: 'Just Mains' },
  { value: 'App', label: 'Just Apps' },
  { value: 'Side', label: 'Just Sides' },
] as const satisfies ReadonlyArray<{ value: 'all' | DishType; label: string }>;

export type TypeFilter = (typeof TYPE_FILTERS)[number]['value'];

export function filterDishes<T extends Searchable>(
  dishes: readonly T[],
  search: string,
  type: TypeFilter,
  tags: readonly string[] = [],
): T[] {
  return dishes
    .filter((dish) => type === 'all' || dish.type === type)
    .filter((dish) => hasTags(dish, tags) && matchesSearch(dish, search))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
