// The sign-in outcome (docs/spec.md §4): once signed in, an invitation stored as
// pending_invitation is removed and accepted before any signed-in page shows. Success
// goes to the dashboard of the new family; failure goes back to the invitation page.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../components/toast/toast-state.ts';
import { Spinner } from '../components/ui/card.tsx';
import { acceptInvitation } from '../session/accept-invitation.ts';
import { pendingInvitation, takePendingInvitation } from '../session/session-storage-keys.ts';
import { useSession, type SessionInfo } from '../session/session.tsx';

// One attempt per token, even when React runs the effect twice.
const attempts = new Map<string, Promise<boolean>>();

export function PendingInvitationGate({
  session,
  children,
}: {
  session: SessionInfo;
  children: ReactNode;
}) {
  const [token, setToken] = useState(pendingInvitation);
  const { refresh } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const latest = useRef({ userID: session.user_id, refresh, navigate, toast });
  latest.current = { userID: session.user_id, refresh, navigate, toast };

  useEffect(() => {
    if (!token) return;
    takePendingInvitation();
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = acceptInvitation(token, latest.current.userID, latest.current.toast);
      attempts.set(token, attempt);
    }
    let cancelled = false;
    void attempt.then(async (joined) => {
      if (cancelled) return;
      if (!joined) {
        latest.current.navigate(`/invite/${token}`, { replace: true });
        return;
      }
      await latest.current.refresh();
      latest.current.navigate('/dashboard', { replace: true, state: { firstVisit: true } });
      setToken(null);
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (token) return <Spinner label="Joining..." />;
  return <>{children}</>;
}
