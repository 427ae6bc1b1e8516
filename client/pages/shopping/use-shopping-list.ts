// The family's shopping list from Zero with the changes still on their way laid over it,
// and its writes (through the offline outbox) with the spec's toasts.
import { useQuery } from '@rocicorp/zero/react';
import { useStore } from 'jotai';
import { useMemo } from 'react';
import type { Department } from '#domain/shopping/department.ts';
import { conflictNotices, failureNotices } from '#domain/error-messages.ts';
import { queries } from '#domain/zero/queries.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { chosenStoreIdAtom } from './stores/chosen-store.ts';
import { noteCheck } from './stores/walk-trip.ts';
import { applyPendingWrites } from './offline/apply-pending-writes.ts';
import { usePendingWrites, useFamilyOutbox } from '#client/offline/outbox/use-family-outbox.ts';

/** Open items and the latest checked ones (queries.ts: the screen's window), in list order. */
function useListedRows() {
  const [open, openDetails] = useQuery(queries.shoppingItems.open());
  const [checked, checkedDetails] = useQuery(queries.shoppingItems.recentlyChecked());
  const rows = useMemo(
    () =>
      [...open, ...checked].sort(
        (a, b) => a.created_at - b.created_at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      ),
    [open, checked],
  );
  const complete = openDetails.type === 'complete' && checkedDetails.type === 'complete';
  return [rows, { type: complete ? 'complete' : 'unknown' }] as const;
}

export function useShoppingItems() {
  const [rows, details] = useListedRows();
  const pending = usePendingWrites();
  const items = useMemo(
    () =>
      applyPendingWrites(rows, pending, (fields) => ({
        ...fields,
        family_id: '',
        quantity: fields.quantity ?? null,
        source: 'manual' as const,
        ingredient_key: null,
        updated_at: fields.created_at,
        edited_at: null,
        texted_by: null,
        merged_ids: null,
        store_id: null as string | null,
        dishes: [],
      })),
    [rows, pending],
  );
  return {
    items,
    loaded: details.type === 'complete',
    /** Rows Zero holds, without the changes on their way laid over them. */
    synced: rows.length,
    pendingCount: pending.length,
  };
}

export type ListedShoppingItem = ReturnType<typeof useShoppingItems>['items'][number];

export function useShoppingActions() {
  const outbox = useFamilyOutbox();
  const toast = useToast();
  const jotai = useStore();
  return useMemo(
    () => ({
      /** `sameAs`: the open item of that name, which the add mutator adds to instead. */
      add: (name: string, quantity: string, sameAs?: { name: string } | null) =>
        runMutation(
          outbox.submit({ op: 'add', args: { id: crypto.randomUUID(), name, quantity } }),
          toast,
          {
            success: sameAs
              ? { title: 'Success', description: `Added to ${sameAs.name} already on the list` }
              : { title: 'Success', description: 'Item added to shopping list' },
            failure: failureNotices.addItem,
          },
        ),
      edit: function edit(id: string, name: string, quantity: string): Promise<boolean> {
        return runMutation(outbox.submit({ op: 'edit', args: { id, name, quantity } }), toast, {
          success: { title: 'Success', description: 'Item updated successfully' },
          failure: failureNotices.updateItem,
          // Someone renamed it after this edit was made: say to what, and offer to send this
          // edit again, now, as the later one.
          conflict: {
            code: 'ITEM_EDITED_LATER',
            title: conflictNotices.itemTitle,
            retry: () => void edit(id, name, quantity),
          },
        });
      },
      setCompleted: async (id: string, isCompleted: boolean, department: Department) => {
        // A failed completion toggle only logs (docs/spec.md §4).
        // Checked in the store chosen on this device: with this device's trip through it,
        // which teaches that store's walk (stores/walk-trip.ts).
        const storeId = jotai.get(chosenStoreIdAtom) ?? undefined;
        const trip =
          storeId && isCompleted
            ? noteCheck(window.localStorage, storeId, department, Date.now())
            : {};
        const result = outbox.submit({
          op: 'setCompleted',
          args: { id, is_completed: isCompleted, store_id: storeId, ...trip },
        });
        const server = await result.server;
        if (server.type === 'error') console.warn('Completion toggle failed', server.error);
      },
      setDepartment: (id: string, department: Department) =>
        // No toast on success: the item is seen moving to its new group.
        runMutation(outbox.submit({ op: 'setDepartment', args: { id, department } }), toast, {
          failure: failureNotices.updateItem,
        }),
      /** 'Costco only' (a store's id), or for any store (null). */
      setItemStore: (itemId: string, storeId: string | null) =>
        runMutation(
          outbox.submit({ op: 'setItemStore', args: { item_id: itemId, store_id: storeId } }),
          toast,
          { failure: failureNotices.updateItem },
        ),
      remove: (id: string) =>
        runMutation(outbox.submit({ op: 'remove', args: { id } }), toast, {
          success: { title: 'Success', description: 'Item removed from shopping list' },
          failure: failureNotices.removeItem,
        }),
      // 'All' removes the items the person sees, so a replay after being offline cannot
      // take items someone else added meanwhile.
      removeAll: (ids: string[]) =>
        runMutation(outbox.submit({ op: 'removeItems', args: { ids } }), toast, {
          success: { title: 'Success', description: 'All items removed from shopping list' },
          failure: failureNotices.removeAllItems,
        }),
    }),
    [outbox, toast, jotai],
  );
}
