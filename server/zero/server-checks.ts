// Steps of a write that only the server can take. The browser's optimistic run holds only
// the rows it has synced and has nothing to lock; the server sees every row and decides.
import type { Query, Transaction } from '@rocicorp/zero';
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { MealFields } from '#domain/meals/meal-fields.ts';
import { zql, type Schema } from '#schema';

/**
 * Zero's insert skips a row whose primary key exists and reports success; a create must
 * fail instead. Any family's row counts, so only the server can tell. The family's own
 * row with that id is the same create landing twice (a device resending it after a
 * restart, docs/operations.md "What an operator sees"): `true`, and the caller skips the
 * write quietly instead of logging an error.
 */
export async function refuseExistingId<TTable extends keyof Schema['tables'] & string, TReturn>(
  tx: Transaction,
  existing: Query<TTable, Schema, TReturn>,
  message: string,
  familyID: string,
): Promise<boolean> {
  const row = (await tx.run(existing)) as { family_id?: string } | undefined;
  if (!row) return false;
  if (row.family_id === familyID) return true;
  throw new AppError(ErrorCode.INVALID_INPUT, message);
}

type LockMode = 'FOR UPDATE' | 'FOR NO KEY UPDATE' | 'FOR SHARE';

/**
 * Holds the meal's row until commit so that writes to one meal run one after another and
 * each reads what the previous one wrote: an edit waits for an edit or a delete (NO KEY
 * UPDATE / UPDATE); ratings (SHARE) wait for those but not for each other.
 */
export async function lockMeal(tx: Transaction, mealID: string, mode: LockMode) {
  if (tx.location !== 'server') throw new Error('lockMeal runs on the server only');
  await tx.dbTransaction.query(`SELECT 1 FROM meal WHERE meal_id = $1 ${mode}`, [mealID]);
}

/** Waits for other writes of the dish's row: a tag write reads the tags and writes them
 * back, so two at once would lose one (docs/meals-and-planning.md, Finding a dish). */
export async function lockDish(tx: Transaction, dishID: string) {
  if (tx.location !== 'server') throw new Error('lockDish runs on the server only');
  await tx.dbTransaction.query('SELECT 1 FROM dish WHERE dish_id = $1 FOR NO KEY UPDATE', [dishID]);
}

/** Every dish and member a meal names must be the family's. */
export async function checkMealReferences(
  tx: Transaction,
  familyID: string,
  fields: Pick<MealFields, 'dish_ids' | 'attendees'>,
) {
  if (fields.dish_ids.length) {
    const dishes = await tx.run(
      zql.dish.where('family_id', familyID).where('dish_id', 'IN', fields.dish_ids),
    );
    if (dishes.length !== fields.dish_ids.length)
      throw new AppError(ErrorCode.INVALID_INPUT, 'A chosen dish does not exist.');
  }
  const memberIDs = fields.attendees.flatMap((a) => (a.family_user_id ? [a.family_user_id] : []));
  await refuseUnknownMembers(tx, familyID, memberIDs, 'A chosen family member does not exist.');
}

/** Each id must be a member of the family. */
export async function refuseUnknownMembers(
  tx: Transaction,
  familyID: string,
  memberIDs: readonly string[],
  message?: string,
) {
  const wanted = [...new Set(memberIDs)];
  if (wanted.length === 0) return;
  const members = await tx.run(
    zql.family_member.where('family_id', familyID).where('family_user_id', 'IN', wanted),
  );
  if (members.length !== wanted.length) throw new AppError(ErrorCode.INVALID_INPUT, message);
}
