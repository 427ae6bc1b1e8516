// Facts about a family read once per ranking: who avoids what, who rated what, and when
// each dish was on the table.
import { dietaryProfile, type DietaryProfile } from './dietary-profile.ts';
import type { SuggestionDish, SuggestionInputs, SuggestionMember } from './suggestion-types.ts';

/** A member's ratings of one dish: how many, and their sum. */
type RatingTotal = { count: number; sum: number };

export type FamilyFacts = {
  dishes: ReadonlyMap<string, SuggestionDish>;
  members: ReadonlyMap<string, SuggestionMember>;
  profiles: ReadonlyMap<string, DietaryProfile>;
  /** dish_id -> member -> that member's ratings of it, added up */
  ratings: ReadonlyMap<string, ReadonlyMap<string, RatingTotal>>;
  /** dish_id -> dates of meals that had it (past and planned) */
  servedOn: ReadonlyMap<string, string[]>;
};

export function familyFacts(inputs: SuggestionInputs): FamilyFacts {
  const ratings = new Map<string, Map<string, RatingTotal>>();
  for (const { dish_id, family_user_id, rating_count, rating_sum } of inputs.ratings) {
    if (rating_count <= 0) continue;
    const byMember = ratings.get(dish_id) ?? new Map<string, RatingTotal>();
    byMember.set(family_user_id, { count: rating_count, sum: rating_sum });
    ratings.set(dish_id, byMember);
  }
  const servedOn = new Map<string, string[]>();
  for (const meal of inputs.meals)
    for (const dishID of meal.dish_ids)
      servedOn.set(dishID, [...(servedOn.get(dishID) ?? []), meal.meal_date]);
  // A dish with no meal in the window was last on the table before it: that date is its
  // latest one (a later one would be in the window).
  for (const [dishID, date] of inputs.lastServed ?? [])
    if (!servedOn.has(dishID)) servedOn.set(dishID, [date]);
  return {
    dishes: new Map(inputs.dishes.map((dish) => [dish.dish_id, dish])),
    members: new Map(inputs.members.map((member) => [member.family_user_id, member])),
    profiles: new Map(inputs.members.map((m) => [m.family_user_id, dietaryProfile(m.preferences)])),
    ratings,
    servedOn,
  };
}

/** Each attendee's average rating of a dish, for those who rated it. */
export function attendeeAverages(
  facts: FamilyFacts,
  dishID: string,
  attendeeIDs: readonly string[],
): number[] {
  const byMember = facts.ratings.get(dishID);
  if (!byMember) return [];
  return attendeeIDs.flatMap((id) => {
    const total = byMember.get(id);
    return total ? [total.sum / total.count] : [];
  });
}
