// Shows the outcome of a mutator as the spec's toasts: success once it applied locally,
// an error if the server refuses it (Zero then rolls the local change back).
import type { MutatorResult } from '@rocicorp/zero';
import { errorCodeOf, errorMessages } from '../../domain/errors.ts';
import type { ToastInput } from '../components/toast/toast-state.ts';

type Failure = string | { title: string; description: string };
type Outcome = { success?: ToastInput; failure: Failure };

function failureToast(failure: Failure, description?: string): ToastInput {
  const base = typeof failure === 'string' ? { title: 'Error', description: failure } : failure;
  return { ...base, description: description ?? base.description, variant: 'destructive' };
}

export async function runMutation(
  result: MutatorResult,
  toast: (input: ToastInput) => void,
  outcome: Outcome,
): Promise<boolean> {
  const client = await result.client;
  if (client.type === 'error') {
    toast(failureToast(outcome.failure, messageFor(client.error)));
    return false;
  }
  if (outcome.success) toast(outcome.success);
  void result.server.then((server) => {
    if (server.type === 'error') {
      toast(failureToast(outcome.failure));
    }
  });
  return true;
}

// Input errors the person can fix are shown in the spec's words; others get the fallback.
const SHOWN_CODES = new Set(['ITEM_NAME_REQUIRED', 'DISH_NAME_REQUIRED']);

function messageFor(error: { message: string; details?: unknown }): string | undefined {
  const code = errorCodeOf(error);
  return code && SHOWN_CODES.has(code) ? errorMessages[code] : undefined;
}
