// The phone's navigation: four places and a More menu for the rest (a bar of seven was
// too crowded to tap). Hidden from md up, where the top bar shows every link.
import { Ellipsis, LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { NAV_ITEMS } from './nav-items.ts';

const barLink = ({ isActive }: { isActive: boolean }) =>
  `flex flex-1 flex-col items-center gap-0.5 py-2 text-xs ${isActive ? 'text-brand' : 'text-stone-600'}`;

export function BottomBar({ onSignOut }: { onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const more = NAV_ITEMS.filter((item) => !item.onPhoneBar);
  const moreActive = more.some((item) => pathname.startsWith(item.to));

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !menu.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <nav
      aria-label="Bottom"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white md:hidden"
    >
      <div ref={menu} className="flex">
        {NAV_ITEMS.filter((item) => item.onPhoneBar).map((item) => (
          <NavLink key={item.to} to={item.to} className={barLink}>
            <item.icon aria-hidden className="h-6 w-6" />
            {item.label}
          </NavLink>
        ))}
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className={barLink({ isActive: moreActive || open })}
        >
          <Ellipsis aria-hidden className="h-6 w-6" />
          More
        </button>
        {open && (
          <div
            role="menu"
            aria-label="More"
            className="absolute right-2 bottom-full mb-2 w-48 rounded-xl border border-stone-200 bg-white py-1 shadow-lg"
          >
            {more.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                role="menuitem"
                className={({ isActive }) =>
                  `flex items-center gap-3 px-4 py-3 ${isActive ? 'text-brand' : 'text-stone-700'} hover:bg-stone-100`
                }
              >
                <item.icon aria-hidden className="h-5 w-5" />
                {item.label}
              </NavLink>
            ))}
            <button
              type="button"
              role="menuitem"
              onClick={onSignOut}
              className="flex w-full items-center gap-3 border-t border-stone-100 px-4 py-3 text-left text-stone-700 hover:bg-stone-100"
            >
              <LogOut aria-hidden className="h-5 w-5" />
              Sign Out
            </button>
          </div>
        )}
      </div>
    </nav>
  );
}
