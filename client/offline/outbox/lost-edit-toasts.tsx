// Tells the person when a change they made offline reached the server after a later change
// by someone else, and so was not saved: a list edit (what the item became), or a dinner
// moved on the planning page (docs/shopping.md, docs/meals-and-planning.md).
import { useEffect, useSyncExternalStore } from 'react';
import { useToast } from '#client/components/toast/toast-state.ts';
import { useFamilyOutbox } from './use-family-outbox.ts';

const SHOWN_MS = 10_000;

export function LostEditToasts() {
  const { lostEdits } = useFamilyOutbox();
  const notices = useSyncExternalStore(lostEdits.subscribe, lostEdits.list);
  const toast = useToast();
  useEffect(() => {
    if (notices.length === 0) return;
    for (const description of lostEdits.take())
      toast({ title: 'Not saved', description, variant: 'destructive', durationMs: SHOWN_MS });
  }, [notices, lostEdits, toast]);
  return null;
}
