// npm run bench:scale — N families (BENCH_FAMILIES, default 10) × 4 live Zero clients in
// Node, one write a second per family for BENCH_SECONDS (default 60): propagation from the
// writing client to the family's three others (p50/p95/p99), errors, CPU and RSS of
// zero-cache and Postgres, and a check that no client ever holds another family's row.
// The app (server/main.ts with its Postgres and zero-cache) runs in its own process, as
// `npm start` does, so that its CPU is told apart from the clients'; the 4N clients share
// this one Node process on the same machine, whose CPU is printed too. For a sample of
// families (BENCH_BROWSERS, default 2), the fourth client is the app itself in Chromium on
// the shopping list page, and the time to its screen is reported apart.
// BENCH_SHORT=1 (CI): 2 families, one with a browser, for 5 seconds.
import type { Zero } from '@rocicorp/zero';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mutators } from '#domain/zero/mutators.ts';
import { queries } from '#domain/zero/queries.ts';
import { ensureClientBuilt } from '#server/instance/build-client.ts';
import { startAppProcess, stopAppProcess } from '../support/app-process.ts';
import { BENCH_PORTS } from '../support/ports.ts';
import { createFamily, launchBrowser, printSummary, SHORT } from './support/bench-kit.ts';
import { cpuPercent, memory, sample } from './support/process-usage.ts';
import { stackProcesses } from './support/stack-processes.ts';
import { openListPages } from './support/browser-sample.ts';
import { openNodeZero } from '../support/node-zero.ts';

const FAMILIES = SHORT ? 2 : Number(process.env.BENCH_FAMILIES ?? 10);
const SECONDS = SHORT ? 5 : Number(process.env.BENCH_SECONDS ?? 60);
const CLIENTS = 4;
const BROWSER_FAMILIES = Math.min(FAMILIES, SHORT ? 1 : Number(process.env.BENCH_BROWSERS ?? 2));
/** Zero clients in Node of family `f`: the sampled families have a browser as their fourth. */
const nodeClients = (f: number) => (f < BROWSER_FAMILIES ? CLIENTS - 1 : CLIENTS);
const itemName = (f: number, second: number) => `f${f} item ${second}`;

/** The processes of each part, all within the trees this bench started. */
function parts(appPid: number, dataDir: string) {
  const { app, zeroCache, postgres, chromium } = stackProcesses(appPid, dataDir);
  return {
    'app server': sample(app),
    'zero-cache': sample(zeroCache),
    Postgres: sample(postgres),
    // Playwright launched it from this process: the app's and the sample's pages.
    Chromium: sample(chromium),
    'Node clients': sample([process.pid]),
  };
}

type Parts = ReturnType<typeof parts>;

