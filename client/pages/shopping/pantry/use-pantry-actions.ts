// The pantry's writes from the list page: those made in the shop ('We have it' and its
// Undo, running out, the pantry check's answers) go through the list's offline outbox;
// editing the staples themselves goes straight through Zero.
import { useZero } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { failureNotices } from '#domain/error-messages.ts';
import { mutators } from '#domain/zero/mutators.ts';
import { useToast } from '#client/components/toast/toast-state.ts';
import { runMutation } from '#client/zero/run-mutation.ts';
import { useFamilyOutbox } from '#client/offline/outbox/use-family-outbox.ts';
import type { PantryQuestion } from '#domain/pantry/pantry-rules.ts';

const failure = failureNotices.updatePantry;

export type HadItem = { id: string; name: string; quantity: string | null; key: string };

export function usePantryActions() {
  const zero = useZero();
  const outbox = useFamilyOutbox();
  const toast = useToast();
  return useMemo(
    () => ({
      weHaveIt: (itemID: string) =>
        runMutation(outbox.submit({ op: 'weHaveIt', args: { item_id: itemID } }), toast, {
          failure,
        }),
      undoWeHaveIt: (item: HadItem, wasRunningOut: boolean) =>
        runMutation(
          outbox.submit({
            op: 'undoWeHaveIt',
            args: {
              item_id: crypto.randomUUID(),
              name: item.name,
              quantity: item.quantity,
              ingredient_key: item.key,
              was_running_out: wasRunningOut,
            },
          }),
          toast,
          { failure },
        ),
      answer: (question: PantryQuestion, have: boolean) =>
        runMutation(
          outbox.submit({
            op: 'pantryAnswer',
            args: { ...question, have, item_id: crypto.randomUUID() },
          }),
          toast,
          { failure },
        ),
      setRunningOut: (key: string, runningOut: boolean) =>
        runMutation(
          outbox.submit({
            op: 'setRunningOut',
            args: { ingredient_key: key, running_out: runningOut, item_id: crypto.randomUUID() },
          }),
          toast,
          { failure },
        ),
      addStaple: (name: string) =>
        runMutation(zero.mutate(mutators.pantry.addStaple({ name })), toast, {
          failure,
          explain: { ITEM_NAME_REQUIRED: true },
        }),
      removeStaple: (key: string) =>
        runMutation(zero.mutate(mutators.pantry.removeStaple({ ingredient_key: key })), toast, {
          failure,
        }),
    }),
    [zero, outbox, toast],
  );
}
