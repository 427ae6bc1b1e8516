// The Refresh buttons: the lists are live already, so Refresh asks the server for its
// copy to prove it is reachable, and shows the spec's error toast when it is not.
import { useState } from 'react';
import { useToast, type ToastInput } from '../components/toast/toast-state.ts';
import { apiFetch } from './api.ts';

export function useServerRefresh(path: string, failure: Omit<ToastInput, 'variant'>) {
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await apiFetch(path);
    } catch {
      toast({ ...failure, variant: 'destructive' });
    } finally {
      setRefreshing(false);
    }
  };
  return { refresh, refreshing };
}
