// Checking off an item clears 'running out' on its staple: it has been bought.
import type { Transaction } from '@rocicorp/zero';
import { zql } from '#schema';
import { pantryKey } from './pantry-rules.ts';

export async function clearRunningOut(
  tx: Transaction,
  familyID: string,
  item: { name: string; ingredient_key: string | null },
  now = Date.now(),
): Promise<void> {
  const key = pantryKey(item);
  const staple = await tx.run(
    zql.pantry_staple.where('family_id', familyID).where('ingredient_key', key).one(),
  );
  if (!staple?.running_out) return;
  await tx.mutate.pantry_staple.update({
    family_id: familyID,
    ingredient_key: key,
    running_out: false,
    updated_at: now,
  });
}
