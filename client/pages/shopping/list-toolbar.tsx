import { Button } from '../../components/ui/button.tsx';
import { useServerRefresh } from '../../lib/use-server-refresh.ts';
import { useShoppingActions } from './use-shopping-list.ts';

/** Refresh re-reads the list from the server; 'All' removes every item after a confirm. */
export function ListToolbar({ hasItems }: { hasItems: boolean }) {
  const actions = useShoppingActions();
  const { refresh, refreshing } = useServerRefresh('/shopping-items', {
    title: 'Error',
    description: 'Failed to load shopping items',
  });

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
