/* global self, caches, fetch, URL, setTimeout, Response */
// Lets the app open with no signal (a phone in a shop): the page and its built assets, and
// who is signed in, are answered from a cache when the network is not there. Everything
// else (the API, the sync socket) goes to the network as usual; the shopping list's own data
// and pending changes live in IndexedDB and localStorage.
const CACHE = 'fdp-shell-v4';
const SHELL = '/index.html';
const SESSION = '/api/auth/current';
// What an installed app shows before any page code runs: its manifest and icons.
const INSTALL_FILES = [
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
  '/icons/favicon-32.png',
];

// Who is signed in, asked when the worker installs: on a new device the page asked before
// the worker was there to keep the answer, and a reload without a signal then showed the
// sign-in page instead of the list and its queued changes.
async function cacheSession(cache) {
  const response = await fetch(SESSION, { cache: 'no-store' }).catch(() => null);
  if (response?.ok) await cache.put(SESSION, response);
}

async function cacheShell() {
  const cache = await caches.open(CACHE);
  await cacheSession(cache);
  const response = await fetch('/', { cache: 'no-store' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll(assets);
  await cache.addAll(INSTALL_FILES).catch(() => {}); // an icon missing is no reason to fail
  // Pages are chunks loaded when their route opens (client/app/router.tsx), and a chunk
  // may load others (a dialog): every chunk a cached one names is cached too, so that a
  // page never opened online still opens offline.
  const seen = new Set(assets);
  const queue = assets.filter((asset) => asset.endsWith('.js'));
  while (queue.length > 0) {
    const cached = await cache.match(queue.shift());
    if (!cached) continue;
    const code = await cached.text();
    for (const m of code.matchAll(/["'`](?:\/|\.\/)?(?:assets\/)?([\w.-]+\.(?:js|css))["'`]/g)) {
      const asset = `/assets/${m[1]}`;
      if (seen.has(asset)) continue;
      seen.add(asset);
      // A false match is no file: skipped.
      const added = await cache.add(asset).then(
        () => true,
        () => false,
      );
      if (added && asset.endsWith('.js')) queue.push(asset);
    }
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The network first, so a new version shows at once; the cached copy when offline, or when
// a weak signal has not answered within a few seconds (the network still refreshes the cache).
const NETWORK_WAIT_MS = 4000;

// A signed-in page's HTML names its member (server/http/page-session.ts); the offline copy
// of the page does not: it may be shown to whoever opens the app next on this device, and
// the page then starts Zero from the session's answer, as it did before.
const PAGE_SESSION = /<script type="application\/json" id="page-session">[^<]*<\/script>/;

async function offlineCopy(response, cacheKey) {
  if (cacheKey !== SHELL) return response.clone();
  const html = (await response.clone().text()).replace(PAGE_SESSION, '');
  return new Response(html, {
    status: response.status,
    headers: { 'Content-Type': response.headers.get('Content-Type') ?? 'text/html' },
  });
}

async function networkFirst(request, cacheKey) {
  const cache = await caches.open(CACHE);
  const fromNetwork = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(cacheKey, await offlineCopy(response, cacheKey));
    else if (response.status === 401) await cache.delete(cacheKey);
    return response;
  });
  fromNetwork.catch(() => {}); // answered from the cache instead; nothing to report
  const slow = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS));
  try {
    const first = await Promise.race([fromNetwork, slow]);
    if (first) return first;
    const cached = await cache.match(cacheKey);
    return cached ?? (await fromNetwork);
  } catch (error) {
    const cached = await cache.match(cacheKey);
    if (cached) return cached;
    throw error;
  }
}

// Built assets have hashed names: a cached copy is always right.
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'GET' && request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL));
  } else if (request.method === 'GET' && url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.method === 'GET' && INSTALL_FILES.includes(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  } else if (request.method === 'GET' && url.pathname === SESSION) {
    event.respondWith(networkFirst(request, SESSION));
  } else if (request.method !== 'GET' && url.pathname.startsWith('/api/auth/')) {
    // Signing in or out: forget who was signed in.
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.delete(SESSION))
        .then(() => fetch(request)),
    );
  }
});
