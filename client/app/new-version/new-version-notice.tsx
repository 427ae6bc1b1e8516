// "A new version is ready": Reload loads it now; a page nobody is using loads it by itself,
// when it is hidden or has had no input for a while. Changes waiting to be saved are in the
// family's outbox in localStorage (client/offline/outbox/), so a reload loses none; what a
// reload would lose, an open dialog or a field being typed in, keeps the page as it is.
import { useEffect } from 'react';

const IDLE_MS = 2 * 60_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

function reloadWouldLoseWork(): boolean {
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
  const active = document.activeElement;
  return (
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement ||
    (active instanceof HTMLInputElement && active.value !== '') ||
    (active instanceof HTMLElement && active.isContentEditable)
  );
}

const reload = () => window.location.reload();

function useReloadWhenUnattended() {
  useEffect(() => {
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const reloadIfSafe = () => {
      if (!reloadWouldLoseWork()) reload();
    };
    const restartIdle = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(reloadIfSafe, IDLE_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') reloadIfSafe();
    };
    restartIdle();
    document.addEventListener('visibilitychange', onVisibility);
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, restartIdle, { passive: true });
    return () => {
      clearTimeout(idleTimer);
      document.removeEventListener('visibilitychange', onVisibility);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restartIdle);
    };
  }, []);
}

export function NewVersionNotice() {
  useReloadWhenUnattended();
  return (
    <div
      role="status"
      className="fixed top-3 left-1/2 z-50 flex max-w-[92vw] -translate-x-1/2 items-center gap-3 rounded-full bg-stone-800 py-1 pr-1 pl-4 text-sm text-white shadow-lg"
    >
      <span>A new version is ready</span>
      <button
        type="button"
        onClick={reload}
        className="min-h-11 rounded-full bg-white px-4 font-medium text-stone-900 hover:bg-stone-100"
      >
        Reload
      </button>
    </div>
  );
}
