// The dishes a refresh shops for: those of the family's Home Cooked meals in the coming
// days (Leftovers, Take Out, Go Out and Scrounge need no shopping), once per planned meal.
import type { Transaction } from '@rocicorp/zero';
import { zql } from '#schema';
import type { DateRange, MealPeriod } from '../time/family-dates.ts';
import { portionsOfMeal, scaleFactor } from '../servings/portions.ts';
import type { PlannedDish } from './merge-ingredients.ts';

/** Today and the six days after it, the dashboard's 'Upcoming Dinners' window. */
export const REFRESH_PERIOD: MealPeriod = 'NEXT_7_DAYS';
const COOKED_AT_HOME = 'Home Cooked';

export async function plannedDishes(
  tx: Transaction,
  familyID: string,
  range: DateRange,
): Promise<PlannedDish[]> {
  const meals = await tx.run(
    zql.meal
      .where('family_id', familyID)
      .where('who_is_cooking', COOKED_AT_HOME)
      .where('meal_date', '>=', range.from)
      .where('meal_date', '<=', range.to)
      .orderBy('meal_date', 'asc')
      .orderBy('meal_id', 'asc')
      .related('dishes', (links) =>
        links
          .where('family_id', familyID)
          .orderBy('position', 'asc')
          .related('dish', (dish) => dish.where('family_id', familyID)),
      )
      .related('attendees', (attendees) => attendees.where('family_id', familyID)),
  );
  const family = await tx.run(zql.family.where('id', familyID).one());
  const members = await tx.run(zql.family_member.where('family_id', familyID));
  return dishesOfMeals(meals, members, family);
}

type Members = Parameters<typeof portionsOfMeal>[1];
type Family = Parameters<typeof portionsOfMeal>[2];
type PlannedMeal = Parameters<typeof portionsOfMeal>[0] & {
  who_is_cooking: string;
  dishes: ReadonlyArray<{
    dish?:
      { dish_id: string; ingredients: readonly string[]; servings?: number | null } | undefined;
  }>;
};

/**
 * The dishes to shop for among meals already read (on the server, or synced on a device:
 * the pantry check offline), each bought for its meal's portions: counted from who comes,
 * or the cook's number.
 */
export function dishesOfMeals(
  meals: readonly PlannedMeal[],
  members: Members,
  family: Family,
): PlannedDish[] {
  return meals.flatMap((meal) => {
    if (meal.who_is_cooking !== COOKED_AT_HOME) return [];
    const portions = portionsOfMeal(meal, members, family);
    return meal.dishes.flatMap((link) =>
      link.dish
        ? [
            {
              dish_id: link.dish.dish_id,
              ingredients: link.dish.ingredients,
              factor: scaleFactor(portions, link.dish.servings),
            },
          ]
        : [],
    );
  });
}
