// A tick as the server writes it: the steps of the shared rule (setCompletedWith in
// domain/shopping/shopping-mutators.ts) as one statement each, where Zero's queries take a
// read and a write apiece. Every tick on every device passes here, so each round trip is
// on the way to the other devices' screens (docs/performance.md, "A change between devices").
import type { Transaction } from '@rocicorp/zero';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { pantryKey } from '#domain/pantry/pantry-rules.ts';
import type { CompletionWrites, ItemBefore } from '#domain/shopping/shopping-mutators.ts';

function serverQuery(tx: Transaction) {
  if (tx.location !== 'server') throw new Error('completion-by-sql runs on the server only');
  return tx.dbTransaction;
}

export const completionBySql: CompletionWrites = {
  async setFlag(tx, familyID, itemID, isCompleted, now) {
    // The row is locked by the subquery, so `before` is the state this write replaced.
    const rows = await serverQuery(tx).query(
      `UPDATE shopping_item AS item
          SET is_completed = $3, updated_at = to_timestamp($4::double precision / 1000)
         FROM (SELECT id, name, ingredient_key, department, is_completed
                 FROM shopping_item
                WHERE id = $1 AND family_id = $2
                  FOR NO KEY UPDATE) AS before
        WHERE item.id = before.id
    RETURNING before.name, before.ingredient_key, before.department, before.is_completed`,
      [itemID, familyID, isCompleted, now],
    );
    const [before] = [...rows] as ItemBefore[];
    if (!before) throw new AppError(ErrorCode.NOT_FOUND, 'Item not found');
    return before;
  },

  async clearRunningOut(tx, familyID, item, now) {
    await serverQuery(tx).query(
      `UPDATE pantry_staple
          SET running_out = false, updated_at = to_timestamp($3::double precision / 1000)
        WHERE family_id = $1 AND ingredient_key = $2 AND running_out`,
      [familyID, pantryKey(item), now],
    );
  },
};
