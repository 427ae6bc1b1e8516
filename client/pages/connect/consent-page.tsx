// /connect/:request: an assistant asks to connect to this family's planner through MCP
// (docs/data-and-api.md "Connecting an assistant"). The signed-in member sees the app's
// name and where the answer goes, chooses what it may do, and allows or denies; either way
// the browser goes back to the app. Not signed in: sign in first, then back here.
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { ConsentAnswer, ConsentRequest } from '#domain/api-tokens/mcp-connection-schemas.ts';
import type { TokenScope } from '#domain/api-tokens/token-scopes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/card.tsx';
import { ApiError, apiFetch } from '#client/lib/api.ts';
import { useSession } from '#client/session/session.tsx';
import { rememberAfterSignIn } from '#client/session/session-storage-keys.ts';
import { ApiTokenScopePicker } from '../settings/data/api-token-scope-picker.tsx';
import { AuthCard, FormError } from '../auth/auth-card.tsx';

const GONE = 'This sign-in request has expired or was already answered. Start again from the app.';

export function ConsentPage() {
  const { status, session } = useSession();
  const location = useLocation();
  const requestID = useParams().request ?? '';
  const [request, setRequest] = useState<ConsentRequest | null>(null);
  const [scopes, setScopes] = useState<TokenScope[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const member = Boolean(session?.family_id);

  useEffect(() => {
    if (!member) return;
    const controller = new AbortController();
    apiFetch<ConsentRequest>(`/oauth/requests/${requestID}`, { signal: controller.signal })
      .then((found) => {
        setRequest(found);
        setScopes(found.requested_scopes.length > 0 ? found.requested_scopes : ['read']);
      })
      .catch((e: Error) => {
        if (e.name !== 'AbortError')
          setProblem(e instanceof ApiError && e.status === 404 ? GONE : 'Please try again later.');
      });
    return () => controller.abort();
  }, [member, requestID]);

  const signedOut = status === 'ready' && !session;
  useEffect(() => {
    if (signedOut) rememberAfterSignIn(location.pathname);
  }, [signedOut, location.pathname]);

  if (status === 'loading') return <Spinner />;
  if (!session) return <Navigate to="/login" replace />;

  const answer = async (action: 'approve' | 'deny') => {
    setBusy(true);
    setProblem(null);
    try {
      const next = await apiFetch<ConsentAnswer>(`/oauth/requests/${requestID}/${action}`, {
        method: 'POST',
        body: action === 'approve' ? { scopes } : {},
      });
      window.location.assign(next.redirect_to);
    } catch (e) {
      setBusy(false);
      setProblem(e instanceof ApiError && e.status === 404 ? GONE : 'Please try again later.');
    }
  };

  return (
    <AuthCard title="Connect an assistant">
      {!member && (
        <p className="text-sm">Set up your family first, then start again from the app.</p>
      )}
      {member && !request && !problem && <Spinner />}
      {request && (
        <div className="space-y-4 text-sm">
          <p>
            <strong className="break-words">{request.client_name}</strong> wants to use your
            family&apos;s planner as you, {session.first_name ?? session.email}, in{' '}
            {session.family_name}. Your answer goes to <code>{request.redirect_host}</code>.
          </p>
          <ApiTokenScopePicker scopes={scopes} onChange={setScopes} holder="assistant" />
          {!scopes.includes('read') && (
            <p className="text-stone-600">An assistant needs read to connect.</p>
          )}
          <p className="text-stone-600">
            You can end this connection at any time in Settings → Data.
          </p>
          <div className="flex gap-2">
            <Button
              className="flex-1"
              disabled={busy || !scopes.includes('read')}
              onClick={() => void answer('approve')}
            >
              Allow
            </Button>
            <Button
              className="flex-1"
              variant="secondary"
              disabled={busy}
              onClick={() => void answer('deny')}
            >
              Deny
            </Button>
          </div>
        </div>
      )}
      <FormError message={problem} />
    </AuthCard>
  );
}
