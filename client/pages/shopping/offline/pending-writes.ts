// Shopping changes not yet confirmed by the server, kept in localStorage so that they
// survive a reload or a closed tab while a phone has no signal in the shop. Each is a
// set-style write (the item is checked, named so, removed), safe to send more than once.
import type { z } from '#domain/zod-mini.ts';
import type {
  addItemArgs,
  editItemArgs,
  removeItemArgs,
  removeItemsArgs,
  setCompletedArgs,
  setDepartmentArgs,
} from '#domain/shopping/shopping-mutators.ts';
import type {
  answerArgs,
  setRunningOutArgs,
  undoWeHaveItArgs,
  weHaveItArgs,
} from '#domain/pantry/pantry-mutators.ts';
import type {
  createStoreArgs,
  removeStoreArgs,
  renameStoreArgs,
  setItemStoreArgs,
  setStoreOrderArgs,
  setStoresOrderArgs,
} from '#domain/shopping/stores/store-mutators.ts';
import type { dishTagArgs } from '#domain/dishes/dish-mutators.ts';
import type { moveMealArgs } from '#domain/meals/meal-move.ts';

type Op<Name extends string, Args extends z.ZodMiniType> = {
  key: string;
  at: number;
  op: Name;
  args: z.infer<Args>;
};

export type PendingWrite =
  | Op<'add', typeof addItemArgs>
  | Op<'edit', typeof editItemArgs>
  | Op<'setCompleted', typeof setCompletedArgs>
  | Op<'remove', typeof removeItemArgs>
  | Op<'removeItems', typeof removeItemsArgs>
  | Op<'setDepartment', typeof setDepartmentArgs>
  // Staples and the pantry check (docs/shopping.md): also made in the shop, without signal.
  | Op<'weHaveIt', typeof weHaveItArgs>
  | Op<'undoWeHaveIt', typeof undoWeHaveItArgs>
  | Op<'pantryAnswer', typeof answerArgs>
  | Op<'setRunningOut', typeof setRunningOutArgs>
  | Op<'setItemStore', typeof setItemStoreArgs>
  // The family's stores and their walks (apply-store-writes.ts): named and ordered in the shop.
  | Op<'createStore', typeof createStoreArgs>
  | Op<'renameStore', typeof renameStoreArgs>
  | Op<'removeStore', typeof removeStoreArgs>
  | Op<'setStoreOrder', typeof setStoreOrderArgs>
  | Op<'setStoresOrder', typeof setStoresOrderArgs>
  // Made away from the list too, and as easily without signal (apply-plan-writes.ts): a
  // dish's tags on its page, a meal moved on the planning page.
  | Op<'addDishTag', typeof dishTagArgs>
  | Op<'removeDishTag', typeof dishTagArgs>
  | { key: string; at: number; op: 'moveMeal'; args: ReturnType<typeof moveMealArgs> };

export type NewPendingWrite = PendingWrite extends infer W
  ? W extends PendingWrite
    ? Omit<W, 'key' | 'at'>
    : never
  : never;

// Past this many the oldest are dropped rather than let storage fill up.
const MAX_PENDING = 500;

export type PendingStore = {
  list: () => readonly PendingWrite[];
  add: (write: NewPendingWrite) => PendingWrite;
  remove: (key: string) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A later check or edit of an item replaces an earlier one that has not landed yet. */
function supersedes(later: NewPendingWrite, earlier: PendingWrite): boolean {
  if (later.op !== earlier.op) return false;
  if (later.op === 'setCompleted' || later.op === 'edit' || later.op === 'setDepartment') {
    return (earlier.args as { id: string }).id === later.args.id;
  }
  if (later.op === 'setItemStore' && earlier.op === 'setItemStore') {
    return earlier.args.item_id === later.args.item_id;
  }
  if (later.op === 'moveMeal' && earlier.op === 'moveMeal') {
    return earlier.args.meal_id === later.args.meal_id;
  }
  if (later.op === 'renameStore' || later.op === 'setStoreOrder') {
    return (earlier.args as { id: string }).id === later.args.id;
  }
  // Each names every store in its new order.
  return later.op === 'setStoresOrder';
}

export function createPendingStore(storage: Storage, storageKey: string): PendingStore {
  const listeners = new Set<() => void>();
  let writes: PendingWrite[] = read();

  function read(): PendingWrite[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
      return Array.isArray(parsed) ? (parsed as PendingWrite[]) : [];
    } catch {
      return [];
    }
  }

  function save(next: PendingWrite[]) {
    writes = next.slice(-MAX_PENDING);
    try {
      if (writes.length === 0) storage.removeItem(storageKey);
      else storage.setItem(storageKey, JSON.stringify(writes));
    } catch {
      // Storage full or denied: the changes still go through while this page is open.
    }
    for (const listener of listeners) listener();
  }

  return {
    list: () => writes,
    add(write) {
      const full = { ...write, key: crypto.randomUUID(), at: Date.now() } as PendingWrite;
      // A meal moved again before its first move landed: one move, from the version the
      // person first saw, which is the server's until the first lands.
      const first = writes.find((earlier) => supersedes(write, earlier));
      if (full.op === 'moveMeal' && first?.op === 'moveMeal') {
        full.args = { ...full.args, expected_updated_at: first.args.expected_updated_at };
      }
      save([...writes.filter((earlier) => !supersedes(write, earlier)), full]);
      return full;
    },
    remove(key) {
      if (writes.some((write) => write.key === key)) {
        save(writes.filter((write) => write.key !== key));
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
