// Each mutation of a Zero push that the disk refused counts once in the operator's note
// (server/http/disk-space.ts, docs/operations.md), wherever in Zero's transaction the
// disk said no: in the mutator, in Zero's bookkeeping around it (the client's last
// mutation id, the stored result), or at commit. Zero retries a failed mutation to store
// its error, and that can be refused too: still one mutation.
import { isDiskFull, noteDiskFull, noteDiskSaidNo } from '../http/disk-space.ts';
import type { ZeroDatabase } from './zero-database.ts';

type Mutation = { clientID: string; id: number };

export function refusalsForSpace(zeroDb: ZeroDatabase) {
  const refused = new Set<string>();
  const add = (mutation: Partial<Mutation>) => {
    if (mutation.clientID !== undefined && mutation.id !== undefined)
      refused.add(`${mutation.clientID}/${mutation.id}`);
  };
  /** zeroDb, counting the mutations whose transaction failed for want of space. */
  const db: Pick<ZeroDatabase, 'transaction'> = {
    transaction: async (callback, input) => {
      try {
        return await zeroDb.transaction(callback, input);
      } catch (error) {
        if (isDiskFull(error)) {
          noteDiskSaidNo();
          add({ clientID: input?.clientID, id: input?.mutationID });
        }
        throw error;
      }
    },
  };
  return {
    db,
    /** A mutator that met a full disk (its error is answered as DISK_FULL). */
    refused: (mutation: Mutation) => add(mutation),
    /** Hands the count to the operator's note, once the push is done. */
    note: () => {
      if (refused.size > 0) noteDiskFull(refused.size);
    },
  };
}
