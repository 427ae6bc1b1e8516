// Signed-in pages: top navigation (bottom bar on small screens) around the page.
import { NavLink, Outlet } from 'react-router';
import { useActivityHealthPing } from '#client/health/use-activity-health-ping.ts';
import { useSignOut } from '#client/session/use-sign-out.ts';
import { TimerIndicator } from '#client/timers/timer-indicator.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { NAV_ITEMS } from './nav-items.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand/10 text-brand' : 'text-stone-600 hover:bg-stone-100'}`;

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
                <item.icon aria-hidden className="hidden h-4 w-4 xl:block" />
                {item.label}
              </NavLink>
            ))}
          </div>
          <button
            type="button"
            onClick={signOut}
            className="ml-auto hidden rounded-lg px-3 py-2 text-sm font-medium text-stone-600 hover:bg-stone-100 md:block"
          >
            Sign Out
          </button>
        </nav>
      </header>
      {/* In the flow under the header, so a running timer covers nothing. The live query is
          here; the bar's code loads only once there is a timer (timer-indicator.tsx). */}
      <TimerIndicator />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <Outlet />
      </main>
      <BottomBar onSignOut={signOut} />
    </div>
  );
}
