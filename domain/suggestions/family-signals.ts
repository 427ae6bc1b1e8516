// Facts about a family read once per ranking: who avoids what, who rated what, and when
// each dish was on the table.
import { dietaryProfile, type DietaryProfile } from './dietary-profile.ts';
import type { SuggestionDish, SuggestionInputs, SuggestionMember } from './suggestion-types.ts';

export type FamilyFacts = {
  dishes: ReadonlyMap<string, SuggestionDish>;
  members: ReadonlyMap<string, SuggestionMember>;
  profiles: ReadonlyMap<string, DietaryProfile>;
  /** dish_id -> member -> that member's ratings of it */
  ratings: ReadonlyMap<string, ReadonlyMap<string, number[]>>;
  /** dish_id -> dates of meals that had it (past and planned) */
  servedOn: ReadonlyMap<string, string[]>;
};

export function familyFacts(inputs: SuggestionInputs): FamilyFacts {
  const ratings = new Map<string, Map<string, number[]>>();
  for (const { dish_id, family_user_id, rating } of inputs.ratings) {
    const byMember = ratings.get(dish_id) ?? new Map<string, number[]>();
    byMember.set(family_user_id, [...(byMember.get(family_user_id) ?? []), rating]);
    ratings.set(dish_id, byMember);
  }
  const servedOn = new Map<string, string[]>();
  for (const meal of inputs.meals)
    for (const dishID of meal.dish_ids)
      servedOn.set(dishID, [...(servedOn.get(dishID) ?? []), meal.meal_date]);
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
    const list = byMember.get(id);
    return list?.length ? [list.reduce((sum, r) => sum + r, 0) / list.length] : [];
  });
}
