// One Zero instance per signed-in member and family. Its context must equal what the
// server derives from the session cookie, so it is taken from the server's answer.
import { ZeroProvider } from '@rocicorp/zero/react';
import { useMemo, type ReactNode } from 'react';
import type { AuthContext } from '../../domain/auth-context.ts';
import { mutators } from '../../domain/zero/mutators.ts';
import { schema } from '../../schema.ts';
import type { SessionInfo } from '../session/session.tsx';
import { reconnectAfterErrors } from './reconnect-after-error.ts';

export const SYNC_URL = `${window.location.origin}/sync`;

export function FamilyZeroProvider({
  session,
  children,
}: {
  session: SessionInfo;
  children: ReactNode;
}) {
  const context = useMemo<AuthContext>(
    () => ({
      userID: session.user_id,
      familyID: session.family_id,
      familyUserID: session.family_user_id,
    }),
    [session.user_id, session.family_id, session.family_user_id],
  );
  return (
    <ZeroProvider
      key={`${context.userID}:${context.familyID ?? ''}`}
      schema={schema}
      mutators={mutators}
      userID={context.userID}
      context={context}
      cacheURL={SYNC_URL}
      kvStore="idb"
      init={reconnectAfterErrors}
    >
      {children}
    </ZeroProvider>
  );
}
