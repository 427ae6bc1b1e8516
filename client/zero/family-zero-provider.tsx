// One Zero instance per signed-in member and family. Its context must equal what the
// server derives from the session cookie, so it is taken from the server's answer.
import { ZeroProvider } from '@rocicorp/zero/react';
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionInfo } from '../session/session.tsx';
import {
  closeFamilyZero,
  contextOfSession,
  familyZero,
  onFamilyZeroReplaced,
} from './family-zero.ts';

let pendingClose: ReturnType<typeof setTimeout> | undefined;

export function FamilyZeroProvider({
  session,
  children,
}: {
  session: SessionInfo;
  children: ReactNode;
}) {
  const context = useMemo(
    () => contextOfSession(session),
    // The context changes only with who is signed in and to which family.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session.user_id, session.family_id, session.family_user_id],
  );
  const zero = useSyncExternalStore(onFamilyZeroReplaced, () => familyZero(context));
  useEffect(() => {
    // Closed a moment after the provider goes, so that a provider mounted again at once
    // (React's strict mode does that in development) keeps the same instance.
    clearTimeout(pendingClose);
    return () => {
      pendingClose = setTimeout(() => closeFamilyZero(context), 0);
    };
  }, [context]);
  return <ZeroProvider zero={zero}>{children}</ZeroProvider>;
}
