// One outbox per Zero instance (one per signed-in member and family), started by the first
// shopping screen that needs it and kept while that Zero lives.
import type { Zero } from '@rocicorp/zero';
import { useZero } from '@rocicorp/zero/react';
import { useSyncExternalStore } from 'react';
import { useSignedInSession } from '#client/session/session.tsx';
import { createPendingStore } from './pending-writes.ts';
import { startShoppingOutbox, type ShoppingOutbox } from './shopping-outbox.ts';

const outboxes = new WeakMap<Zero, ShoppingOutbox>();

export function useShoppingOutbox(): ShoppingOutbox {
  const zero = useZero();
  const session = useSignedInSession();
  let outbox = outboxes.get(zero);
  if (!outbox) {
    const key = `fdp.shopping-pending.v1:${session.user_id}:${session.family_id ?? ''}`;
    outbox = startShoppingOutbox(zero, createPendingStore(window.localStorage, key));
    outboxes.set(zero, outbox);
  }
  return outbox;
}

export function usePendingWrites() {
  const { store } = useShoppingOutbox();
  return useSyncExternalStore(store.subscribe, store.list);
}
