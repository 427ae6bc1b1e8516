// npm run bench:ci — every bench in its short mode (BENCH_SHORT=1: a few iterations, no
// thresholds), one after another, so that a bench that no longer runs fails CI.
import { spawnSync } from 'node:child_process';

const BENCHES = [
  'tests/bench/sync-bench.ts',
  'tests/bench/tap-bench.ts',
  'tests/bench/scale-bench.ts',
  'tests/bench/history-bench.ts',
  'tests/bench/soak-bench.ts',
  'tests/bench/shards-bench.ts',
  'tests/bench/lighthouse-bench.ts',
  'packages/recipe-reader/scripts/bench-recipes.ts',
];

for (const bench of BENCHES) {
  console.log(`\n== ${bench} (short)`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [bench], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SHORT: '1' },
  });
  if (run.status !== 0) {
    console.error(`${bench} failed (exit ${run.status ?? run.signal})`);
    process.exit(1);
  }
  console.log(`== ${bench}: ok in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
