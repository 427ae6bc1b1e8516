// The service worker (client/public/sw.js) that lets the built app open offline. Not in
// development, where Vite serves changing files.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Offline support is not available:', error);
    });
  });
}
