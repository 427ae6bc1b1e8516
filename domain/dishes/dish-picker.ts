// The meal dialog's dish picker (docs/spec.md §2 Meal dialog): the library's search (name,
// cuisine, type, ingredients and tags: dish-search.ts), and dishes already on the meal are
// not offered again.
import { matchesSearch, type Searchable } from './dish-search.ts';

type Pickable = Searchable & { dish_id: string };

export function pickableDishes<T extends Pickable>(
  dishes: readonly T[],
  search: string,
  selectedIDs: readonly string[],
): T[] {
  const selected = new Set(selectedIDs);
  return dishes.filter((dish) => !selected.has(dish.dish_id) && matchesSearch(dish, search));
}
