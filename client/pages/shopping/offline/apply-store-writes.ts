// The family's stores with the store writes still on their way laid over them (like the
// list's rows, apply-pending-writes.ts): a store named, renamed, removed or reordered in a
// shop without signal shows at once and through a reload, until the server has it. A check
// made in a chosen store teaches its walk here too, from the trip it carries, as the server
// will (walk-order.ts): once or twice, before or after Zero's own run, it comes out the same.
import { storeName } from '#domain/shopping/stores/store-mutators.ts';
import { learnFromTrip, walkOrder } from '#domain/shopping/stores/walk-order.ts';
import type { Store } from '#schema';
import type { PendingWrite } from '#client/offline/outbox/pending-writes.ts';

const byPlace = (a: Store, b: Store) =>
  a.position - b.position ||
  a.created_at - b.created_at ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function applyStoreWrites(
  stores: readonly Store[],
  writes: readonly PendingWrite[],
): Store[] {
  let result = [...stores];
  const update = (id: string, change: (store: Store) => Partial<Store>) => {
    result = result.map((store) => (store.id === id ? { ...store, ...change(store) } : store));
  };
  for (const write of writes) {
    switch (write.op) {
      case 'createStore': {
        if (result.some((store) => store.id === write.args.id)) break;
        try {
          result.push({
            id: write.args.id,
            family_id: '',
            name: storeName(write.args.name),
            department_order: walkOrder([]),
            last_department: null,
            last_checked_at: null,
            position: write.at,
            created_at: write.at,
            updated_at: write.at,
          } as Store);
        } catch {
          // A blank name is refused by the mutator too: nothing to show.
        }
        break;
      }
      case 'renameStore':
        try {
          const name = storeName(write.args.name);
          update(write.args.id, () => ({ name }));
        } catch {
          // As above.
        }
        break;
      case 'removeStore':
        result = result.filter((store) => store.id !== write.args.id);
        break;
      case 'setStoreOrder':
        update(write.args.id, () => ({ department_order: walkOrder(write.args.department_order) }));
        break;
      case 'setStoresOrder': {
        const places = new Map(write.args.ids.map((id, index) => [id, index]));
        result = result.map((store) => {
          const position = places.get(store.id);
          return position === undefined ? store : { ...store, position };
        });
        break;
      }
      case 'setCompleted': {
        const { is_completed: checked, store_id: storeId, walk } = write.args;
        if (!checked || !storeId || !walk) break;
        update(storeId, (store) => ({
          department_order: learnFromTrip(store.department_order, walk),
        }));
        break;
      }
      default:
        break;
    }
  }
  return result.sort(byPlace);
}
