// The floor of a cold page load on this machine, in the same run: a static page that
// downloads the same files from the same server (the app's compressed, immutable assets,
// fetched in parallel as the browser fetches a page's preloaded chunks) and does nothing
// else with them. What a cold dashboard takes beyond it is running the code, starting Zero
// and syncing; on a busy shared machine both move, their ratio much less.
import type { Browser, Page } from '@playwright/test';

/** Every /assets/ file the page downloads, in the order they were asked for. */
export function recordAssets(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) urls.push(request.url());
  });
  return urls;
}

/**
 * When (Date.now()) the page's last /assets/ script and the dashboard's own chunk finished
 * arriving: whether Zero's socket opens while the page's code is still on its way.
 */
export function recordCodeLoaded(page: Page): { lastScriptAt: number; dashboardChunkAt: number } {
  const loaded = { lastScriptAt: 0, dashboardChunkAt: 0 };
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/assets/') || !pathname.endsWith('.js')) return;
    loaded.lastScriptAt = Math.max(loaded.lastScriptAt, Date.now());
    if (pathname.startsWith('/assets/dashboard-page-')) loaded.dashboardChunkAt = Date.now();
  });
  return loaded;
}

const FLOOR_PATH = '/__static-floor';

/** Milliseconds from navigation to a painted page that has received all of `urls`. */
export async function staticFloor(browser: Browser, base: string, urls: string[]) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const list = JSON.stringify(urls.map((url) => new URL(url).pathname));
  // The document alone comes from here; every file comes from the app server.
  await page.route(`**${FLOOR_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><div id="root"></div><script>
        Promise.all(${list}.map((u) => fetch(u).then((r) => r.arrayBuffer())))
          .then(() => { document.getElementById('root').innerHTML = '<h1>done</h1>'; });
      </script>`,
    }),
  );
  const started = Date.now();
  await page.goto(FLOOR_PATH);
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'done', null, {
    polling: 'raf',
    timeout: 60_000,
  });
  const ms = Date.now() - started;
  await context.close();
  return ms;
}
