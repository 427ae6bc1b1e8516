// What the list looks like with the changes still on their way: the synced rows with every
// pending write laid over them, so that an item checked offline stays checked (and never
// reappears) through a reload and until the server has it.
import type { Department } from '#domain/shopping/department.ts';
import { newShoppingItemFields } from '#domain/shopping/shopping-item-fields.ts';
import { addLanded, mergedInto, openItemNamed } from '#domain/shopping/same-item.ts';
import type { PendingWrite } from '#client/offline/outbox/pending-writes.ts';
import { applyPantryWrite } from './apply-pantry-writes.ts';

export type Row = {
  id: string;
  name: string;
  quantity: string | null | undefined;
  department: Department;
  is_completed: boolean;
  created_at: number;
};

export function applyPendingWrites<T extends Row>(
  rows: readonly T[],
  writes: readonly PendingWrite[],
  newRow: (fields: Row) => T,
): T[] {
  let result = [...rows];
  const update = (id: string, change: Partial<Row>) => {
    result = result.map((row) => (row.id === id ? { ...row, ...change } : row));
  };
  for (const write of writes) {
    switch (write.op) {
      case 'add': {
        if (addLanded(result, write.args.id)) break;
        try {
          const fields = newShoppingItemFields(write.args);
          // The add mutator's own rule: a name already open adds to that item.
          const same = openItemNamed(result, fields.name);
          if (same) {
            update(same.id, mergedInto(same, write.args.id, fields.quantity));
            break;
          }
          result.push(
            newRow({ id: write.args.id, ...fields, is_completed: false, created_at: write.at }),
          );
        } catch {
          // An invalid name would be refused by the server too: nothing to show.
        }
        break;
      }
      case 'edit': {
        try {
          const { name, quantity, department } = newShoppingItemFields(write.args);
          update(write.args.id, { name, quantity, department });
        } catch {
          // As above.
        }
        break;
      }
      case 'setCompleted':
        update(write.args.id, { is_completed: write.args.is_completed });
        break;
      case 'setDepartment':
        update(write.args.id, { department: write.args.department });
        break;
      case 'setItemStore':
        // The row's type may not carry it (the dashboard's rows do not use it).
        update(write.args.item_id, { store_id: write.args.store_id } as Partial<Row>);
        break;
      case 'remove':
        result = result.filter((row) => row.id !== write.args.id);
        break;
      case 'removeItems': {
        const removed = new Set(write.args.ids);
        result = result.filter((row) => !removed.has(row.id));
        break;
      }
      case 'removeStore':
        // The mutator's rule: a removed store's items are for any store again.
        result = result.map((row) =>
          (row as { store_id?: string | null }).store_id === write.args.id
            ? { ...row, store_id: null }
            : row,
        );
        break;
      case 'createStore':
      case 'renameStore':
      case 'setStoreOrder':
      case 'setStoresOrder':
        // The stores' own overlay (apply-store-writes.ts).
        break;
      case 'addDishTag':
      case 'removeDishTag':
      case 'moveMeal':
      case 'deleteDish':
        // Not the list's (apply-plan-writes.ts).
        break;
      case 'rateMeal':
      case 'rateDish':
        // Not the list's: sent again as saved, and shown once Zero has applied it.
        break;
      default:
        result = applyPantryWrite(result, write, newRow);
    }
  }
  return result;
}
