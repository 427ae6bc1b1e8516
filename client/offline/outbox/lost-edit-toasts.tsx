// Tells the person when a change they made offline reached the server after a later change
// by someone else, and so was not saved: which item or dinner, what it became, and a button
// that sends their own change again (docs/shopping.md, "Two devices, one item").
import { useEffect, useSyncExternalStore } from 'react';
import { conflictNotices, failureNotices } from '#domain/error-messages.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { CONFLICT_SHOWN_MS, runMutation } from '#client/zero/run-mutation.ts';
import { useFamilyOutbox } from './use-family-outbox.ts';

export function LostEditToasts() {
  const outbox = useFamilyOutbox();
  const { lostEdits } = outbox;
  const notices = useSyncExternalStore(lostEdits.subscribe, lostEdits.list);
  const toast = useToast();
  useEffect(() => {
    if (notices.length === 0) return;
    for (const { title, description, again } of lostEdits.take()) {
      const failure = again.op === 'moveMeal' ? failureNotices.moveMeal : failureNotices.updateItem;
      toast({
        title,
        description,
        variant: 'destructive',
        durationMs: CONFLICT_SHOWN_MS,
        action: {
          label: conflictNotices.retryLabel,
          onClick: () => void runMutation(outbox.submit(again), toast, { failure }),
        },
      });
    }
  }, [notices, lostEdits, outbox, toast]);
  return null;
}
