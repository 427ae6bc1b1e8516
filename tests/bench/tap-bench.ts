// npm run bench:tap — with 300 items on the list, the time from a checkbox tap to the
// painted change, on the shopping list page and on the dashboard, in Chromium as is and
// with 4× CPU throttling. The tap's own event time starts the clock; the first frame after
// the row's data-completed flag changed stops it (its rAF, once style and layout are done).
// Then the list re-sorts (on the list page the row folds away under 'Checked'): reported
// too, with no target.
// Target: p95 ≤ 16 ms unthrottled. BENCH_SHORT=1 (CI) does a few taps and no verdict.
import type { Browser, Page } from '@playwright/test';
import postgres from 'postgres';
import { BENCH_PORTS } from '../support/ports.ts';
import * as bench from './support/bench-kit.ts';
import { againstFloor, checkFloorRatios } from './support/floor-ratio.ts';

const ITEMS = 300;
const TAPS = bench.SHORT ? 5 : 60;
const TARGET_P95_MS = 16;
// The exit code's limit: each unthrottled median within this many times the bare
// checkbox's median of the same run. Measured 2026-11-25, idle: 1.27× (list page) and
// 1.25× (dashboard); before the tap was painted in its own frame, 3.0× and 1.7×. 2× passes
// today's code with room for noise and fails that old one (docs/performance.md).
const TAP_RATIO_LIMIT = 2;

