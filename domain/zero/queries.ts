// Every synced query, by feature; each is filtered by the family in the server-verified
// context (family-scope.ts), and lives beside its feature's other rules.
import { defineQueries } from '@rocicorp/zero';
import { calendarEventQueries } from '../calendar/calendar-queries.ts';
import { timerQueries } from '../cooking/timer-queries.ts';
import { dishQueries } from '../dishes/dish-queries.ts';
import { familyQueries, familyStatQueries } from '../family/family-queries.ts';
import { mealQueries } from '../meals/meal-queries.ts';
import { pantryQueries } from '../pantry/pantry-queries.ts';
import { ratingQueries } from '../ratings/rating-queries.ts';
import { recurringNightQueries } from '../recurring/recurring-night-queries.ts';
import { departmentChoiceQueries, shoppingItemQueries } from '../shopping/shopping-queries.ts';
import { storeQueries } from '../shopping/stores/store-queries.ts';
import { suggestionQueries } from '../suggestions/suggestion-queries.ts';

export const queries = defineQueries({
  family: familyQueries,
  familyStats: familyStatQueries,
  dishes: dishQueries,
  shoppingItems: shoppingItemQueries,
  departmentChoices: departmentChoiceQueries,
  stores: storeQueries,
  meals: mealQueries,
  ratings: ratingQueries,
  calendarEvents: calendarEventQueries,
  suggestions: suggestionQueries,
  recurringNights: recurringNightQueries,
  kitchenTimers: timerQueries,
  pantry: pantryQueries,
});
