// Loading and locking a meal of the caller's family.
import type { Transaction } from '@rocicorp/zero';
import { zql } from '../../schema.ts';
import { AppError, ErrorCode } from '../errors.ts';

export const MEAL_NOT_FOUND = 'Meal not found';

/** A meal of the family, or NOT_FOUND as if it did not exist (also once it is deleted). */
export async function ownMeal(tx: Transaction, familyID: string, mealID: string) {
  const meal = await tx.run(zql.meal.where('meal_id', mealID).where('family_id', familyID).one());
  if (!meal) throw new AppError(ErrorCode.NOT_FOUND, MEAL_NOT_FOUND);
  return meal;
}

type LockMode = 'FOR UPDATE' | 'FOR NO KEY UPDATE' | 'FOR SHARE';

/**
 * On the server, holds the meal's row until commit so that writes to one meal run one
 * after another and each reads what the previous one wrote: an edit waits for an edit
 * or a delete (NO KEY UPDATE / UPDATE); ratings (SHARE) wait for those but not for each
 * other. The browser's optimistic run has nothing to lock.
 */
export async function lockMeal(tx: Transaction, mealID: string, mode: LockMode) {
  if (tx.location !== 'server') return;
  await tx.dbTransaction.query(`SELECT 1 FROM meal WHERE meal_id = $1 ${mode}`, [mealID]);
}
