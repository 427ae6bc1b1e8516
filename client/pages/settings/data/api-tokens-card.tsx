// Settings → Data: the member's personal API tokens (scripts, MCP clients). The server keeps
// only a hash, so a new token is shown once, right after it is made.
import { useState, type FormEvent } from 'react';
import type { ApiToken, CreatedApiToken } from '#domain/api-tokens/api-token-schemas.ts';
import { DEFAULT_TOKEN_SCOPES, type TokenScope } from '#domain/api-tokens/token-scopes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useLoadOnMount } from '#client/lib/use-load-on-mount.ts';
import { Card } from '#client/components/ui/card.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { ApiError, apiFetch } from '#client/lib/api.ts';
import { ApiTokenScopePicker } from './api-token-scope-picker.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never used');

export function ApiTokensCard() {
  const [tokens, setTokens] = useState<ApiToken[] | null>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>([...DEFAULT_TOKEN_SCOPES]);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [error, setError] = useState<string | null>(null);

  useLoadOnMount<ApiToken[]>('/api-tokens', setTokens, setError, 'Could not load your tokens.');

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const made = await apiFetch<CreatedApiToken>('/api-tokens', {
        method: 'POST',
        body: { name, scopes },
      });
      setCreated(made);
      setName('');
      setScopes([...DEFAULT_TOKEN_SCOPES]);
      setTokens((list) => [...(list ?? []), made]);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not make the token.');
    }
  };

  const revoke = async (token: ApiToken) => {
    setError(null);
    try {
      await apiFetch(`/api-tokens/${token.token_id}`, { method: 'DELETE' });
      setTokens((list) => (list ?? []).filter((t) => t.token_id !== token.token_id));
      if (created?.token_id === token.token_id) setCreated(null);
    } catch {
      setError('Could not revoke the token. Please try again.');
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold">API Tokens</h2>
      <p className="mt-1 mb-4 text-sm text-stone-600">
        A token lets a script or an AI app (through MCP at <code>/api/mcp</code>) act as you in this
        family, within the scopes you give it. Anyone with it can, so keep it private and revoke
        what you no longer use.
      </p>
      {created && (
        <div className="mb-4 space-y-1 text-sm" data-testid="new-api-token">
          <code className="block rounded bg-stone-100 p-2 break-all">{created.token}</code>
          <p className="text-stone-600">
            Copy this token now: for your safety it is shown only once.
          </p>
        </div>
      )}
      {tokens && tokens.length > 0 && (
        <ul className="mb-4 divide-y divide-stone-200" aria-label="Your API tokens">
          {tokens.map((token) => (
            <li key={token.token_id} className="flex items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">{token.name}</p>
                <p className="text-stone-600" data-testid="api-token-scopes">
                  May: {token.scopes.join(', ')}
                </p>
                <p className="text-stone-600">Last used: {when(token.last_used_at)}</p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => void revoke(token)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void create(event)}>
        <ApiTokenScopePicker scopes={scopes} onChange={setScopes} />
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <Label htmlFor="api-token-name">Token name</Label>
            <Input
              id="api-token-name"
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. Claude Desktop"
            />
          </div>
          <Button type="submit" disabled={!tokens || !name.trim() || scopes.length === 0}>
            Create Token
          </Button>
        </div>
      </form>
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
    </Card>
  );
}
