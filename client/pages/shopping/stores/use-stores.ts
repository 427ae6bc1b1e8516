// The family's stores (synced live to every device) with the store writes still on their
// way laid over them, the one chosen on this device, and the store writes with their
// toasts. The writes go through the list's offline outbox (docs/shopping.md): made in a
// shop without signal, they show at once, survive a reload and land when it returns.
import { useQuery } from '@rocicorp/zero/react';
import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { failureNotices } from '#domain/error-messages.ts';
import type { Department } from '#domain/shopping/department.ts';
import { queries } from '#domain/zero/queries.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { applyStoreWrites } from '../offline/apply-store-writes.ts';
import { usePendingWrites, useFamilyOutbox } from '#client/offline/outbox/use-family-outbox.ts';
import { chosenStoreIdAtom } from './chosen-store.ts';

/** A check waiting in the outbox teaches its store's walk here too (its trip is in it). */
export function useStores() {
  const [synced] = useQuery(queries.stores.all());
  const pending = usePendingWrites();
  const stores = useMemo(() => applyStoreWrites(synced, pending), [synced, pending]);
  const [chosenId, setChosenId] = useAtom(chosenStoreIdAtom);
  // A store deleted on another device is no longer chosen here.
  const chosen = stores.find((store) => store.id === chosenId) ?? null;
  return { stores, chosen, choose: setChosenId };
}

export function useStoreActions() {
  const outbox = useFamilyOutbox();
  const toast = useToast();
  return useMemo(() => {
    const failure = failureNotices.saveStore;
    return {
      create: (id: string, name: string) =>
        runMutation(outbox.submit({ op: 'createStore', args: { id, name } }), toast, {
          success: { title: 'Success', description: `${name.trim()} added to your stores` },
          failure,
        }),
      rename: (id: string, name: string) =>
        runMutation(outbox.submit({ op: 'renameStore', args: { id, name } }), toast, {
          failure,
        }),
      remove: (id: string) =>
        runMutation(outbox.submit({ op: 'removeStore', args: { id } }), toast, { failure }),
      setOrder: (id: string, order: Department[]) =>
        runMutation(
          outbox.submit({ op: 'setStoreOrder', args: { id, department_order: order } }),
          toast,
          { failure },
        ),
      /** The family's stores in this order (every store's id). */
      setStoresOrder: (ids: string[]) =>
        runMutation(outbox.submit({ op: 'setStoresOrder', args: { ids } }), toast, { failure }),
    };
  }, [outbox, toast]);
}
