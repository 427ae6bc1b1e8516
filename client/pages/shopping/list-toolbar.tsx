import { Button } from '#client/components/ui/button.tsx';
import { SendListButton } from './send-list-button.tsx';
import { useRefreshFromMeals } from './use-refresh-from-meals.ts';

/** The everyday buttons: Refresh adds what the planned meals need; 'Send' texts the list to
 * the member's phone (the page has its own 'Send to Phone'). 'Remove all' is kept apart from
 * them (remove-all-button.tsx). */
export function ListToolbar({ hasItems, withSend }: { hasItems: boolean; withSend: boolean }) {
  const { refresh, refreshing } = useRefreshFromMeals();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={refresh} disabled={refreshing}>
        {refreshing ? 'Refreshing...' : 'Refresh'}
      </Button>
      {hasItems && withSend && (
        <SendListButton label="Send" sentText="Shopping list sent via SMS" />
      )}
    </div>
  );
}
