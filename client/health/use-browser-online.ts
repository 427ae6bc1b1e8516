// Whether the browser itself has a network (navigator.onLine), kept up to date. A phone
// without signal is "Offline"; a phone with signal whose server does not answer is
// "Reconnecting…" (docs/operations.md, "What an operator sees"): saying "Offline" then
// tells a person in the shop that their phone is at fault.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
