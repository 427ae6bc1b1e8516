// An empty list says so and offers to fill it from the plan: the refresh from meals,
// in plain sight instead of behind 'Refresh' (docs/shopping.md).
import { Button } from '#client/components/ui/button.tsx';
import { useRefreshFromMeals } from './use-refresh-from-meals.ts';

export function EmptyList({ className = '' }: { className?: string }) {
  const { refresh, refreshing } = useRefreshFromMeals();
  return (
    <div className={`flex flex-col items-center gap-3 text-center ${className}`}>
      <p className="text-stone-500">No items in your shopping list</p>
      <Button onClick={() => void refresh()} disabled={refreshing} className="min-h-11">
        {refreshing ? 'Adding...' : 'Add what this week’s meals need'}
      </Button>
    </div>
  );
}
