// Timestamps of the hops a change takes from one device to another, taken only while a
// benchmark in the same process observes them (bench:sync; docs/performance.md). With no
// observer each mark is one comparison, so the path every edit takes pays nothing for it.
export type Hop =
  | 'push-relayed'
  | 'mutate-received'
  | 'checks-done'
  | 'mutator-done'
  | 'committed'
  | 'poke-relayed';

export type HopObserver = (hop: Hop, at: number) => void;

let observer: HopObserver | null = null;

/** Sets (or, with null, clears) the one observer of hop timestamps. */
export function observeHops(next: HopObserver | null): void {
  observer = next;
}

export function hopsObserved(): boolean {
  return observer !== null;
}

/** Records a hop at the current wall-clock time, comparable with a browser's. */
export function markHop(hop: Hop): void {
  observer?.(hop, performance.timeOrigin + performance.now());
}
