// npm run bench:history — a family with five years of data (FIVE_YEARS: 1,800 meals with
// their dishes, attendees and ratings, 400 dishes, 20,000 shopping items, most checked),
// seeded straight into Postgres. A new device (a fresh browser context: nothing cached)
// opens the dashboard: the time until it is shown (greeting, Family Stats figures, the
// upcoming dinners and the shopping card all filled in) and the bytes zero-cache sent over
// the /sync WebSocket, up to then and until the socket falls quiet. Target: <= 1 s.
// Then new devices sign in from the login page: the time from Sign In to the dashboard;
// and what a new device syncs on the planning, history and shopping list pages.
// BENCH_SHORT=1 (CI): a tenth of the data and one device, no threshold. Each device's line
// also says when the /sync socket was created, when its first frame and the last frame
// before the dashboard showed arrived: where the time goes. BENCH_DIST serves another
// build of the client (a copy of client/dist), to compare two builds on the same server.
import type { Browser, Page } from '@playwright/test';
import { BENCH_PORTS } from '../support/ports.ts';
import * as bench from './support/bench-kit.ts';
import { FIVE_YEARS, seedHistory, type HistorySize } from './support/seed-history.ts';
import { recordAssets, recordCodeLoaded, staticFloor } from './support/static-floor.ts';
import { queriesProcessedOf } from './support/zero-cache-log-times.ts';

const SIZE: HistorySize = bench.SHORT
  ? { meals: FIVE_YEARS.meals / 10, dishes: FIVE_YEARS.dishes / 10, shoppingItems: 2_000 }
  : FIVE_YEARS;
const DEVICES = bench.SHORT ? 1 : Number(process.env.BENCH_DEVICES ?? 5);
const WAIT_MS = 180_000;
const QUIET_MS = 1_500;

// zero-cache at log level info says when it finished a client group's queries (hydrated
// and their client view records flushed) and how long that took: a new device's line
// splits its wait for data into the server's part and the rest.
const hydrations: { at: number; wallMs: number; processMs: number }[] = [];
function zeroCacheLine(line: string) {
  const processed = queriesProcessedOf(line);
  if (processed) hydrations.push(processed);
}

/** Counts what arrives on the page's /sync WebSocket. */
function countSyncBytes(page: Page) {
  const counter = { bytes: 0, frames: 0, lastAt: Date.now(), socketAt: 0, firstFrameAt: 0 };
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.startsWith('/sync')) return;
    counter.socketAt ||= Date.now();
    socket.on('framereceived', ({ payload }) => {
      counter.bytes += typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      counter.frames += 1;
      counter.lastAt = Date.now();
      counter.firstFrameAt ||= counter.lastAt;
    });
  });
  return counter;
}

/** The dashboard with every card filled in from synced rows. */
async function dashboardShown(page: Page, mealsPlanned: string) {
  await page.waitForFunction(
    (meals) => {
      const stat = document.querySelector('[aria-label="Meals Planned"]');
      return (
        document.querySelector('h1')?.textContent?.startsWith('Welcome back') &&
        !document.querySelector('[data-testid="stat-skeleton"]') &&
        stat?.textContent === meals &&
        document.querySelector('[data-testid="upcoming-meal"]') &&
        document.querySelector('[data-testid="shopping-item"]')
      );
    },
    mealsPlanned,
    { polling: 'raf', timeout: WAIT_MS },
  );
}

async function newDevice(browser: Browser, url: string, cookie: string, mealsPlanned: string) {
  const page = await bench.signedInPage(browser, url, cookie);
  const counter = countSyncBytes(page);
  const assets = recordAssets(page);
  const codeLoaded = recordCodeLoaded(page);
  const started = Date.now();
  await page.goto('/dashboard');
  try {
    await dashboardShown(page, mealsPlanned);
  } catch (error) {
    console.error(`the dashboard never filled in; it says:\n${await page.innerText('body')}`);
    throw error;
  }
  const shownMs = Date.now() - started;
  // The last hydration before the data arrived is the one that filled the dashboard.
  const hydrated = hydrations.filter((h) => h.at >= counter.socketAt && h.at <= counter.lastAt + 1);
  const bytesAtShown = counter.bytes;
  const lastFrameMs = counter.lastAt - started;
  const settleBy = Date.now() + WAIT_MS;
  while (Date.now() - counter.lastAt < QUIET_MS && Date.now() < settleBy)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const result = {
    shownMs,
    bytesAtShown,
    bytesTotal: counter.bytes,
    frames: counter.frames,
    socketMs: counter.socketAt - started,
    firstFrameMs: counter.firstFrameAt - started,
    lastFrameMs,
    hydratedMs: hydrated.length ? hydrated.at(-1)!.at - started : NaN,
    hydrationWallMs: hydrated.reduce((sum, h) => sum + h.wallMs, 0),
    codeLoadedMs: codeLoaded.lastScriptAt - started,
    dashboardChunkMs: codeLoaded.dashboardChunkAt - started,
    assets: [...assets],
  };
  await page.context().close();
  return result;
}

