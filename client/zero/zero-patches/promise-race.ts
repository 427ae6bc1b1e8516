// Replaces Zero 1.9's shared/src/promise-race.js in the browser build
// (scripts/vite-zero-patches.ts), with the same signature and result. Zero's own chains a
// `.then` onto every promise it races, each time: its run loop races the connection's
// next-state promise, which stays pending as long as the socket is up, on every message the
// server sends, so a page left open kept one more reaction, closure and promise chain per
// message for as long as it stayed connected (docs/performance.md, "A tablet left open").
// Here a promise raced many times gets one reaction, and each race takes its listener
// back when it is decided.

type PromiseRaceResult<T extends Record<string, PromiseLike<unknown>>> = {
  [K in Extract<keyof T, string>]: { key: K; status: 'fulfilled'; result: Awaited<T[K]> };
}[Extract<keyof T, string>];

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
type Listener = (outcome: Outcome) => void;

const NO_PROMISES_MESSAGE = 'No promises to race';

/** The races waiting on each pending promise; the promise's one reaction tells them. */
const waiting = new WeakMap<object, Set<Listener>>();

/** Calls `listener` once `promise` settles; the returned function takes it back. */
function onSettled(promise: PromiseLike<unknown>, listener: Listener): () => void {
  if (typeof promise !== 'object' && typeof promise !== 'function') {
    let live = true;
    void Promise.resolve(promise).then((value) => live && listener({ ok: true, value }));
    return () => (live = false);
  }
  let listeners = waiting.get(promise);
  if (!listeners) {
    const own = new Set<Listener>();
    listeners = own;
    waiting.set(promise, own);
    const settle = (outcome: Outcome) => {
      waiting.delete(promise);
      for (const each of [...own]) each(outcome);
      own.clear();
    };
    Promise.resolve(promise).then(
      (value) => settle({ ok: true, value }),
      (error: unknown) => settle({ ok: false, error }),
    );
  }
  const set = listeners;
  set.add(listener);
  return () => set.delete(listener);
}

/** How many races are waiting on `promise` (for tests). */
export function racesWaitingOn(promise: object): number {
  return waiting.get(promise)?.size ?? 0;
}

/**
 * Race a record of promises and resolve with the first resolved entry.
 *
 * @param promises Record of promises to race.
 * @returns Promise resolving to a discriminated union of key/result pairs.
 * @throws An error if the record is empty or if a promise is rejected.
 */
export function promiseRace<T extends Record<string, PromiseLike<unknown>>>(
  promises: T,
): Promise<PromiseRaceResult<T> & {}> {
  const keys = Object.keys(promises) as Array<Extract<keyof T, string>>;
  if (keys.length === 0) return Promise.reject(new Error(NO_PROMISES_MESSAGE));
  return new Promise((resolve, reject) => {
    const stops: Array<() => void> = [];
    let decided = false;
    for (const key of keys) {
      const stop = onSettled(promises[key]!, (outcome) => {
        if (decided) return;
        decided = true;
        for (const each of stops) each();
        if (outcome.ok)
          resolve({ key, status: 'fulfilled', result: outcome.value } as PromiseRaceResult<T>);
        else reject(outcome.error);
      });
      stops.push(stop); // listeners run in a later job, never during this loop
    }
  });
}
