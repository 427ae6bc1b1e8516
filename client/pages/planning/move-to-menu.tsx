// "Move to...": the keyboard's and the phone's way to move a meal to another day, a menu
// of the planning window's days (docs/meals-and-planning.md, Moving meals).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { shortDate, weekdayName } from '#domain/time/date-labels.ts';

export function MoveToMenu(props: {
  mealLabel: string;
  days: readonly string[];
  onMove: (date: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const menuID = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      list[(at + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      list[event.key === 'Home' ? 0 : list.length - 1]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuID : undefined}
        aria-label={`Move to... (${props.mealLabel})`}
        onClick={() => setOpen(!open)}
        className="min-h-11 rounded-lg px-2 text-sm text-stone-600 hover:bg-stone-100 hover:text-brand"
      >
        Move to...
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuID}
          role="menu"
          aria-label={`Move ${props.mealLabel} to`}
          onKeyDown={onKeyDown}
          className="mt-1 grid grid-cols-2 gap-1 rounded-lg border border-stone-200 bg-white p-1 shadow-md"
        >
          {props.days.map((day) => (
            <li key={day} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  setOpen(false);
                  props.onMove(day);
                }}
                className="min-h-11 w-full rounded-md px-2 text-left text-sm hover:bg-brand/10 focus:bg-brand/10 focus:outline-none"
              >
                {weekdayName(day)} <span className="text-stone-500">{shortDate(day)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
