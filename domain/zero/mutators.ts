import { defineMutators } from '@rocicorp/zero';
import { dishMutators } from '../dishes/dish-mutators.ts';
import { mealMutators } from '../meals/meal-mutators.ts';
import { ratingMutators } from '../ratings/rating-mutators.ts';
import { memberMutators } from '../family/member-mutators.ts';
import { shoppingMutators } from '../shopping/shopping-mutators.ts';
import { notificationMutators } from '../phone/notification-mutators.ts';
import { suggestionMutators } from '../suggestions/suggestion-mutators.ts';
import { recurringNightMutators } from '../recurring/recurring-night-mutators.ts';

export const mutators = defineMutators({
  shoppingItem: shoppingMutators,
  dish: dishMutators,
  meal: mealMutators,
  rating: ratingMutators,
  notifications: notificationMutators,
  member: memberMutators,
  suggestion: suggestionMutators,
  recurringNight: recurringNightMutators,
});
