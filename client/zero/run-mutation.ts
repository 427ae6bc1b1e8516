// The one path from a mutator's result to the spec's messages: success once it applied
// locally, an error if the browser's run refuses it at once, or the server later (Zero then
// rolls the local change back). Refusals the person can act on are explained in the spec's
// words, from a typed map of error codes; anything else gets the write's fallback.
import type { MutatorResult } from '@rocicorp/zero';
import { errorCodeOf, errorMessages, type ErrorCode, type FailureNotice } from '#domain/errors.ts';
import type { ToastInput } from '../components/toast/toast-state.ts';

/** A toast or message bar entry; the bar also takes an action (Undo). */
export type Notice = ToastInput & { action?: { label: string; onClick: () => void } };

/** Which refusals get their own explanation instead of the fallback description; `true`
 * shows the refusal's own words (which may name the data, e.g. what an item became). */
export type Explanations = Partial<Record<ErrorCode, string | true>>;

type Outcome = { success?: Notice; failure: FailureNotice; explain?: Explanations };

export type MutationOutcome = 'saved' | ErrorCode | 'failed';

// Input errors every form can fix are always explained.
const ALWAYS_EXPLAINED: Explanations = {
  ITEM_NAME_REQUIRED: errorMessages.ITEM_NAME_REQUIRED,
  DISH_NAME_REQUIRED: errorMessages.DISH_NAME_REQUIRED,
};

/** Waits for the browser's run and says how it went: 'saved', the refusal's code, or 'failed'. */
export async function mutationOutcome(
  result: MutatorResult,
  notify: (notice: Notice) => void,
  outcome: Outcome,
): Promise<MutationOutcome> {
  const explain = { ...ALWAYS_EXPLAINED, ...outcome.explain };
  const report = (error: unknown): MutationOutcome => {
    const code = errorCodeOf(error);
    const explained = code && explain[code];
    const description =
      explained === true
        ? (error as { message?: string }).message || outcome.failure.description
        : explained || outcome.failure.description;
    notify({ title: outcome.failure.title, description, variant: 'destructive' });
    return code ?? 'failed';
  };
  const client = await result.client;
  if (client.type === 'error') return report(client.error);
  if (outcome.success) notify(outcome.success);
  void result.server.then((server) => {
    if (server.type === 'error') report(server.error);
  });
  return 'saved';
}

/** As mutationOutcome, for callers that only need to know whether it applied. */
export async function runMutation(
  result: MutatorResult,
  notify: (notice: Notice) => void,
  outcome: Outcome,
): Promise<boolean> {
  return (await mutationOutcome(result, notify, outcome)) === 'saved';
}
