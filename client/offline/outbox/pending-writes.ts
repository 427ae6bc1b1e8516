// Changes not yet confirmed by the server (the list's, tags, moves, dish deletes and ratings),
// kept in localStorage so that they survive a reload or a closed tab while a phone has no
// signal in the shop. Each is a set-style write (the item is checked, named so, removed), safe to
// send more than once.
import { MAX_OWN_VERSIONS } from '#domain/meals/meal-mutators.ts';
import { isSendable, type OutboxArgs, type OutboxOpName } from './outbox-ops.ts';

/**
 * A kept write: one of the outbox's ops (outbox-ops.ts) with its args, and `about`, what the
 * person called the row they changed (a dinner's name), for the words if it is refused.
 */
export type PendingWrite = {
  [Name in OutboxOpName]: {
    key: string;
    at: number;
    op: Name;
    args: OutboxArgs<Name>;
    about?: string;
  };
}[OutboxOpName];

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
      // Saved by this build or an earlier one; one this build cannot send is left out.
      return Array.isArray(parsed) ? (parsed.filter(isSendable) as PendingWrite[]) : [];
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
      // person first saw, which is the server's until the first lands. Zero may still send
      // the earlier moves itself (it keeps writes it has saved on the device), so the
      // versions they wrote count as the person's own, not as someone else's change.
      const first = writes.find((earlier) => supersedes(write, earlier));
      if (full.op === 'moveMeal' && first?.op === 'moveMeal') {
        const earlier = [...(first.args.own_versions ?? []), first.args.now];
        full.args = {
          ...full.args,
          expected_updated_at: first.args.expected_updated_at,
          own_versions: earlier
            .filter((version): version is number => version !== undefined)
            .slice(-MAX_OWN_VERSIONS),
        };
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
