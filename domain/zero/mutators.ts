import { defineMutators } from '@rocicorp/zero';
import { dishMutators } from '../dishes/dish-mutators.ts';
import { mealMutators } from '../meals/meal-mutators.ts';
import { ratingMutators } from '../ratings/rating-mutators.ts';
import { memberMutators } from '../family/member-mutators.ts';
import { shoppingMutators } from '../shopping/shopping-mutators.ts';
import { storeMutators } from '../shopping/stores/store-mutators.ts';
import { notificationMutators } from '../phone/notification-mutators.ts';
import { suggestionMutators } from '../suggestions/suggestion-mutators.ts';
import { restoreMeal } from '../meals/meal-restore.ts';
import { tolerateGoneRows } from './replay-safe.ts';
import { servingMutators } from '../servings/serving-mutators.ts';
import { recurringNightMutators } from '../recurring/recurring-night-mutators.ts';
import { timerMutators } from '../cooking/timer-mutators.ts';
import { pantryMutators } from '../pantry/pantry-mutators.ts';

/** Every write, by group, as the browser runs it. The server adds its own steps to some
 * (server/zero/server-mutators.ts). */
export const mutatorGroups = {
  shoppingItem: shoppingMutators,
  store: storeMutators,
  dish: dishMutators,
  meal: { ...mealMutators, restore: restoreMeal },
  rating: ratingMutators,
  notifications: notificationMutators,
  member: memberMutators,
  suggestion: suggestionMutators,
  servings: servingMutators,
  recurringNight: recurringNightMutators,
  kitchenTimer: timerMutators,
  pantry: pantryMutators,
};

type Groups = Partial<typeof mutatorGroups>;

// Through Zero, a replayed change to a row deleted meanwhile is a quiet no-op
// (replay-safe.ts). meal.update keeps its refusal: the open meal dialog says the meal
// was deleted by someone else.
const REFUSED_WHEN_GONE: { [G in keyof Groups]?: readonly string[] } = { meal: ['update'] };

/** The groups as Zero runs them, on the browser and on the server alike. */
export function replaySafe<G extends Groups>(groups: G): G {
  return Object.fromEntries(
    Object.entries(groups).map(([name, group]) => [
      name,
      tolerateGoneRows(group, REFUSED_WHEN_GONE[name as keyof Groups]),
    ]),
  ) as G;
}

export const mutators = defineMutators(replaySafe(mutatorGroups));
