// npm run bench:sync — for sequential edits on one device, the time until a second family
// member's screen shows each one, on the dashboard and on the shopping list page, and the
// time to first render of the list page after a reload. Real browsers, real zero-cache,
// loopback. BENCH_SHORT=1 (CI) does a few edits and checks only that it all works.
import type { Page } from '@playwright/test';
import { BENCH_PORTS } from '../support/ports.ts';
import {
  api,
  createFamily,
  launchBrowser,
  printSummary,
  SHORT,
  signedInPage,
  startBenchStack,
} from './support/bench-kit.ts';
import { recordHops, type EditSpan } from './support/hop-table.ts';
import { againstFloor, checkFloorRatios } from './support/floor-ratio.ts';
import { measureRelayFloor, SYNC_RATIO_LIMIT } from './support/relay-floor.ts';

const EDITS = SHORT ? 5 : 100;
const ITEM = 'Bench Item';
const WAIT_MS = 15_000;

// Records the wall-clock time at which each item's completed flag last changed on screen.
const OBSERVER = () => {
  const w = window as unknown as {
    __seen: Record<string, number>;
    __last: Record<string, string | undefined>;
    __firstItemAt?: number;
  };
  w.__seen = {};
  w.__last = {};
  new MutationObserver(() => {
    const rows = document.querySelectorAll<HTMLElement>('[data-testid="shopping-item"]');
    if (rows.length && w.__firstItemAt === undefined) w.__firstItemAt = performance.now();
    for (const row of rows) {
      const name = row.querySelector('[data-testid="item-name"]')?.textContent ?? '';
      if (w.__last[name] === row.dataset.completed) continue;
      w.__last[name] = row.dataset.completed;
      w.__seen[`${name}:${row.dataset.completed}`] = performance.timeOrigin + performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
};

/** Opens a page and, on the list page, unfolds 'Checked' so a checked item stays on screen. */
async function open(page: Page, path: string) {
  await page.goto(path);
  try {
    if (path === '/shopping-list') {
      // 'Bench Done' is checked from the start, so the fold is always there.
      const fold = page.getByRole('button', { name: /^Checked \(\d+\)/ });
      if ((await fold.textContent({ timeout: WAIT_MS }))?.includes('Show')) await fold.click();
    }
    await page.getByTestId('shopping-item').filter({ hasText: ITEM }).waitFor({ timeout: WAIT_MS });
  } catch (error) {
    console.error(`${path} never showed ${ITEM}; the page says:\n${await page.innerText('body')}`);
    throw error;
  }
}

async function measure(deviceA: Page, deviceB: Page, path: string): Promise<EditSpan[]> {
  await open(deviceA, path);
  await open(deviceB, path);
  const spans: EditSpan[] = [];
  for (let i = 0; i < EDITS; i += 1) {
    const startedAt = await deviceA.evaluate((name) => {
      const box = document.querySelector<HTMLInputElement>(`input[aria-label^="Mark ${name} "]`);
      const at = performance.timeOrigin + performance.now();
      box!.click();
      return [at, box!.checked] as const;
    }, ITEM);
    const key = `${ITEM}:${String(startedAt[1])}`;
    const seenAt = await deviceB.waitForFunction(
      ([k, since]) => {
        const seen = (window as unknown as { __seen: Record<string, number> }).__seen[k!];
        return seen !== undefined && seen >= since! ? seen : false;
      },
      [key, startedAt[0]] as const,
      { polling: 'raf', timeout: WAIT_MS },
    );
    spans.push({ sentAt: startedAt[0], seenAt: Number(await seenAt.jsonValue()) });
  }
  return spans;
}

/** Prints an edit's time between devices and its hops. */
async function report(label: string, deviceA: Page, deviceB: Page, path: string, dataDir: string) {
  const hops = recordHops(dataDir);
  zeroCacheLog.sink = hops.zeroCacheLine;
  try {
    const spans = await measure(deviceA, deviceB, path);
    const summary = printSummary(
      label,
      spans.map((s) => s.seenAt - s.sentAt),
    );
    console.log(hops.table(spans));
    return summary;
  } finally {
    zeroCacheLog.sink = printRestarts;
    hops.stop();
  }
}

// zero-cache's log at level info names each CVR flush with its duration: the hop table
// splits the view-syncer's hop with it. Only a restart is printed.
const printRestarts = (line: string) => {
  if (line.startsWith('zero-cache exited')) console.error(line);
};
const zeroCacheLog = { sink: printRestarts };

async function main() {
  const stack = await startBenchStack(
    BENCH_PORTS,
    // BENCH_ZERO_LOG_LEVEL=warn: as builds before the split ran it (no CVR hops then).
    { ZERO_LOG_LEVEL: process.env.BENCH_ZERO_LOG_LEVEL ?? 'info' },
    { log: (line) => zeroCacheLog.sink(line) },
  );
  const browser = await launchBrowser();
  try {
    const { cookie } = await createFamily(stack.url, 'Bench');
    await api(stack.url, '/shopping-items', { name: ITEM }, cookie);
    // A checked item from the start, so the list page has its 'Checked' fold to open.
    const { response } = await api(stack.url, '/shopping-items', { name: 'Bench Done' }, cookie);
    const done = (await response.json()) as { id: string };
    const patch = await fetch(`${stack.url}/api/shopping-items/${done.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: stack.url, cookie },
      body: JSON.stringify({ is_completed: true }),
    });
    if (!patch.ok) throw new Error(`PATCH shopping item: ${patch.status}`);

    const deviceA = await signedInPage(browser, stack.url, cookie);
    const deviceB = await signedInPage(browser, stack.url, cookie);
    await deviceB.addInitScript(OBSERVER);

    console.log(`edits: ${EDITS} per page (a checkbox on device A, seen on device B's screen)`);
    const floor = printSummary(
      'floor: a bare WebSocket relay between two pages',
      await measureRelayFloor(browser, EDITS),
    );
    const dashboard = await report('dashboard', deviceA, deviceB, '/dashboard', stack.dataDir);
    const list = await report('list page', deviceA, deviceB, '/shopping-list', stack.dataDir);

    await deviceB.reload();
    await deviceB.getByTestId('shopping-item').first().waitFor();
    const firstRender = await deviceB.evaluate(
      () => (window as unknown as { __firstItemAt: number }).__firstItemAt,
    );
    console.log(`list page first render after reload: ${firstRender.toFixed(0)} ms`);
    checkFloorRatios(againstFloor(floor, SYNC_RATIO_LIMIT, { dashboard, 'list page': list }));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
