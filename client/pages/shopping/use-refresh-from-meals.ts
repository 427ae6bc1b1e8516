// The list's Refresh: puts the ingredients of the coming week's planned meals on the list.
import { useState } from 'react';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { apiFetch } from '#client/lib/api.ts';

export function useRefreshFromMeals() {
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await apiFetch('/shopping-items/refresh-via-meals', { method: 'POST' });
      toast({ title: 'List Refreshed', description: 'Shopping list updated from meal plans' });
    } catch {
      toast(problemToast('Error', 'Failed to refresh shopping list'));
    } finally {
      setRefreshing(false);
    }
  };
  return { refresh, refreshing };
}
