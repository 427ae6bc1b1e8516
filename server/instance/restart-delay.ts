// How long to wait before starting a crashed part again: at once-ish after a long run,
// doubling while it keeps crashing soon after each start, so that a part that cannot
// run (a full disk, a broken setting) is not restarted in a tight loop.
const FIRST_MS = 1_000;
const MAX_MS = 30_000;
/** A run this long counts as healthy: the next crash starts from FIRST_MS again. */
const HEALTHY_RUN_MS = 60_000;

export function nextDelay(previousMs: number, ranForMs: number): number {
  if (previousMs === 0 || ranForMs >= HEALTHY_RUN_MS) return FIRST_MS;
  return Math.min(previousMs * 2, MAX_MS);
}
