// Loading a meal of the caller's family. (The server also locks it: server/zero/server-checks.ts.)
import type { Transaction } from '@rocicorp/zero';
import { zql } from '#schema';
import { AppError, ErrorCode } from '../errors.ts';

export const MEAL_NOT_FOUND = 'Meal not found';

/** A meal of the family, or NOT_FOUND as if it did not exist (also once it is deleted). */
export async function ownMeal(tx: Transaction, familyID: string, mealID: string) {
  const meal = await tx.run(zql.meal.where('meal_id', mealID).where('family_id', familyID).one());
  if (!meal) throw new AppError(ErrorCode.NOT_FOUND, MEAL_NOT_FOUND);
  return meal;
}
