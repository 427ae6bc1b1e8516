// A synced meal (with its dishes, attendees and ratings) as screens and the REST API
// show it: the dishes in order, who attends, and the meal's rating.
import type { Dish, DishRating, FamilyMember, Meal, MealAttendee, MealDish } from '#schema';
import { mealLabel } from './meal-label.ts';
import { averageRating } from '../ratings/ratings.ts';

export type MealWithParts = Meal & {
  readonly dishes: readonly (MealDish & { readonly dish: Dish | undefined })[];
  readonly attendees: readonly (MealAttendee & { readonly member: FamilyMember | undefined })[];
  readonly ratings: readonly DishRating[];
};

/** The meal's dishes that still exist, in the meal's order. */
export function mealDishes(meal: Pick<MealWithParts, 'dishes'>): Dish[] {
  return meal.dishes.flatMap((link) => (link.dish ? [link.dish] : []));
}

type RatedMeal<R> = {
  readonly dishes: readonly { readonly dish_id: string }[];
  readonly ratings: readonly R[];
};

/** Ratings of dishes that are on the meal now. */
export function mealRatings<R extends Pick<DishRating, 'dish_id'>>(meal: RatedMeal<R>): R[] {
  const onMeal = new Set(meal.dishes.map((link) => link.dish_id));
  return meal.ratings.filter((r) => onMeal.has(r.dish_id));
}

/** The meal's rating: the mean of every member's rating of its dishes, or null. */
export function mealRating(meal: RatedMeal<Pick<DishRating, 'dish_id' | 'rating'>>): number | null {
  return averageRating(mealRatings(meal).map((r) => r.rating));
}

type AttendeeRow = MealWithParts['attendees'][number];

const guestIndex = (a: AttendeeRow) => Number(a.attendee_id.split('~').pop());

/** Members in the family's order, then guests in the order they were added. */
export function orderedAttendees<A extends AttendeeRow>(attendees: readonly A[]): A[] {
  const members = attendees.filter((a) => a.family_user_id);
  const guests = attendees.filter((a) => !a.family_user_id);
  return [
    ...members.toSorted(
      (a, b) =>
        (a.member?.created_at ?? 0) - (b.member?.created_at ?? 0) ||
        a.attendee_id.localeCompare(b.attendee_id),
    ),
    ...guests.toSorted((a, b) => guestIndex(a) - guestIndex(b)),
  ];
}

export function labelOf(meal: Pick<MealWithParts, 'dishes' | 'who_is_cooking' | 'meal_type'>) {
  return mealLabel({
    who_is_cooking: meal.who_is_cooking,
    meal_type: meal.meal_type,
    dishNames: mealDishes(meal).map((d) => d.name),
  });
}

/** The meal's own fields, as the REST shape and an Undo's snapshot both carry them. */
export function mealOwnFields(meal: MealWithParts) {
  const { meal_id, meal_date, meal_type, who_is_cooking, source } = meal;
  return { meal_id, meal_date, meal_type, who_is_cooking, notes: meal.notes ?? null, source };
}

/** The REST shape of a meal (docs/spec.md §3 Meal). */
export function mealResponse(meal: MealWithParts) {
  const ratings = mealRatings(meal);
  return {
    ...mealOwnFields(meal),
    created_at: meal.created_at,
    updated_at: meal.updated_at,
    dishes: mealDishes(meal).map((d) => ({
      dish_id: d.dish_id,
      name: d.name,
      type: d.type,
      prep: d.prep,
      cuisine_type: d.cuisine_type ?? null,
      make_ahead: d.make_ahead,
    })),
    attendees: orderedAttendees(meal.attendees).map((a) => ({
      attendee_id: a.attendee_id,
      family_user_id: a.family_user_id ?? null,
      guest_name: a.guest_name ?? null,
      first_name: a.member?.first_name ?? null,
    })),
    rating: averageRating(ratings.map((r) => r.rating)),
    rating_count: ratings.length,
  };
}
export type MealResponse = ReturnType<typeof mealResponse>;
