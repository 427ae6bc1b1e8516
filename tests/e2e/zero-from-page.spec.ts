// A cold dashboard with a saved session: the HTML names the member (server/http/page-session.ts)
// and the entry script starts Zero from it, so the /sync socket opens while the page's own
// code is still arriving, not after it (docs/performance.md, "A cold dashboard"). And the
// session's answer is still the check: a page that names a member whose session was ended
// meanwhile shows none of the family's data and goes to sign in.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { addShoppingItem, newFamily, shoppingItems } from './support/family-app.ts';

declare global {
  interface Window {
    syncSocketAt?: number;
    syncSockets?: WebSocket[];
    familyDataSeen?: boolean;
  }
}

/** Records (performance.now()) when the page creates its /sync socket. */
async function recordSyncSocket(page: Page) {
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (!new URL(String(url), location.href).pathname.startsWith('/sync')) return;
        window.syncSocketAt ??= performance.now();
        (window.syncSockets ??= []).push(this);
      }
    };
  });
}

// The page's own chunks (the family shell and the dashboard) held back as a slow network
// would: Zero's start no longer waits for them, nor for the session's answer.
const ROUTE_CHUNKS = /\/assets\/(?:family-shell|dashboard-page)-[\w-]+\.js$/;
const HELD_MS = 1_500;

test('a cold dashboard opens its /sync socket before its route chunks have arrived', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  await newFamily(setup, 'Early Socket', 'Esme');
  const state = await setup.context().storageState();
  await setup.context().close();

  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  await recordSyncSocket(page);
  await page.route(ROUTE_CHUNKS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    await route.continue();
  });
  const html = page.waitForResponse((r) => new URL(r.url()).pathname === '/dashboard');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Esme!' })).toBeVisible();
  // The HTML that named the member is that member's alone.
  expect((await html).headers()['cache-control']).toBe('no-store');
  await page.waitForFunction(() => window.syncSocketAt !== undefined);
  const timing = await page.evaluate(() => {
    const dashboardChunk = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).find((entry) => /\/assets\/dashboard-page-/.test(entry.name));
    return {
      socketAt: window.syncSocketAt ?? Number.POSITIVE_INFINITY,
      dashboardChunkAt: dashboardChunk?.responseEnd ?? 0,
    };
  });
  expect(timing.dashboardChunkAt).toBeGreaterThan(HELD_MS);
  expect(timing.socketAt).toBeLessThan(timing.dashboardChunkAt);
  await context.close();
});

test('a page naming a member whose session has ended shows no family data', async ({ browser }) => {
  const setup = await browser.newPage();
  await newFamily(setup, 'Stale Page', 'Sid');
  await addShoppingItem(setup, 'saffron');
  await expect(shoppingItems(setup)).toHaveText(['Saffron']);
  const state = await setup.context().storageState();
  // The page as the server wrote it while the session was valid...
  const stale = await (await setup.request.get('/dashboard')).text();
  expect(stale).toContain('id="page-session"');
  // ...then the session ends (signed out elsewhere: the server forgets it).
  const origin = new URL(setup.url()).origin;
  expect((await setup.request.post('/api/auth/logout', { headers: { origin } })).ok()).toBe(true);
  await setup.context().close();

  // A device with the ended session's cookie is handed that stale page.
  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  await recordSyncSocket(page);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes('Saffron')) window.familyDataSeen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.route('**/dashboard', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: stale }),
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(await page.evaluate(() => window.familyDataSeen ?? false)).toBe(false);
  // Zero was started from the page (its store exists), and closed once the session's
  // answer named nobody: no /sync socket stays open or opens again.
  const stores = await page.evaluate(async () =>
    (await indexedDB.databases()).map((db) => db.name ?? ''),
  );
  expect(stores.some((name) => name.startsWith('rep:zero'))).toBe(true);
  const openSockets = () =>
    page.evaluate(
      () => (window.syncSockets ?? []).filter((s) => s.readyState <= WebSocket.OPEN).length,
    );
  await expect.poll(openSockets).toBe(0);
  await page.waitForTimeout(1_500);
  expect(await openSockets()).toBe(0);
  await context.close();
});
