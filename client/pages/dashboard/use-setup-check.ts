// The dashboard's setup check (spec §4): 200 → /setup, 204 → dashboard; any other
// status, an error or 10 s without an answer lets the dashboard proceed.
import { useEffect, useState } from 'react';
import { apiStatus } from '../../lib/api.ts';

export const SETUP_CHECK_TIMEOUT_MS = 10_000;

export function useSetupCheck(): 'checking' | 'needs-setup' | 'done' {
  const [state, setState] = useState<'checking' | 'needs-setup' | 'done'>('checking');
  useEffect(() => {
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
  }, []);
  return state;
}