function printUsage(idle: Parts, before: Parts, after: Parts, seconds: number, clients: number) {
  const labels: Record<keyof Parts, string> = {
    'app server': 'app server',
    'zero-cache': 'zero-cache',
    Postgres: 'Postgres',
    Chromium: `Chromium (${BROWSER_FAMILIES} sample pages)`,
    'Node clients': `the ${clients} Node clients (this process)`,
  };
  for (const part of Object.keys(labels) as (keyof Parts)[]) {
    const cpu = cpuPercent(before[part], after[part], seconds);
    const now = memory(after[part]);
    const perFamily = (now.pssMB - memory(idle[part]).pssMB) / FAMILIES;
    const processes = after[part].size;
    console.log(
      `${labels[part]}: CPU ${cpu.toFixed(0)}% of one core, RSS ${now.rssMB.toFixed(0)} MB, ` +
        `PSS ${now.pssMB.toFixed(0)} MB (${processes} processes)` +
        (part === 'zero-cache' || part === 'Postgres'
          ? `, ${perFamily.toFixed(1)} MB PSS per family over idle ${memory(idle[part]).pssMB.toFixed(0)} MB`
          : ''),
    );
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fdp-scale-'));
  await chmod(dataDir, 0o755); // the embedded Postgres reads it as its own user
  await ensureClientBuilt('client/dist');
  const stack = await startAppProcess(BENCH_PORTS, dataDir, { serveClient: true });
  const browser = await launchBrowser();
  const measure = () => parts(stack.child.pid!, dataDir);
  // Memory with no family yet, to tell what the families add.
  const idle = measure();
  const clients: Zero[] = [];
  const writers: Zero[] = [];
  let errors = 0;
  let leaks = 0;
  try {
    const latencies: number[] = [];
    const sentAt = new Map<string, number>();
    const families = [];
    for (let f = 0; f < FAMILIES; f += 1)
      families.push(await createFamily(stack.url, `Scale ${f}`));

    for (const [f, family] of families.entries()) {
      for (let c = 0; c < nodeClients(f); c += 1) {
        const zero = openNodeZero(stack.url, family);
        clients.push(zero);
        if (c === 0) writers.push(zero);
        const seen = new Set<string>();
        const view = zero.materialize(queries.shoppingItems.list());
        view.addListener((rows) => {
          const now = performance.now();
          for (const row of rows) {
            if (row.family_id !== family.context.familyID) leaks += 1;
            if (seen.has(row.id)) continue;
            seen.add(row.id);
            const at = sentAt.get(row.id);
            // The writer (client 0) sees its own write at once; the other three count.
            if (at !== undefined && c !== 0) latencies.push(now - at);
          }
        });
        await zero.run(queries.shoppingItems.list(), { type: 'complete' });
      }
    }

    const sample = await openListPages(browser, stack.url, families.slice(0, BROWSER_FAMILIES));
    const sentWall = new Map<string, number>(); // `${family}|${name}`: Date.now() when sent

    const before = measure();
    // The clients' own process must not be the bottleneck: a stall of its event loop
    // delays every client's listener, and would read as a slow server.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = performance.now();
    console.log(
      `${FAMILIES} families × ${CLIENTS} clients (${BROWSER_FAMILIES} of them with one in ` +
        `Chromium), 1 write/s per family, ${SECONDS} s`,
    );
    // Each family writes once a second, the families spread over the second as real
    // families are (all at the same instant, the writes queue behind each other in
    // zero-cache's replication, one after another, and the bench measures the burst).
    for (let second = 0; second < SECONDS; second += 1) {
      for (let f = 0; f < FAMILIES; f += 1) {
        const at = started + second * 1000 + (f * 1000) / FAMILIES;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));
        const id = crypto.randomUUID();
        const name = itemName(f, second);
        sentAt.set(id, performance.now());
        sentWall.set(`${f}|${name}`, Date.now());
        void writers[f]!.mutate(mutators.shoppingItem.add({ id, name }))
          .server.then((result) => {
            if (result.type === 'error') errors += 1;
          })
          .catch(() => (errors += 1));
      }
    }
    // Let the last writes arrive.
    let expected = 0;
    for (let f = 0; f < FAMILIES; f += 1) expected += SECONDS * (nodeClients(f) - 1);
    const deadline = Date.now() + 15_000;
    while (latencies.length < expected && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    let shown = await sample.shown();
    while (shown.some((names) => names.size < SECONDS) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      shown = await sample.shown();
    }
    const elapsed = (performance.now() - started) / 1000;
    const after = measure();

    loopDelay.disable();
    printSummary('propagation to the family’s other clients', latencies);
    const ms = (ns: number) => `${(ns / 1e6).toFixed(0)} ms`;
    console.log(
      `event loop delay of the clients' process: p99 ${ms(loopDelay.percentile(99))}, ` +
        `max ${ms(loopDelay.max)}`,
    );
    const missing = expected - latencies.length;
    console.log(`errors: ${errors} refused writes, ${missing} deliveries missing of ${expected}`);
    const toScreens: number[] = [];
    let screenMissing = 0;
    for (const [f, names] of shown.entries()) {
      for (const [name, at] of names) {
        if (!name.startsWith(`f${f} `)) leaks += 1;
        const sent = sentWall.get(`${f}|${name}`);
        if (sent !== undefined) toScreens.push(at - sent);
      }
      for (let second = 0; second < SECONDS; second += 1)
        if (!names.has(itemName(f, second))) screenMissing += 1;
    }
    printSummary(`propagation to a browser’s screen (${BROWSER_FAMILIES} families)`, toScreens);
    console.log(`${screenMissing} not shown of ${BROWSER_FAMILIES * SECONDS} on the screens`);
    printUsage(idle, before, after, elapsed, clients.length);
    console.log(`rows of another family received by any client: ${leaks}`);
    if (leaks > 0 || missing > 0 || screenMissing > 0) process.exitCode = 1;
  } finally {
    await Promise.all(clients.map((zero) => zero.close()));
    await browser.close();
    await stopAppProcess(stack);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
