// Shows the outcome of a mutator as the spec's toasts: success once it applied locally,
// an error if the server refuses it (Zero then rolls the local change back).
import type { MutatorResult } from '@rocicorp/zero';
import { errorCodeOf, errorMessages } from '../../domain/errors.ts';
import type { ToastInput } from '../components/toast/toast-state.ts';

type Outcome = { success?: ToastInput; failure: string };

export async function runMutation(
  result: MutatorResult,
  toast: (input: ToastInput) => void,
  outcome: Outcome,
): Promise<boolean> {
  const client = await result.client;
  if (client.type === 'error') {
    toast({
      title: 'Error',
      description: messageFor(client.error, outcome.failure),
      variant: 'destructive',
    });
    return false;
  }
  if (outcome.success) toast(outcome.success);
  void result.server.then((server) => {
    if (server.type === 'error') {
      toast({ title: 'Error', description: outcome.failure, variant: 'destructive' });
    }
  });
  return true;
}

function messageFor(error: { message: string; details?: unknown }, fallback: string): string {
  const code = errorCodeOf(error);
  return code === 'ITEM_NAME_REQUIRED' ? errorMessages[code] : fallback;
}
