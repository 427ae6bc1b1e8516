// npm run bench:shards — what a family's write costs against the other families that are
// connected (docs/performance.md, "Shards: a family's write against other families").
// zero-cache advances every connected client group over every change it replicates; with
// shards (docs/shards.md) a write should cost only what its own shard's families cost.
//
// One writing family (a device adding an item and checking it off, 5 writes a second, and
// a second device seeing each) while idle families each keep 4 Node Zero devices open with
// the live queries of a dashboard and a list. Per write: CPU of the writer's shard's
// zero-cache, of the other zero-caches, of Postgres (its walsenders included) and of the
// app server, each less its idle use with the same devices open; and the writer →
// observer time (p50/p95). Each run is a fresh `npm start` (server/main.ts) with SHARDS:
//   (a) 1 shard, 15 idle families;  (b) 4 shards, 60 idle, 15 on each (so on the writer's);
//   then 1 shard with 60 idle, for the curve. Runs alternate a, b, b, a; full runs fail
//   unless (b)'s medians (zero-cache CPU per write, p95) are within 1.2× of (a)'s.
// Before its idle families are made, each stack measures the writer alone: Postgres's
// CPU per write against its replication slots (one walsender, decoding all WAL, per
// shard), with 2 and 8 shards started for that alone.
// BENCH_SHORT=1 (CI): 1 shard with 1 idle family and 2 shards with 2, a few seconds each.
import type { Zero } from '@rocicorp/zero';
import os from 'node:os';
import { BENCH_PORTS } from '../support/ports.ts';
import { createFamily, SHORT } from './support/bench-kit.ts';
import { openIdleDevices } from './support/live-devices.ts';
import { createFamilies, shardOf, spreadEvenly } from './support/place-families.ts';
import { startShardStack } from './support/shard-stack.ts';
import { openWritingFamily } from './support/shopping-writes.ts';
import { measureWriteCost, type WriteCost } from './support/write-cost.ts';

const PER_SECOND = 5;
const SECONDS = SHORT ? 3 : Number(process.env.BENCH_SECONDS ?? 40);
const SLOT_SECONDS = SHORT ? 2 : Number(process.env.BENCH_SLOT_SECONDS ?? 20);
const IDLE_DEVICES = 4;
const PHASE = SHORT
  ? { settleMs: 1000, baselineSeconds: 2 }
  : { settleMs: 5000, baselineSeconds: 10 };
const LIMIT = 1.2;

type Run = { name: string; shards: number; idle: number };
const A: Run = { name: 'a', shards: 1, idle: SHORT ? 1 : 15 };
const B: Run = { name: 'b', shards: SHORT ? 2 : 4, idle: SHORT ? 2 : 60 };
const RUNS: Run[] = SHORT ? [A, B] : [A, B, B, A, { name: 'c', shards: 1, idle: 60 }];
/** Stacks started for the slots' table alone (the runs above give 1 and 4). */
const SLOTS_ONLY = SHORT ? [] : [2, 8];

type Row = WriteCost & { run: Run; idleOnWriter: number };
const rows: Row[] = [];
const slots = new Map<number, Array<WriteCost & { walsenders: number }>>();
const failedToStart: string[] = [];

const since = (started: number) => `${((performance.now() - started) / 1000).toFixed(0)} s`;

async function runStack(run: Run) {
  const started = performance.now();
  const stack = await startShardStack(BENCH_PORTS, run.shards);
  console.log(`  started in ${since(started)}`);
  const devices: Zero[] = [];
  try {
    // The writer first: the least-loaded rule gives it shard 0, and it writes alone first.
    const family = await createFamily(stack.url, 'Writer');
    const writerShard = await shardOf(stack.sql, family);
    const writing = await openWritingFamily(stack.url, family);
    devices.push(...writing.devices);
    const alone = await measureWriteCost(
      stack,
      writerShard,
      () => writing.run(SLOT_SECONDS, PER_SECOND),
      PHASE,
    );
    const walsenders = await stack.walsenders();
    console.log(
      `  writer alone: Postgres ${ms(alone.postgres)} ms/write, ${walsenders} walsenders, ` +
        `zero-cache ${ms(alone.writerZeroCache)} ms/write (at ${since(started)})`,
    );
    slots.set(run.shards, [...(slots.get(run.shards) ?? []), { ...alone, walsenders }]);
    if (run.shards === 1 && !rows.some((r) => r.run.idle === 0))
      rows.push({ ...alone, run: { name: 'c', shards: 1, idle: 0 }, idleOnWriter: 0 });
    if (run.idle === 0) return;

    const idle = await createFamilies(stack.url, run.idle);
    const perShard = await spreadEvenly(stack.sql, idle, run.shards);
    console.log(`  idle families per shard: ${perShard.join(', ')} (at ${since(started)})`);
    const opened = await openIdleDevices(stack.url, idle, IDLE_DEVICES);
    devices.push(...opened.devices);
    console.log(
      `  ${devices.length} devices open (at ${since(started)}` +
        `${opened.stalls ? `; ${opened.stalls} stalled and were opened again` : ''})`,
    );
    const cost = await measureWriteCost(
      stack,
      writerShard,
      () => writing.run(SECONDS, PER_SECOND),
      PHASE,
    );
    const row = { ...cost, run, idleOnWriter: perShard[writerShard]! };
    rows.push(row);
    console.log(`  measured (at ${since(started)}): ${rowLine(row)}`);
  } catch (error) {
    const said = stack
      .output()
      .split('\n')
      .filter((line) => !line.startsWith('[mail outbox]'));
    console.error(`the app's last lines:\n${said.slice(-30).join('\n')}`);
    throw error;
  } finally {
    await Promise.all(devices.map((zero) => zero.close()));
    await stack.stop();
  }
}

