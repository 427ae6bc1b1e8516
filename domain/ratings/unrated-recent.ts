// The dashboard's Recent Dishes (docs/spec.md §3 'Unrated recent item'): dishes of the last
// week's meals, up to today, that the member has not rated yet. Leftovers are left out:
// the dish was rated when it was cooked.
import { addDays, type DateRange, type IsoDate } from '../time/family-dates.ts';

export const RECENT_DAYS = 7;

export function recentWindow(today: IsoDate): DateRange {
  return { from: addDays(today, -(RECENT_DAYS - 1)), to: today };
}

export type UnratedRecentItem = {
  meal_id: string;
  dish_id: string;
  name: string;
  meal_date: string;
};

type RecentMeal = {
  meal_id: string;
  meal_date: string;
  who_is_cooking: string;
  created_at: number;
  dishes: readonly { dish_id: string; dish?: { name: string } | undefined }[];
  ratings: readonly { dish_id: string; family_user_id: string }[];
};

export function unratedRecent(
  meals: readonly RecentMeal[],
  familyUserID: string,
  today: IsoDate,
): UnratedRecentItem[] {
  const window = recentWindow(today);
  const items: UnratedRecentItem[] = [];
  const ordered = meals
    .filter((m) => m.meal_date >= window.from && m.meal_date <= window.to)
    .filter((m) => m.who_is_cooking !== 'Leftovers')
    .toSorted((a, b) => b.meal_date.localeCompare(a.meal_date) || b.created_at - a.created_at);
  for (const meal of ordered) {
    for (const link of meal.dishes) {
      if (!link.dish) continue;
      const rated = meal.ratings.some(
        (r) => r.dish_id === link.dish_id && r.family_user_id === familyUserID,
      );
      if (!rated)
        items.push({
          meal_id: meal.meal_id,
          dish_id: link.dish_id,
          name: link.dish.name,
          meal_date: meal.meal_date,
        });
    }
  }
  return items;
}
