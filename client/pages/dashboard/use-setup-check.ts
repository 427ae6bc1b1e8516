// The dashboard's setup check (docs/spec.md §4): 200 → /setup, 204 → dashboard; any other
// status, an error or 10 s without an answer lets the dashboard proceed. A session that
// already names the member's family (read from the server as the page opened) is that
// answer: asking again cost a new device a round trip before the dashboard could render.
import { useEffect, useState } from 'react';
import { apiStatus } from '#client/lib/api.ts';

export const SETUP_CHECK_TIMEOUT_MS = 10_000;

export function useSetupCheck(hasFamily: boolean): 'checking' | 'needs-setup' | 'done' {
  const [state, setState] = useState<'checking' | 'needs-setup' | 'done'>(
    hasFamily ? 'done' : 'checking',
  );
  useEffect(() => {
    if (hasFamily) return;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SETUP_CHECK_TIMEOUT_MS);
    apiStatus('/family/setup', controller.signal)
      .then((status) => setState(status === 200 ? 'needs-setup' : 'done'))
      .catch((error) => {
        console.warn('Setup check failed; showing the dashboard', error);
        setState('done');
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [hasFamily]);
  return state;
}
