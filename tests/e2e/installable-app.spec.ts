// docs/kitchen-tablet.md: the app installs on a tablet or phone (Chromium finds no installability error:
// a manifest with real icons, standalone, theme colours) and its signed-in pages open with
// no network, their data from Zero's local store.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import sharp from 'sharp';
import { cuttableNetwork } from './support/cuttable-network.ts';
import { newFamily } from './support/family-app.ts';
import { addDish } from './support/planned-dinner.ts';

// The service worker is part of what this spec checks (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

type Manifest = {
  display: string;
  start_url: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

test('the manifest makes the app installable, and signed-in pages open offline', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const network = await cuttableNetwork(context);
  const page = await context.newPage();
  await newFamily(page, `Install ${Date.now()}`, 'Ida');

  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as Manifest;
  expect(manifest).toMatchObject({
    display: 'standalone',
    start_url: '/dashboard',
    theme_color: '#0f766e',
    background_color: '#fafaf9',
  });
  // Every icon is a real PNG of the size it claims, a 192 and a 512 among them.
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(await response.body()).metadata();
    expect({ format, size: `${width}x${height}` }).toEqual({ format: 'png', size: icon.sizes });
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  // Chromium's own verdict, as its install prompt decides it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const parsed = await cdp.send('Page.getAppManifest');
  expect(parsed.url).toBe(`${baseURL}/manifest.webmanifest`);
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito profiles, where Chromium never offers to install;
  // that is the only objection allowed.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  // A dish, seen once online; then no network at all.
  const dish = await addDish(page, {
    name: 'Lentil Stew',
    type: 'Main',
    prep: 'Medium',
    instructions: 'Rinse the lentils.\nSimmer 25 minutes.',
  });
  await page.goto('/dishes');
  await expect(page.getByTestId('dish-card').filter({ hasText: 'Lentil Stew' })).toBeVisible();
  // Zero writes what it synced to IndexedDB after a second of quiet, not when a page is
  // left: the dish must be there before the pages that read it open offline.
  await expect.poll(() => inLocalStore(page, 'Lentil Stew')).toBe(true);
  await page.goto('/planning');
  await expect(page.getByRole('heading', { name: 'Meal Planning' })).toBeVisible();

  await network.goOffline();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Meal Planning' })).toBeVisible();
  await page.goto(`/dishes/${dish.dish_id}`);
  await expect(page.getByRole('heading', { name: 'Lentil Stew' })).toBeVisible();
  await page.goto(`/cook/${dish.dish_id}`);
  await expect(page.getByTestId('cook-step')).toContainText('Rinse the lentils.');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Ida/ })).toBeVisible();
  await network.goOnline();
});

/** Whether Zero has written a row holding `text` to this browser's IndexedDB. */
function inLocalStore(page: Page, text: string) {
  return page.evaluate(async (needle) => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('rep:')) continue;
      const db = await request(indexedDB.open(name));
      try {
        for (const store of Array.from(db.objectStoreNames)) {
          const values = await request(db.transaction(store).objectStore(store).getAll());
          if (JSON.stringify(values).includes(needle)) return true;
        }
      } finally {
        db.close();
      }
    }
    return false;
  }, text);
}
