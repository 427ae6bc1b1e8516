// Zero stops for good on an error it counts as fatal (zero-cache losing Postgres for a
// moment is one) and waits for the app to call connect(): a kitchen tablet left open for
// days would silently stop syncing and sending. So a connection that ends in 'error' is
// tried again, backing off from 1 s to 10 s; 'needs-auth' is left to the session (the
// member must sign in again) and 'closed' ends it.
import type { Connection } from '@rocicorp/zero';

const FIRST_RETRY_MS = 1_000;
// Short enough that a device is back within seconds of the server (a longer wait, 30 s,
// left clients idle for most of a minute after Postgres restarted on a loaded machine);
// a refused attempt costs the server one WebSocket handshake.
const LONGEST_RETRY_MS = 10_000;

export function reconnectAfterErrors(zero: { connection: Connection }): () => void {
  let delay = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
  };
  unsubscribe = zero.connection.state.subscribe((state) => {
    if (state.name === 'connected') delay = FIRST_RETRY_MS;
    if (state.name === 'closed') stop();
    if (state.name !== 'error') return;
    clearTimeout(timer);
    timer = setTimeout(() => void zero.connection.connect(), delay);
    delay = Math.min(delay * 2, LONGEST_RETRY_MS);
  });
  return stop;
}
