// The full list, made for one thumb in a shop: big rows and targets, the add form and the
// navigation at the bottom of a phone's screen, checked items folded away at the end.
import { LoadGate, LoadGateReport } from '#client/components/ui/load-gate.tsx';
import { useQuery } from '@rocicorp/zero/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { queries } from '#domain/zero/queries.ts';
import { groupShoppingItems } from '#domain/shopping/group-shopping-items.ts';
import { AddItemForm } from './add-item-form.tsx';
import { CheckedItems } from './checked-items.tsx';
import { ConnectionNote } from './connection-note.tsx';
import { LostEditToasts } from '#client/offline/outbox/lost-edit-toasts.tsx';
import { itemsToBuy } from '#domain/shopping/list-count.ts';
import { itemsForStore } from '#domain/shopping/stores/store-view.ts';
import { walkOrder } from '#domain/shopping/stores/walk-order.ts';
import { EmptyList } from './empty-list.tsx';
import { GroupByChoice } from './group-by-choice.tsx';
import { StorePicker } from './stores/store-picker.tsx';
import { useStores } from './stores/use-stores.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { LIST_OPTIONS_ID, ListOptionsToggle } from './list-options-toggle.tsx';
import { RemoveAllButton } from './remove-all-button.tsx';
import { PantryButtons } from './pantry/pantry-buttons.tsx';
import { PantryUndoBar } from './pantry/pantry-undo-bar.tsx';
import { ListRowExtras } from './pantry/row-extras.tsx';
import { SendListButton } from './send-list-button.tsx';
import { ShoppingItemRow } from './shopping-item-row.tsx';
import { groupByAtom } from './shopping-ui-state.ts';
import { useShoppingItems } from './use-shopping-list.ts';
import { LoadingNote } from '#client/components/ui/loading-note.tsx';

const PAGE_DEBOUNCE_MS = 500;
/**
 * From this many items a tap's write waits for the tap's frame (shopping-item-row.tsx):
 * re-sorting 300 rows would hold that frame back (bench:tap), re-sorting a family's usual
 * few dozen does not, and writing at once shows the change on other devices a frame sooner
 * (bench:sync; docs/performance.md).
 */
const LONG_LIST_ITEMS = 60;
/** With rows already on the device, the longest the list waits for the server's answer. */
const LIST_WAIT_MS = 1000;

export function ShoppingListPage() {
  const { items, loaded, synced, pendingCount } = useShoppingItems();
  // Keeps the family's departments on this device, so an added item lands in its own at once.
  useQuery(queries.departmentChoices.all());
  const groupBy = useAtomValue(groupByAtom);
  const open = itemsToBuy(items);
  const checked = items.filter((item) => item.is_completed);
  // In a chosen store: its departments in walking order, other stores' items hidden.
  const { chosen } = useStores();
  const groups = groupShoppingItems(
    itemsForStore(open, chosen?.id ?? null),
    groupBy,
    chosen ? walkOrder(chosen.department_order) : undefined,
  );
  const longList = items.length >= LONG_LIST_ITEMS;
  const [optionsOpen, setOptionsOpen] = useState(false);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-3 sm:gap-4">
      {/* One row on a phone: the heading, Refresh and the list's options, folded away so
          that the list itself fills the screen (docs/shopping.md, "Rows on a phone"). */}
      <div className="flex items-center justify-between gap-2 sm:flex-wrap sm:gap-3">
        <h1 className="text-xl font-semibold sm:text-2xl">
          Shopping List <span className="text-stone-500">({open.length})</span>
        </h1>
        <div className="flex items-center gap-2">
          <ListToolbar hasItems={items.length > 0} withSend={false} />
          <ListOptionsToggle open={optionsOpen} onToggle={() => setOptionsOpen(!optionsOpen)} />
        </div>
      </div>
      <div
        id={LIST_OPTIONS_ID}
        className={`${optionsOpen ? 'flex' : 'hidden'} flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 sm:flex sm:gap-4 sm:border-0 sm:bg-transparent sm:p-0`}
      >
        <div className="flex flex-wrap gap-2">
          {open.length > 0 && (
            <SendListButton
              label="Send to Phone"
              sentText="Sent to your phone via text message"
              size="lg"
            />
          )}
          <PantryButtons />
        </div>
        <GroupByChoice />
        <StorePicker />
        {/* The destructive one last, apart from the everyday buttons, and it asks first. */}
        <div className="flex justify-end border-t border-stone-100 pt-3 empty:hidden sm:border-0 sm:pt-0">
          <RemoveAllButton itemIds={items.map((item) => item.id)} />
        </div>
      </div>
      {/* With the options folded, a phone still says which store the list is for. */}
      {chosen && !optionsOpen && (
        <p className="-mt-1 text-sm text-stone-600 sm:hidden">
          At {chosen.name}: its items, in its walking order
        </p>
      )}
      <ConnectionNote pendingCount={pendingCount} />
      <LostEditToasts />
      <PantryUndoBar />
      {/* The rows in one frame, once the server has answered: on a new device an item
          another screen's query brought showed alone first, and the list's own rows then
          arrived above it. Offline at once, and at most a second with rows on the device
          (docs/performance.md, "Nothing moves"). */}
      <LoadGate label="Loading the list..." maxWaitMs={synced > 0 ? LIST_WAIT_MS : undefined}>
        <LoadGateReport ready={loaded} />
        {items.length === 0 && !loaded ? (
          <LoadingNote label="Loading the list..." className="py-12" />
        ) : items.length === 0 ? (
          <EmptyList className="py-12" />
        ) : (
          <div>
            {groups.map((group) => (
              <section key={group.title} className="mb-2 sm:mt-2 sm:mb-4">
                <h2 className="px-1 text-sm font-semibold tracking-wide text-stone-500 uppercase">
                  {group.title} ({group.items.length})
                </h2>
                <ul className="mt-0.5 divide-y divide-stone-100 rounded-xl bg-white px-2 shadow-sm sm:px-3">
                  {group.items.map((item) => (
                    <ShoppingItemRow
                      key={item.id}
                      item={item}
                      deletable
                      large
                      Extra={ListRowExtras}
                      inLongList={longList}
                    />
                  ))}
                </ul>
              </section>
            ))}
            <CheckedItems items={checked} inLongList={longList} />
          </div>
        )}
      </LoadGate>
      {/* Within a thumb's reach on a phone: just above the bottom navigation. */}
      <div className="sticky bottom-16 z-30 -mx-4 border-t border-stone-200 bg-stone-50/95 px-4 py-1.5 backdrop-blur md:static md:order-first md:mx-0 md:border-0 md:bg-transparent md:p-0">
        <AddItemForm debounceMs={PAGE_DEBOUNCE_MS} large />
      </div>
    </div>
  );
}
