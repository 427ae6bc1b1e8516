// Whether Zero has given up reaching the server for now: the page then shows what the
// device holds without waiting for the server's answer (docs/shopping.md, offline).
import type { useConnectionState } from '@rocicorp/zero/react';

type ConnectionState = ReturnType<typeof useConnectionState>;

/** Every page load starts 'connecting': only a failed attempt (or giving up) is offline. */
export function connectionFailed(state: ConnectionState): boolean {
  if (state.name === 'connected') return false;
  if (state.name === 'connecting') return state.reason !== undefined;
  return true;
}
