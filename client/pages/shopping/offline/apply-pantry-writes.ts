// The pantry's writes laid over the list while on their way (apply-pending-writes.ts):
// 'We have it' takes the line off; Undo, running out and a pantry check's No put one on; a
// pantry check's Yes takes off the line the refresh added for it.
import { pantryKey } from '#domain/pantry/pantry-rules.ts';
import { newShoppingItemFields } from '#domain/shopping/shopping-item-fields.ts';
import type { Row } from './apply-pending-writes.ts';
import type { PendingWrite } from '#client/offline/outbox/pending-writes.ts';

// The list's rows carry these; the outbox's own tests pass rows without them.
const origin = (row: Row) => row as Row & { source?: string; ingredient_key?: string | null };
const openWithKey = (row: Row, key: string) => !row.is_completed && pantryKey(origin(row)) === key;

type PantryWrite = Extract<
  PendingWrite,
  { op: 'weHaveIt' | 'undoWeHaveIt' | 'pantryAnswer' | 'setRunningOut' }
>;

function withItem<T extends Row>(
  rows: T[],
  newRow: (fields: Row) => T,
  item: { id: string; name: string; quantity?: string | null; at: number; key?: string },
): T[] {
  if (rows.some((row) => row.id === item.id)) return rows;
  const { key } = item;
  if (key && rows.some((row) => openWithKey(row, key))) return rows;
  try {
    const fields = newShoppingItemFields(item);
    return [...rows, newRow({ id: item.id, ...fields, is_completed: false, created_at: item.at })];
  } catch {
    return rows;
  }
}

export function applyPantryWrite<T extends Row>(
  rows: T[],
  write: PantryWrite,
  newRow: (fields: Row) => T,
): T[] {
  switch (write.op) {
    case 'weHaveIt':
      return rows.filter((row) => row.id !== write.args.item_id);
    case 'undoWeHaveIt': {
      const { item_id: id, name, quantity, ingredient_key: key } = write.args;
      return withItem(rows, newRow, { id, name, quantity, key, at: write.at });
    }
    case 'pantryAnswer': {
      const { item_id: id, name, quantity, ingredient_key: key, have } = write.args;
      if (have) {
        return rows.filter((row) => !(origin(row).source === 'meals' && openWithKey(row, key)));
      }
      return withItem(rows, newRow, { id, name, quantity, key, at: write.at });
    }
    case 'setRunningOut':
      // The staple's name is the server's to know; the item shows once it has synced.
      return rows;
  }
}
