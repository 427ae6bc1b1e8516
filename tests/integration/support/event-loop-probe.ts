// Whether a request holds the app's event loop: while it runs, /api/health is asked one
// request after another, and the slowest answer is kept. A handler that computes for
// seconds on the main thread makes health wait as long; one that awaits the database,
// a worker or the thread pool does not. The bounds are generous for a busy 2-core machine
// shared with other test runs, where a worker's CPU alone slows every answer (the holes
// they guard against held the loop for 11 to 67 seconds).
import { inject } from 'vitest';

/** "Another request is answered within 200 ms" on an idle machine; 1 s on a shared one. */
export const HEALTH_BOUND_MS = 1000;
/** The largest input a schema allows is answered within 2 s. */
export const WORK_BOUND_MS = 2000;

async function healthMs(): Promise<number> {
  const started = performance.now();
  await (await fetch(`${inject('appUrl')}/api/health`)).arrayBuffer();
  return performance.now() - started;
}

/** The median health latency with nothing else asked: the machine's load right now. */
export async function idleHealthMs(): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) samples.push(await healthMs());
  return samples.sort((a, b) => a - b)[2]!;
}

export type Probed<T> = { result: T; elapsedMs: number; slowestHealthMs: number };

export async function whileProbing<T>(work: () => Promise<T>): Promise<Probed<T>> {
  let done = false;
  const latencies: number[] = [];
  const probe = (async () => {
    while (!done) latencies.push(await healthMs());
  })();
  const started = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    done = true;
  }
  const elapsedMs = performance.now() - started;
  // The health request asked last may still be waiting on the work's last step.
  await probe;
  return { result, elapsedMs, slowestHealthMs: Math.max(0, ...latencies) };
}
