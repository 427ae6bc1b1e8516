import { defineMutators } from '@rocicorp/zero';
import { dishMutators } from '../dishes/dish-mutators.ts';
import { mealMutators } from '../meals/meal-mutators.ts';
import { ratingMutators } from '../ratings/rating-mutators.ts';
import { memberMutators } from '../family/member-mutators.ts';
import { shoppingMutators } from '../shopping/shopping-mutators.ts';
import { notificationMutators } from '../phone/notification-mutators.ts';
import { suggestionMutators } from '../suggestions/suggestion-mutators.ts';
import { restoreMeal } from '../meals/meal-restore.ts';
import { tolerateGoneRows } from './replay-safe.ts';
import { servingMutators } from '../servings/serving-mutators.ts';
import { recurringNightMutators } from '../recurring/recurring-night-mutators.ts';
import { timerMutators } from '../cooking/timer-mutators.ts';

// Through Zero, a replayed change to a row deleted meanwhile is a quiet no-op
// (replay-safe.ts). meal.update keeps its refusal: the open meal dialog says the meal
// was deleted by someone else.
export const mutators = defineMutators({
  shoppingItem: tolerateGoneRows(shoppingMutators),
  dish: tolerateGoneRows(dishMutators),
  meal: tolerateGoneRows({ ...mealMutators, restore: restoreMeal }, ['update']),
  rating: tolerateGoneRows(ratingMutators),
  notifications: tolerateGoneRows(notificationMutators),
  member: tolerateGoneRows(memberMutators),
  suggestion: tolerateGoneRows(suggestionMutators),
  servings: tolerateGoneRows(servingMutators),
  recurringNight: tolerateGoneRows(recurringNightMutators),
  kitchenTimer: tolerateGoneRows(timerMutators),
});
