import { useAtom } from 'jotai';
import { memo, useEffect, useState, type ComponentType, type KeyboardEvent } from 'react';
import { errorMessages } from '#domain/error-messages.ts';
import { useToast, problemToast } from '#client/components/toast/toast-state.ts';
import { Input } from '#client/components/ui/input.tsx';
import { afterNextPaint } from '#client/lib/after-next-paint.ts';
import { loadMoreDepartmentWords } from './more-department-words.ts';
import { editingItemIdAtom } from './shopping-ui-state.ts';
import { useShoppingActions, type ListedShoppingItem } from './use-shopping-list.ts';

// Memoised: a tap changes one row, and a list of 300 must not render 300 (bench:tap). Rows
// keep their identity when unchanged (Zero's views, apply-pending-writes.ts).
export const ShoppingItemRow = memo(function ShoppingItemRow({
  item,
  deletable,
  large,
  inLongList,
  Extra,
}: {
  item: ListedShoppingItem;
  deletable: boolean;
  large?: boolean;
  /** In a long list (the list page's, from LONG_LIST_ITEMS): the write waits for the tap's frame. */
  inLongList?: boolean;
  /** Shown beside the item when it is not being edited (the list page's department select,
   * passed in so that the dashboard's bundle does not carry it): a component, not an
   * element, so that the row's props stay equal from one render to the next. */
  Extra?: ComponentType<{ item: ListedShoppingItem }>;
}) {
  const actions = useShoppingActions();
  const toast = useToast();
  const [editingId, setEditingId] = useAtom(editingItemIdAtom);
  const editing = editingId === item.id;
  const [draft, setDraft] = useState({ name: item.name, quantity: item.quantity ?? '' });
  // A tap shows in the next frame (bench:tap): the row takes the tapped state in the tap's
  // own event. In a long list the write, which re-sorts hundreds of rows, starts once that
  // frame is painted; elsewhere it starts at once, so that other devices see it a frame
  // sooner (bench:sync; docs/performance.md). The data takes over as soon as it agrees, or
  // when the write is refused.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const completed = tapped ?? item.is_completed;
  useEffect(() => {
    if (tapped !== null && item.is_completed === tapped) setTapped(null);
  }, [item.is_completed, tapped]);
  const toggle = (isCompleted: boolean) => {
    setTapped(isCompleted);
    const write = () =>
      void actions
        .setCompleted(item.id, isCompleted, item.department)
        .finally(() => setTapped(null));
    if (inLongList) afterNextPaint(write);
    else write();
  };

  const startEditing = () => {
    loadMoreDepartmentWords();
    setDraft({ name: item.name, quantity: item.quantity ?? '' });
    setEditingId(item.id);
  };

  const save = async () => {
    if (!draft.name.trim()) {
      toast(problemToast('Error', errorMessages.ITEM_NAME_REQUIRED));
      return;
    }
    if (await actions.edit(item.id, draft.name, draft.quantity)) setEditingId(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      setEditingId(null);
    }
  };

  // One line a row on a phone too, 44 px tall for a thumb (docs/accessibility.md): at least
  // 10 items fit on a 390x844 screen. On the list page below 640 px the gaps and the
  // delete button are narrower, so that the name keeps 200 px of a 390 px row
  // (docs/shopping.md, Rows on a phone); from 640 px the rows are roomier.
  const rowLayout = large ? 'min-h-11 gap-1 sm:min-h-14 sm:gap-2' : 'min-h-11 gap-2 md:min-h-10';
  return (
    <li
      className={`flex items-center ${rowLayout}`}
      data-testid="shopping-item"
      data-completed={completed}
    >
      {/* The whole square around the box takes the tap: easier with a thumb. */}
      <label
        className={`-ml-2 flex shrink-0 cursor-pointer items-center justify-center ${large ? 'h-11 w-11 sm:h-12 sm:w-12' : 'h-11 w-11 md:h-9 md:w-9'}`}
      >
        <input
          type="checkbox"
          aria-label={`Mark ${item.name} ${completed ? 'not done' : 'done'}`}
          checked={completed}
          onChange={(e) => toggle(e.target.checked)}
          className={`accent-brand ${large ? 'h-7 w-7' : 'h-5 w-5'}`}
        />
      </label>
      {editing ? (
        <div className="flex min-w-0 flex-1 gap-2">
          <Input
            aria-label="Edit item name"
            autoFocus
            value={draft.name}
            onKeyDown={onKeyDown}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
          <Input
            aria-label="Edit quantity"
            className="w-24 shrink-0"
            value={draft.quantity}
            onKeyDown={onKeyDown}
            onChange={(e) => setDraft({ ...draft, quantity: e.target.value })}
          />
        </div>
      ) : (
        // The row's menu (department, store) is one small button beside the name.
        <div className="flex min-w-0 flex-1 items-center gap-1">
          <button
            type="button"
            onClick={startEditing}
            className={`min-h-11 min-w-0 flex-1 text-left md:min-h-0 ${completed ? 'text-stone-500 line-through' : ''}`}
          >
            {/* Named by what it shows, after "Edit": a name of its own ("Edit Onion") did
                not contain the visible "Onion (1) for Chili", which speech input users say
                (WCAG 2.5.3, docs/accessibility.md). */}
            <span className="sr-only">Edit </span>
            <span data-testid="item-name">{item.name}</span>
            {item.quantity && (
              <>
                {' '}
                <span className="ml-1 whitespace-nowrap text-sm text-stone-500">
                  ({item.quantity})
                </span>
              </>
            )}
            {large && item.dishes.length > 0 && (
              <span className="block text-xs text-stone-500">
                {' '}
                for{' '}
                {item.dishes
                  .map((dish) => dish.name)
                  .sort((a, b) => a.localeCompare(b))
                  .join(', ')}
              </span>
            )}
          </button>
          {Extra && <Extra item={item} />}
        </div>
      )}
      {deletable && !editing && (
        <button
          type="button"
          aria-label={`Delete ${item.name}`}
          onClick={() => void actions.remove(item.id)}
          className={`shrink-0 rounded-lg text-stone-500 hover:bg-red-50 hover:text-red-600 ${large ? 'h-11 w-11 text-2xl sm:h-12 sm:w-12' : 'h-11 w-11 md:h-8 md:w-8'}`}
        >
          ×
        </button>
      )}
    </li>
  );
});
