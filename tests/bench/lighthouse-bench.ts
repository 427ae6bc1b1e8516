// npm run bench:lighthouse — Lighthouse (12.2.3, its mobile preset: a mid phone's screen and
// simulated 4× slower CPU and a slow 4G network) on the family's pages, signed in, each
// load cold (Lighthouse clears the origin's storage first, so the data arrives from the
// server after the first paint). Prints performance, LCP, TBT, CLS and accessibility per
// page, the median of RUNS loads. Full runs fail unless every page reaches the targets of
// docs/performance.md ("A phone's first load"): performance ≥ 90, TBT ≤ 200 ms,
// CLS ≤ 0.02, accessibility 100. BENCH_SHORT=1 (CI): each page once, and only the
// figures that do not move with the machine's load are held: CLS and accessibility.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import os from 'node:os';
import { addDays, todayIn } from '#domain/time/family-dates.ts';
import { CHROMIUM_PATH } from '../support/chromium.ts';
import { BENCH_PORTS } from '../support/ports.ts';
import * as bench from './support/bench-kit.ts';

const RUNS = bench.SHORT ? 1 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET = { performance: 90, tbtMs: 200, cls: 0.02, accessibility: 100 };
/**
 * Audits the short mode lets pass on a page, each with its reason; a full run holds them.
 * The list's add form is pinned above the phone's bottom navigation, so that toasts lie
 * over it and never over the rows (docs/shopping.md); it then lies over the last rows in
 * view, whose checkboxes fail target-size. Known, not yet solved (docs/performance.md).
 */
const SHORT_MODE_KNOWN: Record<string, string[]> = { 'shopping list': ['target-size'] };

type Figures = {
  /** The accessibility audits that failed, by id. */
  failedAudits?: string[];
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
};

async function json<T>(base: string, path: string, body: unknown, cookie: string): Promise<T> {
  const { response } = await bench.api(base, path, body, cookie);
  return (await response.json()) as T;
}

/** A family in its third week: dishes, a fortnight of dinners, a list to shop from. */
async function fillFamily(base: string, cookie: string): Promise<string> {
  const dishes: string[] = [];
  for (const name of [
    'Chicken Tikka Masala',
    'Spaghetti Bolognese',
    'Vegetable Stir Fry',
    'Fish Tacos',
    'Mushroom Risotto',
    'Beef Stew',
    'Lentil Soup',
    'Pad Thai',
  ]) {
    const dish = await json<{ dish_id: string }>(
      base,
      '/dishes',
      {
        name,
        cuisine_type: 'Other',
        prep: 'Quick',
        ingredients: ['500 g chicken thighs', '1 onion, chopped', '2 cloves garlic', '400 g rice'],
        instructions: 'Brown the chicken.\nAdd the onion and garlic.\nSimmer 20 minutes.',
      },
      cookie,
    );
    dishes.push(dish.dish_id);
  }
  const today = todayIn('UTC');
  for (let offset = -10; offset <= 7; offset += 1)
    await bench.api(
      base,
      '/meals',
      {
        meal_date: addDays(today, offset),
        who_is_cooking: 'Home Cooked',
        dish_ids: [dishes[(offset + 10) % dishes.length]],
      },
      cookie,
    );
  for (const name of [
    'Whole Milk',
    'Bananas',
    'Sourdough Bread',
    'Eggs',
    'Butter',
    'Rice',
    'Carrots',
    'Cheddar',
    'Yogurt',
    'Apples',
    'Tomatoes',
    'Pasta',
    'Coffee',
    'Tea',
  ])
    await bench.api(base, '/shopping-items', { name }, cookie);
  return dishes[0]!;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(url: string, cookie: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: { Cookie: cookie },
  });
  if (!result) throw new Error(`Lighthouse gave nothing for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    failedAudits: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => {
        const items = (
          audits[ref.id]?.details as { items?: Array<{ node?: { snippet?: string } }> }
        )?.items;
        const where = (items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? '?');
        return `${ref.id}: ${where.join(' ')}`;
      }),
  };
}

function misses(page: string, f: Figures): string[] {
  const out: string[] = [];
  if (f.cls > TARGET.cls) out.push(`CLS ${f.cls.toFixed(3)}`);
  const known = bench.SHORT ? (SHORT_MODE_KNOWN[page] ?? []) : [];
  const failed = (f.failedAudits ?? []).filter(
    (audit) => !known.some((id) => audit.startsWith(`${id}:`)),
  );
  if (f.accessibility < TARGET.accessibility && failed.length > 0)
    out.push(`accessibility ${f.accessibility} (${failed.join(', ')})`);
  if (bench.SHORT) return out;
  if (f.performance < TARGET.performance) out.push(`performance ${f.performance}`);
  if (f.tbtMs > TARGET.tbtMs) out.push(`TBT ${f.tbtMs.toFixed(0)} ms`);
  return out;
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
  console.log(`load average at start: ${load()} (${os.cpus().length} cores)`);
  const stack = await bench.startBenchStack(BENCH_PORTS);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  let failed = false;
  try {
    const { cookie } = await bench.createFamily(stack.url, 'Lighthouse');
    const dish = await fillFamily(stack.url, cookie);
    const allPages: Array<[string, string]> = [
      ['dashboard', '/dashboard'],
      ['planning', '/planning'],
      ['shopping list', '/shopping-list'],
      ['dish page', `/dishes/${dish}`],
      ['cook mode', `/cook/${dish}`],
      ['history', '/history'],
    ];
    // BENCH_LIGHTHOUSE_PAGES='shopping list,dish page': those pages only.
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    const pages = only ? allPages.filter(([name]) => only.includes(name)) : allPages;
    console.log(`\nLighthouse mobile preset, median of ${RUNS} cold load(s) per page\n`);
    console.log('| page | performance | LCP | TBT | CLS | accessibility |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [name, path] of pages) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measure(`${stack.url}${path}`, cookie, chrome.port));
      const f: Figures = {
        performance: median(runs.map((r) => r.performance)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: Math.max(...runs.map((r) => r.cls)),
        accessibility: Math.min(...runs.map((r) => r.accessibility)),
        failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits ?? []))],
      };
      const missed = misses(name, f);
      if (missed.length) failed = true;
      console.log(
        `| ${name} | ${f.performance} | ${(f.lcpMs / 1000).toFixed(1)} s | ${f.tbtMs.toFixed(0)} ms | ` +
          `${f.cls.toFixed(3)} | ${f.accessibility} |${missed.length ? ` MISSES: ${missed.join(', ')}` : ''}`,
      );
    }
  } finally {
    chrome.kill();
    await stack.stop();
  }
  console.log(`\nload average at end: ${load()}`);
  if (failed) {
    console.error('FAIL: a page misses its target (docs/performance.md, "A phone\'s first load")');
    process.exitCode = 1;
  }
}

await main();
