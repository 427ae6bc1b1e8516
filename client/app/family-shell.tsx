import { Navigate, useLocation } from 'react-router';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { useSession } from '../session/session.tsx';
import { FamilyZeroProvider } from '../zero/family-zero-provider.tsx';
import { usePendingShare } from '../pages/share/use-pending-share.ts';

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
