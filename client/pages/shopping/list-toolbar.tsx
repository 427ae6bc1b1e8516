import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/toast/toast-state.ts';
import { apiFetch } from '../../lib/api.ts';
import { useShoppingActions } from './use-shopping-list.ts';

/** Refresh re-reads the list from the server; 'All' removes every item after a confirm. */
export function ListToolbar({ hasItems }: { hasItems: boolean }) {
  const actions = useShoppingActions();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await apiFetch('/shopping-items');
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to load shopping items',
        variant: 'destructive',
      });
    } finally {
      setRefreshing(false);
    }
  };

  const removeAll = () => {
    if (window.confirm('Remove all items from the shopping list?')) void actions.removeAll();
  };

  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={refresh} disabled={refreshing}>
        {refreshing ? 'Refreshing...' : 'Refresh'}
      </Button>
      {hasItems && (
        <Button variant="secondary" size="sm" onClick={removeAll}>
          All
        </Button>
      )}
    </div>
  );
}
