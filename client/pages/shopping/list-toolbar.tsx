import { Button } from '#client/components/ui/button.tsx';
import { SendListButton } from './send-list-button.tsx';
import { useRefreshFromMeals } from './use-refresh-from-meals.ts';
import { useShoppingActions } from './use-shopping-list.ts';

/** Refresh adds what the planned meals need; 'Remove all' (the spec's 'All') removes every
 * item after a confirm;
 * 'Send' texts the list to the member's phone (the page has its own 'Send to Phone'). */
export function ListToolbar({ itemIds, withSend }: { itemIds: string[]; withSend: boolean }) {
  const actions = useShoppingActions();
  const { refresh, refreshing } = useRefreshFromMeals();

  const removeAll = () => {
    if (window.confirm('Remove all items from the shopping list?')) void actions.removeAll(itemIds);
  };

  const hasItems = itemIds.length > 0;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={refresh} disabled={refreshing}>
        {refreshing ? 'Refreshing...' : 'Refresh'}
      </Button>
      {hasItems && (
        // 'All' removes every item, open and checked: its name and hint say so.
        <Button
          variant="secondary"
          size="sm"
          onClick={removeAll}
          aria-label="Remove all items"
          title="Removes every item on the list, open and checked"
        >
          Remove all
        </Button>
      )}
      {hasItems && withSend && (
        <SendListButton label="Send" sentText="Shopping list sent via SMS" />
      )}
    </div>
  );
}
