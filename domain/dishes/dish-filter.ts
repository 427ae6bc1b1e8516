// The dish library's search (name and cuisine, any case) and type filter (docs/spec.md §2).
import type { DishType } from './dish-fields.ts';

export const TYPE_FILTERS = [
  { value: 'all', label: 'All Dishes' },
  { value: 'Main', label: 'Just Mains' },
  { value: 'App', label: 'Just Apps' },
  { value: 'Side', label: 'Just Sides' },
] as const satisfies ReadonlyArray<{ value: 'all' | DishType; label: string }>;

export type TypeFilter = (typeof TYPE_FILTERS)[number]['value'];

type Filterable = { name: string; cuisine_type?: string | null; type: string };

export function filterDishes<T extends Filterable>(
  dishes: readonly T[],
  search: string,
  type: TypeFilter,
): T[] {
  const needle = search.trim().toLowerCase();
  return dishes
    .filter((dish) => type === 'all' || dish.type === type)
    .filter(
      (dish) =>
        !needle ||
        dish.name.toLowerCase().includes(needle) ||
        (dish.cuisine_type ?? '').toLowerCase().includes(needle),
    )
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