const PAINT_PROBE = () => {
  const w = window as unknown as {
    __tapAt?: number;
    __moveTapAt?: number;
    __tapToPaint: number[];
    __tapToMove: number[];
  };
  w.__tapToPaint = [];
  w.__tapToMove = [];
  document.addEventListener(
    'click',
    (event) => (w.__tapAt = w.__moveTapAt = event.timeStamp),
    true,
  );
  const isRow = (node: Node) =>
    node instanceof HTMLElement && node.dataset.testid === 'shopping-item';
  // The frame that shows a change: style and layout are done here, so what is left before
  // it reaches the screen is off the main thread. (Not a task after the frame: work the
  // tap deferred until after its paint would be counted as if it came before.)
  const atNextFrame = (tapAt: number, into: number[]) =>
    requestAnimationFrame(() => {
      void document.body.offsetHeight;
      into.push(performance.now() - tapAt);
    });
  new MutationObserver((records) => {
    const flagged = records.some(
      (r) => r.type === 'attributes' && r.attributeName === 'data-completed',
    );
    const moved = records.some((r) => [...r.removedNodes, ...r.addedNodes].some(isRow));
    // The change the tap asked for: the row's flag (its box and strike-through).
    if (w.__tapAt !== undefined && (flagged || moved)) {
      atNextFrame(w.__tapAt, w.__tapToPaint);
      w.__tapAt = undefined;
    }
    // On the list page the checked row then folds away under 'Checked'.
    if (w.__moveTapAt !== undefined && moved) {
      atNextFrame(w.__moveTapAt, w.__tapToMove);
      w.__moveTapAt = undefined;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
};

/** `checked`: how many items earlier rounds checked (the list page folds them away). */
async function tapMany(
  page: Page,
  path: string,
  throttle: number,
  checked: number,
): Promise<{ paint: number[]; move: number[] }> {
  const cdp = await page.context().newCDPSession(page);
  await page.goto(path);
  // The list page shows every item; the dashboard's card shows the first few and says how
  // many are left to buy (the one count the card and the list page use), once all have
  // synced: the open ones.
  const synced = ITEMS - checked;
  const allSynced =
    path === '/dashboard'
      ? page.getByText(`Show all ${synced} items`)
      : page
          .locator('[data-testid="shopping-item"][data-completed="false"]')
          .nth(ITEMS - checked - 1);
  await allSynced.waitFor({ state: 'attached' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  try {
    for (let i = 0; i < TAPS; i += 1) {
      // An open item each time: on the list page a checked one folds away.
      const box = page.locator('[data-testid="shopping-item"][data-completed="false"] input');
      await box.nth(i % 7).click();
      // The next tap waits until the list has re-sorted under this one, so that each tap is
      // measured on its own and not behind the work the previous one started.
      await page.waitForFunction(
        (n) => (window as unknown as { __tapToMove: number[] }).__tapToMove.length > n,
        i,
      );
    }
    return await page.evaluate(() => {
      const w = window as unknown as { __tapToPaint: number[]; __tapToMove: number[] };
      return { paint: w.__tapToPaint, move: w.__tapToMove };
    });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/**
 * The floor of this measure on this machine: a bare checkbox whose handler flips the flag at
 * once, so what is left is the wait for the next frame (up to one frame, 16.7 ms at 60 Hz).
 */
async function bareCheckbox(browser: Browser): Promise<number[]> {
  const page = await browser.newPage();
  try {
    await page.setContent(
      '<label><input type="checkbox"></label><div data-testid="shopping-item" data-completed="false"></div>',
    );
    await page.evaluate(PAINT_PROBE);
    await page.evaluate(() => {
      const box = document.querySelector('input')!;
      const row = document.querySelector<HTMLElement>('[data-testid="shopping-item"]')!;
      box.addEventListener('change', () => (row.dataset.completed = String(box.checked)));
    });
    for (let i = 0; i < TAPS; i += 1) {
      await page.locator('input').click();
      await page.waitForFunction(
        (n) => (window as unknown as { __tapToPaint: number[] }).__tapToPaint.length > n,
        i,
      );
    }
    return await page.evaluate(
      () => (window as unknown as { __tapToPaint: number[] }).__tapToPaint,
    );
  } finally {
    await page.close();
  }
}

async function main() {
  const stack = await bench.startBenchStack(BENCH_PORTS);
  const browser = await bench.launchBrowser();
  const sql = postgres(stack.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const { cookie, context } = await bench.createFamily(stack.url, 'Tap');
    const rows = Array.from({ length: ITEMS }, (_, i) => ({
      id: crypto.randomUUID(),
      family_id: context.familyID,
      name: `Item ${String(i + 1).padStart(3, '0')}`,
    }));
    await sql`INSERT INTO shopping_item ${sql(rows)}`;

    let failed = false;
    let checked = 0;
    console.log(`${ITEMS} items, ${TAPS} taps per page and setting (tap to painted change)`);
    const floor = bench.printSummary(
      'floor: a bare checkbox on an empty page',
      await bareCheckbox(browser),
    );
    const unthrottled: Record<string, bench.Summary> = {};
    for (const throttle of [1, 4]) {
      for (const path of ['/shopping-list', '/dashboard']) {
        const page = await bench.signedInPage(browser, stack.url, cookie);
        await page.addInitScript(PAINT_PROBE);
        const label = `${path === '/dashboard' ? 'dashboard' : 'list page'}${throttle > 1 ? `, ${throttle}× CPU throttling` : ''}`;
        const taps = await tapMany(page, path, throttle, checked);
        const s = bench.printSummary(label, taps.paint);
        if (taps.move.length > 0) bench.printSummary(`${label}, list re-sorted`, taps.move);
        checked += TAPS;
        if (throttle === 1) unthrottled[label] = s;
        if (throttle === 1 && !bench.SHORT && s.p95 > TARGET_P95_MS) failed = true;
        await page.context().close();
      }
    }
    if (!bench.SHORT)
      console.log(
        failed ? `p95 over ${TARGET_P95_MS} ms (target)` : `p95 ≤ ${TARGET_P95_MS} ms (target)`,
      );
    checkFloorRatios(againstFloor(floor, TAP_RATIO_LIMIT, unthrottled));
  } finally {
    await sql.end();
    await browser.close();
    await stack.stop();
  }
}

await main();
