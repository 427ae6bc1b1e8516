// The engine's inputs from the family's synced rows, the same way in the browser (from
// its live queries) and on the server (from the same queries run there).
import type { BusyEvening, SuggestionInputs } from './suggestion-types.ts';

type DishRow = {
  dish_id: string;
  name: string;
  type: string;
  prep: string;
  make_ahead: boolean;
  cuisine_type?: string | null;
  ingredients: readonly string[];
  category?: string | null;
};
type MemberRow = { family_user_id: string; first_name: string; preferences?: string | null };
type RatingRow = {
  dish_id: string;
  family_user_id: string;
  rating_count: number;
  rating_sum: number;
};
type MealRow = {
  meal_date: string;
  meal_type: string;
  who_is_cooking: string;
  dishes: readonly { dish_id: string; position?: number }[];
};

export function suggestionInputsFromRows(rows: {
  dishes: readonly DishRow[];
  members: readonly MemberRow[];
  ratings: readonly RatingRow[];
  meals: readonly MealRow[];
  lastServed?: readonly { dish_id: string; last_served_on: string }[];
  busyEvenings?: ReadonlyMap<string, BusyEvening>;
}): SuggestionInputs {
  return {
    dishes: rows.dishes.map((dish) => ({
      dish_id: dish.dish_id,
      name: dish.name,
      type: dish.type,
      prep: dish.prep,
      make_ahead: dish.make_ahead,
      cuisine_type: dish.cuisine_type ?? null,
      ingredients: dish.ingredients,
      category: dish.category ?? null,
    })),
    members: rows.members.map((member) => ({
      family_user_id: member.family_user_id,
      first_name: member.first_name,
      preferences: member.preferences ?? null,
    })),
    ratings: rows.ratings.map(({ dish_id, family_user_id, rating_count, rating_sum }) => ({
      dish_id,
      family_user_id,
      rating_count,
      rating_sum,
    })),
    meals: rows.meals.map((meal) => ({
      meal_date: meal.meal_date,
      meal_type: meal.meal_type,
      who_is_cooking: meal.who_is_cooking,
      dish_ids: meal.dishes
        .toSorted((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((link) => link.dish_id),
    })),
    lastServed: new Map(rows.lastServed?.map((row) => [row.dish_id, row.last_served_on])),
    busyEvenings: rows.busyEvenings ?? new Map(),
  };
}
