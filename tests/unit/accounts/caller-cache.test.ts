// The memory of callers (server/auth/caller-cache.ts) answers only for the same secret,
// only while it follows changes, never past its time, and never with an answer read
// before something was forgotten.
import { describe, expect, it } from 'vitest';
import { CALLER_CACHE_MS, createCallerCache } from '#server/auth/caller-cache.ts';

const secret = new Uint8Array([1, 2, 3]);
const other = new Uint8Array([1, 2, 4]);

function followingCache(clock: { now: number }) {
  const cache = createCallerCache<string>(() => clock.now);
  // The listener's "connected" callback, as postgres.js calls it.
  const fakeSql = {
    listen: async (_channel: string, _onNotify: () => void, onListen: () => void) => {
      onListen();
      return { unlisten: async () => {} };
    },
  };
  return { cache, follow: () => cache.follow(fakeSql as never) };
}

describe('the memory of callers', () => {
  it('answers nothing until it follows changes', async () => {
    const clock = { now: 0 };
    const { cache, follow } = followingCache(clock);
    cache.set(cache.ticket(), 's1', secret, 'a1', 'Ada');
    expect(cache.get('s1', secret)).toBeUndefined();
    await follow();
    cache.set(cache.ticket(), 's1', secret, 'a1', 'Ada');
    expect(cache.get('s1', secret)).toBe('Ada');
  });

  it('answers only for the same secret and only for a while', async () => {
    const clock = { now: 0 };
    const { cache, follow } = followingCache(clock);
    await follow();
    cache.set(cache.ticket(), 's1', secret, 'a1', 'Ada');
    expect(cache.get('s1', other)).toBeUndefined();
    clock.now = CALLER_CACHE_MS - 1;
    expect(cache.get('s1', secret)).toBe('Ada');
    clock.now = CALLER_CACHE_MS;
    expect(cache.get('s1', secret)).toBeUndefined();
  });

  it('does not remember an answer read before a forget', async () => {
    const { cache, follow } = followingCache({ now: 0 });
    await follow();
    const ticket = cache.ticket();
    cache.forgetSession('s1');
    cache.set(ticket, 's1', secret, 'a1', 'Ada');
    expect(cache.get('s1', secret)).toBeUndefined();
  });

  it('forgets a session, an account, everything, and when it stops following', async () => {
    const { cache, follow } = followingCache({ now: 0 });
    const stop = await follow();
    cache.set(cache.ticket(), 's1', secret, 'a1', 'Ada');
    cache.set(cache.ticket(), 's2', secret, 'a1', 'Ada');
    cache.set(cache.ticket(), 's3', secret, 'a2', 'Ben');
    cache.forgetAccount('a1');
    expect([cache.get('s1', secret), cache.get('s2', secret)]).toEqual([undefined, undefined]);
    expect(cache.get('s3', secret)).toBe('Ben');
    await stop();
    expect(cache.get('s3', secret)).toBeUndefined();
  });
});
