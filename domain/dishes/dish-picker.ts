// The meal dialog's dish picker (docs/spec.md §2 Meal dialog): search matches name, cuisine or
// type in any case, and dishes already on the meal are not offered again.
import { dishTypeLabel, type DishType } from './dish-fields.ts';

type Pickable = { dish_id: string; name: string; type: DishType; cuisine_type?: string | null };

export function pickableDishes<T extends Pickable>(
  dishes: readonly T[],
  search: string,
  selectedIDs: readonly string[],
): T[] {
  const needle = search.trim().toLowerCase();
  const selected = new Set(selectedIDs);
  return dishes.filter(
    (dish) =>
      !selected.has(dish.dish_id) &&
      (!needle ||
        [dish.name, dish.cuisine_type ?? '', dish.type, dishTypeLabel(dish.type)].some((field) =>
          field.toLowerCase().includes(needle),
        )),
  );
}
