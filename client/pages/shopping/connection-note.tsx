// Says when the list is offline (no network) or reconnecting (the server does not answer),
// and that checking off still works and will be saved.
import { useConnectionState } from '@rocicorp/zero/react';
import { useBrowserOnline } from '#client/health/use-browser-online.ts';
import { connectionFailed } from '#client/zero/connection-failed.ts';

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
  // Saving while online comes and goes with every write, for a moment or, on a slow phone,
  // for seconds: it floats over the page instead of pushing it down, so a row does not move
  // away from the finger about to drag or tap it (docs/shopping.md, Stores in walking
  // order). Touches go through it. Offline or reconnecting stays in the page: it lasts.
  if (online) {
    return (
      <p
        role="status"
        data-testid="connection-note"
        data-state={state.name}
        data-browser-online={browserOnline}
        className="pointer-events-none fixed bottom-20 left-1/2 z-40 max-w-[90vw] -translate-x-1/2 truncate rounded-full bg-stone-800 px-3 py-1 text-sm text-white shadow md:bottom-6"
      >
        {`Saving ${changes}...`}
      </p>
    );
  }
  // The phone has a network but the server does not answer: not the person's fault.
  const problem = browserOnline ? 'Reconnecting…' : 'Offline.';
  const until = browserOnline ? 'once it reconnects' : 'when you are back online';
  return (
    <p
      role="status"
      data-testid="connection-note"
      data-state={state.name}
      data-browser-online={browserOnline}
      className={`${className} rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900`}
    >
      {pendingCount > 0
        ? `${problem} ${changes} will be saved ${until}.`
        : `${problem} You can keep checking off items; they will be saved ${until}.`}
    </p>
  );
}
