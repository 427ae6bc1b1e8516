// Which dishes can be eaten as leftovers on a day: those of home-cooked meals in the
// four days before it (cooked food keeps three to four days in the fridge).
import { addDays, type DateRange, type IsoDate } from '../time/family-dates.ts';

export const LEFTOVER_DAYS = 4;

export function leftoverWindow(date: IsoDate): DateRange {
  return { from: addDays(date, -LEFTOVER_DAYS), to: addDays(date, -1) };
}

type SourceMeal<D> = {
  meal_date: string;
  who_is_cooking: string;
  dishes: readonly { dish?: D | undefined }[];
};

/** The leftover dishes for `date`, most recently cooked first, each once. */
export function leftoverDishes<D extends { dish_id: string }>(
  meals: readonly SourceMeal<D>[],
  date: IsoDate,
): D[] {
  const window = leftoverWindow(date);
  const seen = new Set<string>();
  const dishes: D[] = [];
  const sources = meals
    .filter((m) => m.who_is_cooking === 'Home Cooked')
    .filter((m) => m.meal_date >= window.from && m.meal_date <= window.to)
    .toSorted((a, b) => b.meal_date.localeCompare(a.meal_date));
  for (const meal of sources) {
    for (const { dish } of meal.dishes) {
      if (!dish || seen.has(dish.dish_id)) continue;
      seen.add(dish.dish_id);
      dishes.push(dish);
    }
  }
  return dishes;
}
