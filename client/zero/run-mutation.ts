// The one path from a mutator's result to the spec's messages: success once it applied
// locally, an error if the browser's run refuses it at once, or the server later (Zero then
// rolls the local change back). A write whose answer was lost with the connection is not
// refused: Zero sends it again (server-verdict.ts). Refusals the person can act on are explained in the spec's
// words, from a typed map of error codes; anything else gets the write's fallback.
import type { MutatorResult } from '@rocicorp/zero';
import {
  errorCodeOf,
  errorMessages,
  type ErrorCode,
  type ErrorFacts,
  type FailureNotice,
} from '#domain/errors.ts';
import { conflictNotices } from '#domain/error-messages.ts';
import type { ToastInput } from '../components/toast/toast-state.ts';
import { serverVerdict } from './server-verdict.ts';

/** A toast or message bar entry, with an action (Undo, Save mine again). */
export type Notice = ToastInput;

/** Which refusals get their own explanation instead of the fallback description; `true`
 * shows the refusal's own words (which may name the data, e.g. what an item became). */
export type Explanations = Partial<Record<ErrorCode, string | true>>;

/**
 * A refusal because someone else changed the row first (docs/shopping.md, "Two devices, one
 * item"): its kind's own title, its words (the refusal's, or `describe`'s from its facts),
 * and a button that sends the person's change again as a new write.
 */
export type Conflict = {
  code: ErrorCode;
  title: string;
  describe?: (facts: ErrorFacts) => string;
  retry: () => void;
};

type Outcome = {
  success?: Notice;
  failure: FailureNotice;
  explain?: Explanations;
  conflict?: Conflict;
};

export const CONFLICT_SHOWN_MS = 20_000;

/** The toast of a conflict: one shape, for a write refused at once or sent again later. */
export function conflictNotice(conflict: Conflict, error: unknown): Notice {
  const facts = ((error as { details?: ErrorFacts } | null)?.details ?? {}) as ErrorFacts;
  const message = (error as { message?: string } | null)?.message ?? '';
  return {
    title: conflict.title,
    description: conflict.describe?.(facts) ?? message,
    variant: 'destructive',
    // Long enough to read, and to reach the button with a thumb.
    durationMs: CONFLICT_SHOWN_MS,
    action: { label: conflictNotices.retryLabel, onClick: conflict.retry },
  };
}

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
    if (code && code === outcome.conflict?.code) {
      notify(conflictNotice(outcome.conflict, error));
      return code;
    }
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
  // Only the server's own answer is a refusal: a write whose answer the connection lost
  // stays on the device and Zero sends it again (server-verdict.ts); saying "not saved"
  // then was wrong whenever the server had committed it.
  void result.server.then((server) => {
    if (server.type === 'error' && serverVerdict(server) === 'refused') report(server.error);
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
