// What a write's `.server` result says about the write (docs/operations.md, "Lost
// answers"). Zero settles every unanswered write with an error of type 'zero' the moment its
// connection drops or fails, whatever became of the write: the server may have committed
// it before the answer was lost (a Postgres restart, a push answered 503, a phone losing
// its signal), or not yet seen it. Zero keeps such a write on the device and sends it
// again, with the same mutation id, each time it connects, until the server counts it
// done; the server applies it once (Zero keeps each client's last mutation id in the
// write's own transaction). So only an error of type 'app', the server's answer to that
// very write, is a refusal.
import type { MutatorResultDetails } from '@rocicorp/zero';

/** 'saved', 'refused' (the server's own answer), or 'unknown' (Zero sends it again). */
export type ServerVerdict = 'saved' | 'refused' | 'unknown';

export function serverVerdict(result: MutatorResultDetails): ServerVerdict {
  if (result.type !== 'error') return 'saved';
  return result.error.type === 'zero' ? 'unknown' : 'refused';
}
