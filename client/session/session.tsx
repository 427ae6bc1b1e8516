// Who is signed in, read once from the server and refreshed after sign-in or setup.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiFetch } from '../lib/api.ts';

export type SessionInfo = {
  user_id: string;
  email: string;
  family_id: string | null;
  family_user_id: string | null;
  family_name: string | null;
  first_name: string | null;
};

type SessionState = {
  status: 'loading' | 'ready';
  session: SessionInfo | null;
  refresh: () => Promise<SessionInfo | null>;
};

const SessionContext = createContext<SessionState | null>(null);

/** The signed-in session, or null when there is none or the server cannot be reached. */
async function fetchSession(): Promise<SessionInfo | null> {
  return apiFetch<{ session: SessionInfo | null }>('/auth/current').then(
    (answer) => answer.session,
    () => null,
  );
}

// Asked as soon as the app's code runs: the router first loads the code of the page it
// opens (for a signed-in page, the sync engine too), and the session is not asked for
// until it renders. A new device's dashboard waited about 0.4 s for that on a slow host.
export const startupSession: Promise<SessionInfo | null> = fetchSession();
let firstAnswer: Promise<SessionInfo | null> | null = startupSession;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Pick<SessionState, 'status' | 'session'>>({
    status: 'loading',
    session: null,
  });

  const refresh = useCallback(async () => {
    const session = await fetchSession();
    setState({ status: 'ready', session });
    return session;
  }, []);

  useEffect(() => {
    // The answer asked for at start-up is used once; a provider mounted later asks again.
    const answer = firstAnswer ?? fetchSession();
    firstAnswer = null;
    void answer.then((session) => setState({ status: 'ready', session }));
  }, []);

  return (
    <SessionContext.Provider value={{ ...state, refresh }}>{children}</SessionContext.Provider>
  );
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider');
  return value;
}

/** For pages that only render inside RequireSession. */
export function useSignedInSession(): SessionInfo {
  const { session } = useSession();
  if (!session) throw new Error('This page needs a signed-in session');
  return session;
}
