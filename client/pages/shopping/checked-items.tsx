// Checked items fold away under one heading at the end, so the open ones stay in reach.
import * as Collapsible from '@radix-ui/react-collapsible';
import { useState } from 'react';
import { ShoppingItemRow } from './shopping-item-row.tsx';
import type { ListedShoppingItem } from './use-shopping-list.ts';

export function CheckedItems({
  items,
  inLongList,
}: {
  items: ListedShoppingItem[];
  inLongList: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (items.length === 0) return null;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="mt-6">
      <Collapsible.Trigger className="flex h-12 w-full items-center justify-between rounded-xl px-3 text-left text-sm font-semibold tracking-wide text-stone-500 uppercase hover:bg-stone-100">
        <span>Checked ({items.length})</span>
        <span className="text-xs font-medium normal-case">{open ? 'Hide' : 'Show'}</span>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="mt-1 divide-y divide-stone-100 rounded-xl bg-white px-2 shadow-sm sm:px-3">
          {items.map((item) => (
            <ShoppingItemRow key={item.id} item={item} deletable large inLongList={inLongList} />
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
