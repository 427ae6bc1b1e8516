import type { Transaction } from '@rocicorp/zero';

/**
 * Zero re-runs a browser's pending mutators whenever rows from the server arrive
 * ("rebase"). A mutator that throws there stops Zero processing the update and
 * disconnects the browser; yet a refusal is expected there (another member just deleted
 * or changed the row). The server's run decides and reports it, so on rebase a refused
 * write is skipped. Mutators check everything before they write, so a skip writes nothing.
 */
export async function rebaseSafe<O extends { tx: Transaction }>(
  options: O,
  mutator: (options: O) => Promise<void>,
): Promise<void> {
  try {
    await mutator(options);
  } catch (error) {
    if (options.tx.location === 'client' && options.tx.reason === 'rebase') return;
    throw error;
  }
}
