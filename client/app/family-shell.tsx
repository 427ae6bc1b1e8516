import { Navigate, useLocation } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { startupSession, useSession } from '../session/session.tsx';
import { FamilyZeroProvider } from '../zero/family-zero-provider.tsx';
import { usePendingShare } from '../pages/share/use-pending-share.ts';
import { contextOfSession, familyZero } from '../zero/family-zero.ts';

// Zero starts as soon as this code and the page's first session answer are here, while
// the page's own code still loads and React renders: on a cold dashboard the socket and
// the first sync no longer wait for the first render (docs/performance.md).
void startupSession.then((session) => {
  if (session?.family_id) familyZero(contextOfSession(session));
});

/** Pages of a family: synced data and the navigation. The dashboard runs the spec's
 * own setup check; other pages send a member without a family to /setup. */
export function FamilyShell() {
  const { session } = useSession();
  const location = useLocation();
  usePendingShare(Boolean(session?.family_id));
  if (!session) return <Navigate to="/login" replace />;
  if (!session.family_id && location.pathname !== '/dashboard')
    return <Navigate to="/setup" replace />;
  return (
    <FamilyZeroProvider session={session}>
      <AppLayout />
    </FamilyZeroProvider>
  );
}
