// The service worker (client/public/sw.js) that lets the built app open offline. Not in
// development, where Vite serves changing files.

// Installing it downloads and reads every chunk of the app and writes them to the cache. On a
// new device that work ran beside the first sync and took the two cores from it (+0.36 s to
// the dashboard, median of 8 alternating devices each way), so it waits until the page has
// loaded, this long has passed and the main thread is idle. The open page does not need it:
// its data lives in IndexedDB; the next visit without a signal does.
const INSTALL_AFTER_MS = 4_000;
const IDLE_TIMEOUT_MS = 2_000;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Offline support is not available:', error);
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS })
      : register();
  const afterLoad = () => window.setTimeout(whenIdle, INSTALL_AFTER_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
