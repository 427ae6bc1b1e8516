// Settings → Data: the assistants the member connected by signing in (docs/data-and-api.md
// "Connecting an assistant"), each with what it may do and when it last called; Revoke ends
// its tokens at once.
import { useState } from 'react';
import type { McpConnection } from '#domain/api-tokens/mcp-connection-schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { apiFetch } from '#client/lib/api.ts';
import { useLoadOnMount } from '#client/lib/use-load-on-mount.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never used');

export function McpConnectionsCard() {
  const [connections, setConnections] = useState<McpConnection[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useLoadOnMount<McpConnection[]>(
    '/oauth/connections',
    setConnections,
    setError,
    'Could not load your connected assistants.',
  );

  const revoke = async (connection: McpConnection) => {
    setError(null);
    try {
      await apiFetch(`/oauth/connections/${connection.connection_id}`, { method: 'DELETE' });
      setConnections((list) =>
        (list ?? []).filter((c) => c.connection_id !== connection.connection_id),
      );
    } catch {
      setError('Could not revoke the connection. Please try again.');
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">Connected Assistants</h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">
        An AI app connects by signing in: give it the address <code>/api/mcp</code> of this server,
        and it opens a page here where you choose what it may do.
      </p>
      {connections && connections.length === 0 && (
        <p className="text-sm text-stone-600">No assistant is connected.</p>
      )}
      {connections && connections.length > 0 && (
        <ul className="divide-y divide-stone-200" aria-label="Your connected assistants">
          {connections.map((connection) => (
            <li
              key={connection.connection_id}
              className="flex items-center justify-between gap-2 py-2"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">{connection.client_name}</p>
                <p className="text-stone-600">May: {connection.scopes.join(', ')}</p>
                <p className="text-stone-600">Last used: {when(connection.last_used_at)}</p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => void revoke(connection)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </Card>
  );
}