const ms = (v: number) => v.toFixed(2);
const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const rowLine = (r: Row) =>
  `| ${r.run.name} | ${r.run.shards} | ${r.idleOnWriter} / ${r.run.idle} | ` +
  `${r.idleOnWriter * IDLE_DEVICES + 2} | ${r.writes} | ${ms(r.writerZeroCache)} | ` +
  `${r.run.shards > 1 ? ms(r.otherZeroCaches) : '–'} | ${ms(r.postgres)} | ${ms(r.app)} | ` +
  `${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.missing} / ${r.errors} | ` +
  `${r.loopDelayP99.toFixed(0)} |`;

function printFamilies() {
  console.log(
    `\nA family's write against other families: ${PER_SECOND} writes/s for ${SECONDS} s ` +
      `(alone: ${SLOT_SECONDS} s), ${IDLE_DEVICES} devices per idle family; ` +
      'CPU in ms per write, less idle use\n',
  );
  console.log(
    '| run | shards | idle families (writer’s shard / all) | client groups on writer’s zero-cache | writes | writer’s zero-cache | other zero-caches | Postgres | app server | p50 ms | p95 ms | missing / errors | devices’ loop delay p99 ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.log(rowLine(r));
}

function printSlots() {
  console.log(
    `\nPostgres CPU per write against replication slots (the writer alone, no idle family; ` +
      `${SLOT_SECONDS} s each)\n`,
  );
  console.log(
    '| shards (slots) | walsenders | runs | Postgres ms/write | writer’s zero-cache ms/write | other zero-caches ms/write | p50 ms | p95 ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const shards of [...slots.keys()].sort((x, y) => x - y)) {
    const runs = slots.get(shards)!;
    const m = (pick: (c: WriteCost) => number) => median(runs.map(pick));
    console.log(
      `| ${shards} | ${runs.map((r) => r.walsenders).join(', ')} | ${runs.length} | ` +
        `${ms(m((c) => c.postgres))} | ${ms(m((c) => c.writerZeroCache))} | ` +
        `${shards > 1 ? ms(m((c) => c.otherZeroCaches)) : '–'} | ` +
        `${m((c) => c.p50).toFixed(0)} | ${m((c) => c.p95).toFixed(0)} |`,
    );
  }
  for (const line of failedToStart) console.log(line);
}

/** (b) against (a): medians of their runs, since one run's p95 moves with the host's load. */
function verdict(): boolean {
  const of = (run: Run) => rows.filter((r) => r.run === run);
  const [a, b] = [of(A), of(B)];
  let ok = true;
  console.log(`\n(b) against (a), medians of ${a.length} and ${b.length} runs:`);
  for (const [label, pick] of [
    ['writer’s zero-cache CPU per write', (r: Row) => r.writerZeroCache],
    ['writer → observer p95', (r: Row) => r.p95],
  ] as const) {
    const [ma, mb] = [median(a.map(pick)), median(b.map(pick))];
    const over = !(mb <= LIMIT * ma);
    if (over) ok = false;
    console.log(
      `  ${label}: (a) ${ms(ma)}, (b) ${ms(mb)} = ${(mb / ma).toFixed(2)}×, limit ${LIMIT}×` +
        (over ? ' — OVER' : ''),
    );
  }
  return ok;
}

async function main() {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
  console.log(`load average at start: ${load()} (${os.cpus().length} cores)`);
  for (const run of RUNS) {
    console.log(`run ${run.name}: ${run.shards} shard(s), ${run.idle} idle families`);
    await runStack(run);
  }
  for (const shards of SLOTS_ONLY) {
    console.log(`writer alone on ${shards} shards`);
    await runStack({ name: `slots ${shards}`, shards, idle: 0 }).catch((error: unknown) => {
      failedToStart.push(`${shards} shards did not run: ${String(error).split('\n')[0]}`);
    });
  }
  printFamilies();
  printSlots();
  const ok = verdict();
  console.log(`\nload average at end: ${load()}`);
  const lost = rows.some((r) => r.missing > 0 || r.errors > 0);
  if (lost) console.error('FAIL: writes refused or never seen by the family’s other device');
  if (!ok && !SHORT) console.error(`FAIL: (b) is past ${LIMIT}× (a)`);
  if (lost || (!ok && !SHORT)) process.exitCode = 1;
}

await main();
