// Signed-in pages: top navigation (bottom bar on small screens) around the page.
import { NavLink, Outlet } from 'react-router';
import { useActivityHealthPing } from '../../health/use-activity-health-ping.ts';
import { useSignOut } from '../../session/use-sign-out.ts';
import { NAV_ITEMS } from './nav-items.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand/10 text-brand' : 'text-stone-600 hover:bg-stone-100'}`;

export function AppLayout() {
  useActivityHealthPing();
  const signOut = useSignOut();
  return (
    <div className="min-h-screen pb-20 md:pb-0">
      <header className="border-b border-stone-200 bg-white">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-3">
          <span className="mr-4 font-bold text-brand">Family Dinner Planner</span>
          <div className="hidden gap-1 md:flex">
            {NAV_ITEMS.map((item) => (
              <NavLink key={item.to} to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            ))}
          </div>
          <button
            type="button"
            onClick={signOut}
            className="ml-auto rounded-lg px-3 py-2 text-sm font-medium text-stone-600 hover:bg-stone-100"
          >
            Sign Out
          </button>
        </nav>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
      <nav
        aria-label="Bottom"
        className="fixed inset-x-0 bottom-0 z-40 flex border-t border-stone-200 bg-white md:hidden"
      >
        {NAV_ITEMS.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            className={({ isActive }) =>
              `flex flex-1 flex-col items-center py-2 text-xs ${isActive ? 'text-brand' : 'text-stone-600'}`
            }
          >
            <span aria-hidden className="text-xl">
              {item.icon}
            </span>
            {item.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
