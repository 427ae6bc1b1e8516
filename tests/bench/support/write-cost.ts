// What one write costs each part of a sharded stack (bench:shards): the CPU each used
// while the writes ran and arrived, less what it uses idle with the same devices open
// (measured just before, over its own window), divided by the writes.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Sample } from './process-usage.ts';
import type { ShardStack, Usage } from './shard-stack.ts';
import type { WriteRun } from './shopping-writes.ts';
import { summarize } from './bench-kit.ts';

export type WriteCost = {
  writes: number;
  /** ms of CPU per write: the writer's shard's zero-cache, the other shards' together, … */
  writerZeroCache: number;
  otherZeroCaches: number;
  postgres: number;
  app: number;
  p50: number;
  p95: number;
  missing: number;
  errors: number;
  /** p99 of this process's event loop delay while writing (its devices wait on it), ms. */
  loopDelayP99: number;
};

const cpuSeconds = (before: Sample, after: Sample) => {
  let used = 0;
  for (const [pid, now] of after) used += now.cpuSeconds - (before.get(pid)?.cpuSeconds ?? 0);
  return used;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureWriteCost(
  stack: ShardStack,
  writerShard: number,
  run: () => Promise<WriteRun>,
  { settleMs, baselineSeconds }: { settleMs: number; baselineSeconds: number },
): Promise<WriteCost> {
  await wait(settleMs); // the devices' first sync and the families' setup behind us
  const idleFrom = stack.measure();
  await wait(baselineSeconds * 1000);
  const idleTo = stack.measure();
  // The devices' own process must not be the bottleneck: a stall of its event loop
  // delays every listener, and would read as a slow server.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const result = await run();
  const after = stack.measure();
  loopDelay.disable();

  const idleSeconds = (idleTo.at - idleFrom.at) / 1000;
  const busySeconds = (after.at - idleTo.at) / 1000;
  /** ms per write of a part, over what it uses idle in as long. */
  const perWrite = (part: (u: Usage) => Sample[]) => {
    const sum = (from: Usage, to: Usage) =>
      part(to).reduce((total, s, i) => total + cpuSeconds(part(from)[i]!, s), 0);
    const busy = sum(idleTo, after);
    const idle = (sum(idleFrom, idleTo) / idleSeconds) * busySeconds;
    return ((busy - idle) * 1000) / result.writes;
  };
  const latency = summarize(result.latencies);
  return {
    writes: result.writes,
    writerZeroCache: perWrite((u) => [u.zeroCaches[writerShard]!]),
    otherZeroCaches: perWrite((u) => u.zeroCaches.filter((_, shard) => shard !== writerShard)),
    postgres: perWrite((u) => [u.postgres]),
    app: perWrite((u) => [u.app]),
    p50: latency.median,
    p95: latency.p95,
    missing: result.missing,
    errors: result.errors,
    loopDelayP99: loopDelay.percentile(99) / 1e6,
  };
}