/** What a new device syncs for a page that is not the dashboard, until the socket is quiet. */
async function pageBytes(browser: Browser, url: string, cookie: string, path: string) {
  const page = await bench.signedInPage(browser, url, cookie);
  const counter = countSyncBytes(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const settleBy = Date.now() + WAIT_MS;
  while ((counter.frames === 0 || Date.now() - counter.lastAt < QUIET_MS) && Date.now() < settleBy)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await page.context().close();
  return counter;
}

/**
 * A new device signs in: the login page is open with the form filled in and the page idle
 * (as after a person has typed a password), then the time from the Sign In click to the
 * dashboard shown. The page's own code ran while the person typed; the password check, the
 * session, Zero's start and the first sync are all inside it.
 */
async function signInOnNewDevice(
  browser: Browser,
  url: string,
  family: { email: string; password: string },
  mealsPlanned: string,
) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  const counter = countSyncBytes(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(family.email);
  await page.getByLabel('Password', { exact: true }).fill(family.password);
  await page.waitForLoadState('networkidle');
  const started = Date.now();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await dashboardShown(page, mealsPlanned);
  const shownMs = Date.now() - started;
  await context.close();
  return { shownMs, bytes: counter.bytes, socketMs: counter.socketAt - started };
}

async function main() {
  const dist = process.env.BENCH_DIST;
  const stack = await bench.startBenchStack(
    BENCH_PORTS,
    { ZERO_LOG_LEVEL: 'info', ...(dist ? { CLIENT_DIST_DIR: dist } : {}) },
    { log: zeroCacheLine },
  );
  const browser = await bench.launchBrowser();
  try {
    const family = await bench.createFamily(stack.url, 'History');
    const seededAt = Date.now();
    const familyID = family.context.familyID;
    if (!familyID) throw new Error('the family was not set up');
    const counts = await seedHistory(stack.databaseUrl, familyID, SIZE);
    console.log(
      `seeded ${SIZE.meals} meals (${counts.attendees} attendees, ${counts.ratings} ratings), ` +
        `${SIZE.dishes} dishes, ${SIZE.shoppingItems} shopping items ` +
        `in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`,
    );
    // A device already in use waits until zero-cache has replicated the whole history.
    const mealsPlanned = String(SIZE.meals);
    const warm = await bench.signedInPage(browser, stack.url, family.cookie);
    await warm.goto('/dashboard');
    await dashboardShown(warm, mealsPlanned);
    await warm.context().close();

    const shown: number[] = [];
    const floors: number[] = [];
    const socketBeforeCode: number[] = [];
    const atShown: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < DEVICES; i += 1) {
      const device = await newDevice(browser, stack.url, family.cookie, mealsPlanned);
      // The same files from the same server on a static page, right after: the floor.
      const floorMs = await staticFloor(browser, stack.url, device.assets);
      shown.push(device.shownMs);
      floors.push(floorMs);
      socketBeforeCode.push(device.codeLoadedMs - device.socketMs);
      atShown.push(device.bytesAtShown / 1024);
      total.push(device.bytesTotal / 1024);
      console.log(
        `device ${i + 1}: dashboard shown in ${device.shownMs} ms, ` +
          `${(device.bytesAtShown / 1024).toFixed(0)} KiB synced by then, ` +
          `${(device.bytesTotal / 1024).toFixed(0)} KiB in ${device.frames} frames in all ` +
          `(socket at ${device.socketMs} ms, frames from ${device.firstFrameMs} ms ` +
          `to ${device.lastFrameMs} ms before it showed; zero-cache had its queries ` +
          `at ${device.hydratedMs.toFixed(0)} ms, after ${device.hydrationWallMs.toFixed(0)} ms ` +
          `of transforming, hydrating and flushing; the dashboard's chunk arrived at ` +
          `${device.dashboardChunkMs} ms, the page's last script at ${device.codeLoadedMs} ` +
          `ms; a static page of the same ${device.assets.length} files: ${floorMs} ms)`,
      );
    }
    const signedIn: number[] = [];
    for (let i = 0; i < DEVICES; i += 1) {
      const device = await signInOnNewDevice(browser, stack.url, family, mealsPlanned);
      signedIn.push(device.shownMs);
      console.log(
        `device ${i + 1} signing in: dashboard shown ${device.shownMs} ms after Sign In, ` +
          `${(device.bytes / 1024).toFixed(0)} KiB synced (socket at ${device.socketMs} ms)`,
      );
    }
    // The planning page's suggestions read sums kept per dish, not the history (docs/performance.md).
    for (const path of ['/planning', '/history', '/shopping-list']) {
      const synced = await pageBytes(browser, stack.url, family.cookie, path);
      console.log(
        `new device on ${path}: ${(synced.bytes / 1024).toFixed(0)} KiB in ${synced.frames} frames`,
      );
    }
    const cold = bench.printSummary('new device, dashboard shown', shown);
    const floor = bench.printSummary('floor: a static page of the same files', floors);
    console.log(
      `cold dashboard: median ${cold.median} ms = ${(cold.median / floor.median).toFixed(2)}× ` +
        `the static page (targets: ≤ 1000 ms and ≤ 2×, on an idle 2-core machine)`,
    );
    bench.printSummary(
      'the /sync socket created before the last script arrived by',
      socketBeforeCode,
    );
    bench.printSummary('new device signing in, Sign In to dashboard shown', signedIn);
    bench.printSummary('bytes synced until shown', atShown, 'KiB');
    bench.printSummary('bytes synced in all', total, 'KiB');
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
