// The suggestion engine's inputs for a span of dates, read from the caller's family.
import type { SuggestionInputs } from '../../domain/suggestions/suggestion-types.ts';
import type { FamilyData } from './family-data.ts';

export async function suggestionInputsFor(
  data: FamilyData,
  from: string,
  to: string,
): Promise<SuggestionInputs> {
  const [dishes, members, busyEvenings] = await Promise.all([
    data.dishes(),
    data.members(),
    data.busyEvenings(from, to),
  ]);
  return {
    dishes: dishes.map((dish) => ({ ...dish, cuisine_type: dish.cuisine_type ?? null })),
    members: members.map((member) => ({
      family_user_id: member.family_user_id,
      first_name: member.first_name,
      preferences: member.preferences ?? null,
    })),
    ratings: [],
    meals: [],
    busyEvenings,
  };
}
