// One outbox per Zero instance (one per signed-in member and family), started by the first
// screen that needs it and kept while that Zero lives. Its storage key still says
// "shopping": writes saved on a device under that key by an earlier build are kept.
import type { Zero } from '@rocicorp/zero';
import { useZero } from '@rocicorp/zero/react';
import { useSyncExternalStore } from 'react';
import { useSignedInSession } from '#client/session/session.tsx';
import { createPendingStore } from './pending-writes.ts';
import { startFamilyOutbox, type FamilyOutbox } from './family-outbox.ts';

const outboxes = new WeakMap<Zero, FamilyOutbox>();

export function useFamilyOutbox(): FamilyOutbox {
  const zero = useZero();
  const session = useSignedInSession();
  let outbox = outboxes.get(zero);
  if (!outbox) {
    const key = `fdp.shopping-pending.v1:${session.user_id}:${session.family_id ?? ''}`;
    outbox = startFamilyOutbox(zero, createPendingStore(window.localStorage, key));
    outboxes.set(zero, outbox);
  }
  return outbox;
}

export function usePendingWrites() {
  const { store } = useFamilyOutbox();
  return useSyncExternalStore(store.subscribe, store.list);
}
