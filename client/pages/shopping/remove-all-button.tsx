// 'Remove all' (the spec's 'All'): kept apart from the everyday buttons (Refresh, Send) and
// asking first in a dialog, whose code loads only when it opens (page weight,
// docs/performance.md).
import { useState } from 'react';
import { lazyComponent } from '#client/components/lazy-component.tsx';
import { useShoppingActions } from './use-shopping-list.ts';

const RemoveAllDialog = lazyComponent(() =>
  import('./remove-all-dialog.tsx').then((module) => module.RemoveAllDialog),
);

export function RemoveAllButton({
  itemIds,
  className = '',
}: {
  itemIds: string[];
  className?: string;
}) {
  const actions = useShoppingActions();
  const [asking, setAsking] = useState(false);
  if (itemIds.length === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        title="Removes every item on the list, open and checked"
        className={`inline-flex min-h-11 items-center rounded-lg border border-red-200 bg-white px-3 text-sm font-medium text-red-700 hover:bg-red-50 md:h-8 md:min-h-0 ${className}`}
      >
        Remove all items…
      </button>
      {asking && (
        <RemoveAllDialog
          count={itemIds.length}
          onClose={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void actions.removeAll(itemIds);
          }}
        />
      )}
    </>
  );
}
