// Two devices edit one item's name or quantity: the edit made later wins, by the clock of the
// device it was made on, whichever reaches the server first. A phone offline in a shop sends
// its edit of ten minutes ago when the signal returns; a member's edit at home since then
// stays, and the phone says what the item became (docs/shopping.md, "Two devices, one item").
import { AppError, ErrorCode } from '../errors.ts';
import { conflictNotices } from '../error-messages.ts';

type Edited = { name: string; quantity?: string | null; edited_at?: number | null };

/** When an edit counts as made: as its device says, but never after now (a clock running
 * ahead would otherwise win every later edit). */
export function editTime(madeAt: number | undefined, now: number): number {
  return madeAt === undefined ? now : Math.min(madeAt, now);
}

const shown = (item: { name: string; quantity?: string | null }) =>
  item.quantity ? `${item.name} (${item.quantity})` : item.name;

/** What the person whose edit lost is told: the item as they typed it, and as it is now. */
export function editedLaterMessage(typed: Pick<Edited, 'name' | 'quantity'>, item: Edited): string {
  return conflictNotices.itemEditedLater(shown(typed), shown(item));
}

/** Refuses an edit (`typed`) made before the saved one. */
export function refuseEarlierEdit(
  item: Edited,
  editedAt: number,
  typed: Pick<Edited, 'name' | 'quantity'>,
): void {
  if (item.edited_at != null && item.edited_at > editedAt)
    throw new AppError(ErrorCode.ITEM_EDITED_LATER, editedLaterMessage(typed, item));
}
