// The family's stores (synced live to every device), the one chosen on this device, and
// the store writes with their toasts.
import { useQuery, useZero } from '@rocicorp/zero/react';
import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { failureNotices } from '#domain/error-messages.ts';
import type { Department } from '#domain/shopping/department.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { chosenStoreIdAtom } from './chosen-store.ts';

export function useStores() {
  const [stores] = useQuery(queries.stores.all());
  const [chosenId, setChosenId] = useAtom(chosenStoreIdAtom);
  // A store deleted on another device is no longer chosen here.
  const chosen = stores.find((store) => store.id === chosenId) ?? null;
  return { stores, chosen, choose: setChosenId };
}

export function useStoreActions() {
  const zero = useZero();
  const toast = useToast();
  return useMemo(
    () => ({
      create: (id: string, name: string) =>
        runMutation(zero.mutate(mutators.store.create({ id, name })), toast, {
          success: { title: 'Success', description: `${name.trim()} added to your stores` },
          failure: failureNotices.saveStore,
        }),
      remove: (id: string) =>
        runMutation(zero.mutate(mutators.store.remove({ id })), toast, {
          failure: failureNotices.saveStore,
        }),
      setOrder: (id: string, order: Department[]) =>
        runMutation(zero.mutate(mutators.store.setOrder({ id, department_order: order })), toast, {
          failure: failureNotices.saveStore,
        }),
    }),
    [zero, toast],
  );
}
