// A bench's verdict against the floor measured in the same run: on a shared machine every
// figure moves with the load, a ratio to a bare baseline taken alongside moves much less
// (docs/performance.md). Full runs exit non-zero past the limit; short runs (CI, on busy
// machines) print the ratio and pass.
import { SHORT, type Summary } from './bench-kit.ts';

export type RatioCheck = { label: string; median: number; floor: number; limit: number };

/** Prints each median's ratio to its floor; returns whether all are within their limits. */
export function checkFloorRatios(checks: readonly RatioCheck[]): boolean {
  let ok = true;
  for (const { label, median, floor, limit } of checks) {
    const ratio = median / floor;
    const over = !(ratio <= limit);
    if (over) ok = false;
    console.log(
      `${label}: median ${median.toFixed(1)} ms = ${ratio.toFixed(2)}× the floor ` +
        `(${floor.toFixed(1)} ms), limit ${limit}×${over ? ' — OVER' : ''}`,
    );
  }
  if (!ok && !SHORT) {
    console.error('FAIL: a median passed its ratio to the floor of this run');
    process.exitCode = 1;
  }
  return ok;
}

/** The checks of several summaries against one floor. */
export function againstFloor(
  floor: Summary,
  limit: number,
  medians: Record<string, Summary>,
): RatioCheck[] {
  return Object.entries(medians).map(([label, s]) => ({
    label,
    median: s.median,
    floor: floor.median,
    limit,
  }));
}
