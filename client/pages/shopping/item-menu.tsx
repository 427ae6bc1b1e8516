// One small button per row (docs/shopping.md, "The list in the shop"): it opens a menu to
// move the item to another department, or to mark it for one store only, and on a phone
// "We have it" for a line from meals. A row stays one
// line on a phone; the menu is reached by keyboard too (Tab, arrows, Escape).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DEPARTMENTS } from '#domain/shopping/department.ts';
import { MENU_OPTION } from './menu-option.ts';
import { WeHaveItOption } from './pantry/we-have-it-option.tsx';
import { useStores } from './stores/use-stores.ts';
import { useShoppingActions, type ListedShoppingItem } from './use-shopping-list.ts';

// Only a marked row and an open menu read the stores: a list of 300 rows holds no 300
// subscriptions (bench:tap, docs/performance.md).
function StoreMark({ storeId }: { storeId: string }) {
  const { stores } = useStores();
  const store = stores.find((candidate) => candidate.id === storeId);
  if (!store) return null;
  return (
    <span className="max-w-20 truncate rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
      {store.name} only
    </span>
  );
}

function StoreOptions({
  item,
  choose,
}: {
  item: ListedShoppingItem;
  choose: (write: () => void) => void;
}) {
  const actions = useShoppingActions();
  const { stores } = useStores();
  if (stores.length === 0) return null;
  return (
    <>
      <p className="px-3 pt-2 text-xs font-semibold text-stone-500 uppercase">Buy at</p>
      <button
        type="button"
        role="menuitemradio"
        aria-checked={!item.store_id}
        className={MENU_OPTION}
        onClick={() => choose(() => void actions.setItemStore(item.id, null))}
      >
        Any store
      </button>
      {stores.map((store) => (
        <button
          key={store.id}
          type="button"
          role="menuitemradio"
          aria-checked={item.store_id === store.id}
          className={MENU_OPTION}
          onClick={() => choose(() => void actions.setItemStore(item.id, store.id))}
        >
          {store.name} only
        </button>
      ))}
    </>
  );
}

/** The menu's options that are shown: an option only for phones is hidden from 640 px. */
const menuOptions = (box: HTMLElement | null) =>
  [...(box?.querySelectorAll<HTMLElement>('[role^=menuitem]') ?? [])].filter(
    (option) => option.getClientRects().length > 0,
  );

export function ItemMenu({ item }: { item: ListedShoppingItem }) {
  const actions = useShoppingActions();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const options = () => menuOptions(box.current);
    (options().find((el) => el.getAttribute('aria-checked') === 'true') ?? options()[0])?.focus();
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const options = menuOptions(box.current);
    const at = options.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (step) {
      event.preventDefault();
      options[(at + step + options.length) % options.length]?.focus();
    }
  };
  const choose = (write: () => void) => {
    close();
    write();
  };

  return (
    <div ref={box} className="relative flex shrink-0 items-center gap-1" onKeyDown={onKeyDown}>
      {item.store_id && <StoreMark storeId={item.store_id} />}
      <button
        ref={trigger}
        type="button"
        aria-label={`Department of ${item.name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex h-11 w-11 items-center justify-center rounded-lg text-xl text-stone-500 hover:bg-stone-100"
      >
        ⋯
      </button>
      {open && (
        <div
          role="menu"
          aria-label={`Move ${item.name}`}
          className="absolute top-12 right-0 z-40 max-h-[60vh] w-56 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
        >
          <WeHaveItOption item={item} choose={choose} />
          <p className="px-3 pt-1 text-xs font-semibold text-stone-500 uppercase">Department</p>
          {DEPARTMENTS.map((department) => (
            <button
              key={department}
              type="button"
              role="menuitemradio"
              aria-checked={item.department === department}
              className={MENU_OPTION}
              onClick={() =>
                choose(() => {
                  if (department !== item.department)
                    void actions.setDepartment(item.id, department);
                })
              }
            >
              {department}
            </button>
          ))}
          <StoreOptions item={item} choose={choose} />
        </div>
      )}
    </div>
  );
}
