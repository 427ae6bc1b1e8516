import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/card.tsx';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { useSession } from '../session/session.tsx';
import { FamilyZeroProvider } from '../zero/family-zero-provider.tsx';
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

/** Pages of a family: synced data and the navigation. The dashboard runs the spec's
 * own setup check; other pages send a member without a family to /setup. */
export function FamilyShell() {
  const { session } = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace />;
  if (!session.family_id && location.pathname !== '/dashboard')
    return <Navigate to="/setup" replace />;
  return (
    <FamilyZeroProvider session={session}>
      <AppLayout />
    </FamilyZeroProvider>
  );
}
