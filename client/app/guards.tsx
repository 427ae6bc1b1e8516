import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../components/ui/card.tsx';
import { useSession } from '../session/session.tsx';
import { PendingInvitationGate } from './pending-invitation-gate.tsx';

/** Every non-public page needs a session; others go to /login. */
export function RequireSession() {
  const { status, session } = useSession();
  if (status === 'loading') return <Spinner />;
  if (!session) return <Navigate to="/login" replace />;
  return (
    <PendingInvitationGate session={session}>
      <Outlet />
    </PendingInvitationGate>
  );
}
