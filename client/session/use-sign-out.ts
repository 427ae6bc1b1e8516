// Signing out, from the app's navigation and from pages outside it (family setup).
import { dropAllDatabases } from '@rocicorp/zero';
import { useNavigate } from 'react-router';
import { useToast, problemToast } from '../components/toast/toast-state.ts';
import { apiFetch } from '../lib/api.ts';
import { useSession } from './session.tsx';

export function useSignOut() {
  const navigate = useNavigate();
  const toast = useToast();
  const { refresh } = useSession();
  return async () => {
    try {
      await apiFetch('/auth/logout', { method: 'POST' });
      // Leave the guarded page first (the landing page is loaded on demand, so wait for
      // it), or the guard would send us to /login instead.
      await navigate('/');
      await refresh();
      toast({ title: 'Signed out successfully' });
      // The family's rows stay in this browser's IndexedDB otherwise. Without the session,
      // Zero has closed; a database still open is dropped once it closes.
      await dropAllDatabases().catch(() => {});
    } catch {
      toast(problemToast('Error signing out', 'An error occurred'));
    }
  };
}
