import type { MutatorDefinition, Transaction } from '@rocicorp/zero';
import { errorCodeOf, ErrorCode } from '../errors.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any mutator's own types
export type AnyMutatorDefinition = MutatorDefinition<any, any, any, any>;
type Options = Parameters<AnyMutatorDefinition['fn']>[0] & { tx: Transaction };

/**
 * A write sent through Zero may be replayed long after it was made: a phone offline in a
 * shop sends its queue when the signal returns, and by then another member may have
 * deleted the row. A change to a row that is gone is then dropped quietly, on the browser
 * and on the server, instead of failing: the person cannot act on the error, and on the
 * browser a throw while Zero rebases disconnects it (see rebase-safe.ts).
 *
 * Only the Zero registry (mutators.ts) wraps its mutators so; REST calls the unwrapped
 * ones and still answers 404. NOT_FOUND never tells another family's row from a missing
 * one, so the no-op leaks nothing.
 */
export function tolerateGoneRow<D extends AnyMutatorDefinition>(definition: D): D {
  return {
    ...definition,
    fn: async (options: Options) => {
      try {
        await definition.fn(options);
      } catch (error) {
        if (errorCodeOf(error) === ErrorCode.NOT_FOUND) return;
        if (options.tx.location === 'client' && options.tx.reason === 'rebase') return;
        throw error;
      }
    },
  };
}

/** Every mutator of a group, wrapped as above, except those named (their callers need the refusal). */
export function tolerateGoneRows<G extends Record<string, AnyMutatorDefinition>>(
  group: G,
  except: readonly string[] = [],
): G {
  return Object.fromEntries(
    Object.entries(group).map(([name, definition]) => [
      name,
      except.includes(name) ? definition : tolerateGoneRow(definition),
    ]),
  ) as G;
}
