// Replaces Zero 1.9's shared/src/document-visible.js in the browser build
// (scripts/vite-zero-patches.ts), with the same behaviour. Zero's own made a new promise
// and kept its resolver in a set on every waitForHidden() while the page was visible, and
// its run loop asks on every message from the server: a page left visible kept one more
// entry per message until it was hidden (docs/performance.md, "A tablet left open"). Here
// every wait for the same state shares one pending promise.

type PartialDocument = Pick<
  Document,
  'visibilityState' | 'addEventListener' | 'removeEventListener'
>;

export interface DocumentVisibilityWatcher {
  readonly visibilityState: DocumentVisibilityState;
  waitForVisible(): Promise<unknown>;
  waitForHidden(): Promise<unknown>;
}

export function getDocumentVisibilityWatcher(
  doc: PartialDocument | undefined,
  hiddenIntervalMS: number,
  signal: AbortSignal,
): DocumentVisibilityWatcher {
  return doc
    ? new DocumentVisibilityWatcherImpl(doc, hiddenIntervalMS, signal)
    : new DocumentVisibilityWatcherNoDoc();
}

type Waiting = { promise: Promise<void>; resolve: () => void };

class DocumentVisibilityWatcherImpl implements DocumentVisibilityWatcher {
  readonly #doc: PartialDocument;
  readonly #hiddenIntervalMS: number;
  #timeoutID: ReturnType<typeof setTimeout> | undefined;
  // Trails doc.visibilityState by hiddenIntervalMS when hidden: a tab counts as hidden
  // once it has been so for a while.
  visibilityState: DocumentVisibilityState;
  /** One pending promise per state waited for, resolved when the state is reached. */
  readonly #waiting = new Map<DocumentVisibilityState, Waiting>();

  constructor(doc: PartialDocument, hiddenIntervalMS: number, signal: AbortSignal) {
    this.#doc = doc;
    this.#hiddenIntervalMS = hiddenIntervalMS;
    this.visibilityState = doc.visibilityState;
    this.#doc.addEventListener('visibilitychange', this.#onVisibilityChange, { signal });
  }

  #onVisibilityChange = () => {
    if (this.#doc.visibilityState === 'visible') {
      clearTimeout(this.#timeoutID);
      this.#setVisibilityState('visible');
    } else {
      this.#timeoutID = setTimeout(() => {
        this.#setVisibilityState('hidden');
      }, this.#hiddenIntervalMS);
    }
  };

  #setVisibilityState(visibilityState: DocumentVisibilityState) {
    if (visibilityState === this.visibilityState) return;
    this.visibilityState = visibilityState;
    const waiting = this.#waiting.get(visibilityState);
    this.#waiting.delete(visibilityState);
    waiting?.resolve();
  }

  waitForVisible(): Promise<unknown> {
    return this.#waitFor('visible');
  }

  waitForHidden(): Promise<unknown> {
    return this.#waitFor('hidden');
  }

  #waitFor(state: DocumentVisibilityState): Promise<unknown> {
    if (this.visibilityState === state) return Promise.resolve();
    let waiting = this.#waiting.get(state);
    if (!waiting) {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      waiting = { promise, resolve };
      this.#waiting.set(state, waiting);
    }
    return waiting.promise;
  }
}

const resolvedPromise = Promise.resolve();
const promiseThatNeverResolves = new Promise(() => undefined);

class DocumentVisibilityWatcherNoDoc implements DocumentVisibilityWatcher {
  readonly visibilityState = 'visible';
  waitForVisible(): Promise<unknown> {
    return resolvedPromise;
  }
  waitForHidden(): Promise<unknown> {
    return promiseThatNeverResolves;
  }
}
