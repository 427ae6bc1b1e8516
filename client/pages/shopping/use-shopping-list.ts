// The family's shopping list from Zero, and its writes with the spec's toasts.
import { useQuery, useZero } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { mutators } from '../../../domain/zero/mutators.ts';
import { queries } from '../../../domain/zero/queries.ts';
import { useToast } from '../../components/toast/toast-state.ts';
import { runMutation } from '../../zero/run-mutation.ts';

export function useShoppingItems() {
  const [items, details] = useQuery(queries.shoppingItems.list());
  return { items, loaded: details.type === 'complete' };
}

export function useShoppingActions() {
  const zero = useZero();
  const toast = useToast();
  return useMemo(
    () => ({
      add: (name: string, quantity: string) =>
        runMutation(
          zero.mutate(mutators.shoppingItem.add({ id: crypto.randomUUID(), name, quantity })),
          toast,
          {
            success: { title: 'Success', description: 'Item added to shopping list' },
            failure: 'Failed to add item',
          },
        ),
      edit: (id: string, name: string, quantity: string) =>
        runMutation(zero.mutate(mutators.shoppingItem.edit({ id, name, quantity })), toast, {
          success: { title: 'Success', description: 'Item updated successfully' },
          failure: 'Failed to update item',
        }),
      setCompleted: async (id: string, isCompleted: boolean) => {
        // A failed completion toggle only logs (spec §4).
        const result = zero.mutate(
          mutators.shoppingItem.setCompleted({ id, is_completed: isCompleted }),
        );
        const server = await result.server;
        if (server.type === 'error') console.warn('Completion toggle failed', server.error);
      },
      remove: (id: string) =>
        runMutation(zero.mutate(mutators.shoppingItem.remove({ id })), toast, {
          success: { title: 'Success', description: 'Item removed from shopping list' },
          failure: 'Failed to remove item',
        }),
      removeAll: () =>
        runMutation(zero.mutate(mutators.shoppingItem.removeAll()), toast, {
          success: { title: 'Success', description: 'All items removed from shopping list' },
          failure: 'Failed to delete all items',
        }),
    }),
    [zero, toast],
  );
}
