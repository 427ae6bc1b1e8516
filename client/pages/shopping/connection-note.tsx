// Says when the list is offline (no network) or reconnecting (the server does not answer),
// and that checking off still works and will be saved.
import { useConnectionState } from '@rocicorp/zero/react';
import { useBrowserOnline } from '#client/health/use-browser-online.ts';

type ConnectionState = ReturnType<typeof useConnectionState>;

/** Every page load starts 'connecting': only a failed attempt (or giving up) is offline. */
export function connectionFailed(state: ConnectionState): boolean {
  if (state.name === 'connected') return false;
  if (state.name === 'connecting') return state.reason !== undefined;
  return true;
}

export function ConnectionNote({
  pendingCount,
  className = '',
}: {
  pendingCount: number;
  className?: string;
}) {
  const state = useConnectionState();
  const browserOnline = useBrowserOnline();
  const online = !connectionFailed(state);
  if (online && pendingCount === 0) return null;
  const changes = `${pendingCount} ${pendingCount === 1 ? 'change' : 'changes'}`;
  // The phone has a network but the server does not answer: not the person's fault.
  const problem = browserOnline ? 'Reconnecting…' : 'Offline.';
  const until = browserOnline ? 'once it reconnects' : 'when you are back online';
  return (
    <p
      role="status"
      data-testid="connection-note"
      data-state={state.name}
      data-browser-online={browserOnline}
      className={`${className} rounded-lg px-3 py-2 text-sm ${online ? 'bg-stone-100 text-stone-600' : 'bg-amber-50 text-amber-900'}`}
    >
      {online
        ? `Saving ${changes}...`
        : pendingCount > 0
          ? `${problem} ${changes} will be saved ${until}.`
          : `${problem} You can keep checking off items; they will be saved ${until}.`}
    </p>
  );
}
