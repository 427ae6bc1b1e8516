// A push whose database connection failed stops there, unanswered rather than refused
// (docs/operations.md, "Lost answers"). Zero's handler, after a mutation's transaction
// fails for a reason other than the product's own errors, runs it once more without the
// mutator to store the failure as the mutation's result and count it done: for a lost
// connection that turned a write that might have committed, or that would commit if sent
// again, into a refusal for good. Here every transaction of the push after the loss fails
// at once with the same error, so Zero stores nothing and answers the push as failed; the
// route answers 503 and zero-cache, then the device, send the same mutations again, which
// Zero applies once (the client's last mutation id is kept in the same transaction).
import { isConnectionLost } from '../db/connection-lost.ts';
import type { ZeroDatabase } from './zero-database.ts';

type Db = Pick<ZeroDatabase, 'transaction'>;

export function stopAfterConnectionLoss(inner: Db) {
  let lost: unknown;
  const db: Db = {
    transaction: async (callback, input) => {
      if (lost !== undefined) throw lost;
      try {
        return await inner.transaction(callback, input);
      } catch (error) {
        if (isConnectionLost(error)) lost = error;
        throw error;
      }
    },
  };
  return { db, lost: () => lost !== undefined };
}
