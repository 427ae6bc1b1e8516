// What an Undo of a meal's delete needs to bring the whole meal back (meal-restore.ts).
import type { z } from '../zod-mini.ts';
import type { restoreMealArgs } from './meal-restore.ts';
import { mealOwnFields, orderedAttendees, type MealWithParts } from './meal-view.ts';

export type MealSnapshot = z.input<typeof restoreMealArgs>;

export function mealSnapshot(meal: MealWithParts): MealSnapshot {
  return {
    ...mealOwnFields(meal),
    dish_ids: meal.dishes.toSorted((a, b) => a.position - b.position).map((d) => d.dish_id),
    attendees: orderedAttendees(meal.attendees).map((a) =>
      a.family_user_id ? { family_user_id: a.family_user_id } : { guest_name: a.guest_name ?? '' },
    ),
    ratings: meal.ratings.map((r) => ({
      dish_id: r.dish_id,
      family_user_id: r.family_user_id,
      rating: r.rating,
      notes: r.notes ?? null,
      rated_by: r.rated_by ?? null,
      created_at: r.created_at,
    })),
  };
}
