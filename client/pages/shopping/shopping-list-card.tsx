import { useEffect } from 'react';
import { Link } from 'react-router';
import { prefetchShopPages } from '#client/app/family-page-modules.ts';
import { openFirst } from '#domain/shopping/group-shopping-items.ts';
import { Card } from '#client/components/ui/card.tsx';
import { useLoadGate } from '#client/components/ui/load-gate.tsx';
import { LoadingNote } from '#client/components/ui/loading-note.tsx';
import { itemsToBuy } from '#domain/shopping/list-count.ts';
import { AddItemForm } from './add-item-form.tsx';
import { EmptyList } from './empty-list.tsx';
import { ConnectionNote } from './connection-note.tsx';
import { LostEditToasts } from '#client/offline/outbox/lost-edit-toasts.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { RemoveAllButton } from './remove-all-button.tsx';
import { ShoppingItemRow } from './shopping-item-row.tsx';
import { useShoppingItems } from './use-shopping-list.ts';

const DASHBOARD_DEBOUNCE_MS = 300;
// The card shows the first few items and links to the page for the rest, so a long
// list does not stretch the dashboard (44 items made a 2,400 px page).
export const CARD_ITEM_LIMIT = 8;

export function ShoppingListCard() {
  const { items, loaded, pendingCount } = useShoppingItems();
  const shown = openFirst(items).slice(0, CARD_ITEM_LIMIT);
  // One count on the card, the one the heading, the list page and the text message use:
  // what is left to buy (list-count.ts). Checked items are the list page's, under 'Checked'.
  const toBuy = itemsToBuy(items).length;
  const shownToBuy = itemsToBuy(shown).length;
  useLoadGate(loaded || items.length > 0);
  // From the dashboard a phone goes to the shop: once the list has its first complete
  // answer, the list page's code is loaded while the page is idle, so that it opens
  // without signal (its own chunks are mostly this card's already).
  useEffect(() => {
    if (loaded) prefetchShopPages();
  }, [loaded]);
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          <Link to="/shopping-list" className="hover:underline">
            Shopping List ({toBuy} items)
          </Link>
        </h2>
        <ListToolbar hasItems={items.length > 0} withSend />
      </div>
      <ConnectionNote pendingCount={pendingCount} className="mb-3 block" />
      <LostEditToasts />
      <AddItemForm debounceMs={DASHBOARD_DEBOUNCE_MS} />
      {items.length === 0 && !loaded ? (
        <LoadingNote label="Loading the list..." className="py-6" />
      ) : items.length === 0 ? (
        <EmptyList className="py-6" />
      ) : (
        <>
          <ul className="mt-3 divide-y divide-stone-100">
            {shown.map((item) => (
              <ShoppingItemRow key={item.id} item={item} deletable={false} />
            ))}
          </ul>
          {items.length > shown.length && (
            <Link
              to="/shopping-list"
              className="mt-2 block rounded-lg py-2 text-center text-sm font-medium text-brand hover:bg-stone-50"
            >
              {toBuy > shownToBuy ? `Show all ${toBuy} items` : 'Show the whole list'}
            </Link>
          )}
        </>
      )}
      <div className="mt-3 flex justify-end border-t border-stone-100 pt-3 empty:hidden">
        <RemoveAllButton itemIds={items.map((item) => item.id)} />
      </div>
    </Card>
  );
}
