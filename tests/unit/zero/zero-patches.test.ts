// Zero 1.9's connection loop, on every message from the server, races the connection's
// next-state promise and a wait for the page to be hidden; both stay pending while a page
// is visible and connected, and Zero's own race and visibility watcher kept something per
// race until they settled: a tablet left open grew without end (docs/performance.md,
// "A tablet left open"). The browser build replaces the two modules
// (scripts/vite-zero-patches.ts); these tests hold both the leak in Zero's and its absence
// in ours, so that a Zero that fixes it says so here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import * as ourVisible from '#client/zero/zero-patches/document-visible.ts';
import * as ourRace from '#client/zero/zero-patches/promise-race.ts';
import {
  PATCHED_ZERO_VERSION,
  ZERO_PATCHES,
  zeroPatches,
} from '../../../scripts/vite-zero-patches.ts';

const zeroModule = (name: string) => [...ZERO_PATCHES.keys()].find((file) => file.endsWith(name))!;
const zeroRace = (await import(zeroModule('/promise-race.js'))) as typeof ourRace;
const zeroVisible = (await import(zeroModule('/document-visible.js'))) as typeof ourVisible;

/** A promise-like that never settles and keeps every callback it is given, as a promise does. */
function pendingThenable() {
  const callbacks: unknown[] = [];
  return {
    callbacks,
    then(onFulfilled: unknown) {
      callbacks.push(onFulfilled);
      return this;
    },
  };
}

/** What Zero's run loop does on each message: race the pending promise and one that ends. */
async function raceOften(race: typeof ourRace.promiseRace, pending: PromiseLike<unknown>) {
  for (let i = 0; i < 100; i += 1) {
    const result = await race({ stateChange: pending, aborted: Promise.resolve(i) });
    expect(result).toEqual({ key: 'aborted', status: 'fulfilled', result: i });
  }
}

function fakeDocument(visibilityState: DocumentVisibilityState) {
  const target = new EventTarget();
  return Object.assign(target, { visibilityState });
}

describe("Zero's connection loop waits", () => {
  it("Zero's own race keeps one callback per race on a promise still pending", async () => {
    const pending = pendingThenable();
    await raceOften(zeroRace.promiseRace, pending);
    expect(pending.callbacks).toHaveLength(100);
  });

  it('our race gives a promise one callback however often it is raced, and lets go', async () => {
    const pending = pendingThenable();
    await raceOften(ourRace.promiseRace, pending);
    expect(pending.callbacks).toHaveLength(1);
    expect(ourRace.racesWaitingOn(pending)).toBe(0);
  });

  it('our race decides as Zero’s does: the first to settle, rejections, no promises', async () => {
    let resolveLater: (value: string) => void = () => {};
    const later = new Promise<string>((resolve) => (resolveLater = resolve));
    const pending = new Promise(() => {});
    const race = ourRace.promiseRace({ pending, later });
    resolveLater('now');
    await expect(race).resolves.toEqual({ key: 'later', status: 'fulfilled', result: 'now' });
    // The same promise settling again decides a new race too.
    await expect(ourRace.promiseRace({ pending, later })).resolves.toMatchObject({ key: 'later' });
    await expect(
      ourRace.promiseRace({ pending, failed: Promise.reject(new Error('x')) }),
    ).rejects.toThrow('x');
    await expect(ourRace.promiseRace({})).rejects.toThrow('No promises to race');
    expect(ourRace.racesWaitingOn(pending)).toBe(0);
  });

  it("Zero's own visibility watcher makes a new promise per wait while visible", () => {
    const watcher = zeroVisible.getDocumentVisibilityWatcher(
      fakeDocument('visible'),
      0,
      new AbortController().signal,
    );
    const waits = new Set(Array.from({ length: 100 }, () => watcher.waitForHidden()));
    expect(waits.size).toBe(100);
  });

  it('ours shares one promise per state, resolved once the page has been hidden a while', async () => {
    vi.useFakeTimers();
    try {
      const doc = fakeDocument('visible');
      const watcher = ourVisible.getDocumentVisibilityWatcher(
        doc,
        1000,
        new AbortController().signal,
      );
      const waits = new Set(Array.from({ length: 100 }, () => watcher.waitForHidden()));
      expect(waits.size).toBe(1);
      let hidden = false;
      void [...waits][0]!.then(() => (hidden = true));
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(999);
      expect(hidden).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(hidden).toBe(true);
      expect(watcher.visibilityState).toBe('hidden');
      await expect(watcher.waitForHidden()).resolves.toBeUndefined();
      const visible = watcher.waitForVisible();
      expect(watcher.waitForVisible()).toBe(visible);
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
      await expect(visible).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the browser build', () => {
  const zeroRoot = zeroModule('/promise-race.js').split('/out/')[0]!;

  it('is written against the Zero installed', () => {
    const { version } = JSON.parse(readFileSync(`${zeroRoot}/package.json`, 'utf8'));
    expect(version).toBe(PATCHED_ZERO_VERSION);
  });

  it("resolves Zero's own imports of both modules to ours", () => {
    const plugin = zeroPatches();
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const importers = [
      `${zeroRoot}/out/zero-client/src/client/zero.js`,
      `${zeroRoot}/out/replicache/src/replicache-impl.js`,
    ];
    const replaced = new Set<string>();
    for (const importer of importers) {
      const specifiers = [...readFileSync(importer, 'utf8').matchAll(/from "([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      for (const source of specifiers) {
        const to = resolveId(source, importer);
        const zeroFile = path.posix.resolve(path.posix.dirname(importer), source);
        expect(to, source).toBe(ZERO_PATCHES.get(zeroFile) ?? null);
        if (to) replaced.add(zeroFile);
      }
    }
    expect([...replaced].sort()).toEqual([...ZERO_PATCHES.keys()].sort());
    expect(resolveId('./promise-race.js', '/work/client/x.ts')).toBeNull();
  });
});
