// A family's staples and this week's answers, read in the caller's transaction.
import type { Transaction } from '@rocicorp/zero';
import { zql } from '#schema';
import { pantryView, type PantryView } from './pantry-rules.ts';

export async function familyPantry(tx: Transaction, familyID: string): Promise<PantryView> {
  const staples = await tx.run(zql.pantry_staple.where('family_id', familyID));
  const answers = await tx.run(zql.pantry_answer.where('family_id', familyID));
  return pantryView(staples, answers, Date.now());
}
