// Unsigned and repeated posts to Twilio's webhook, counted in memory per address: throttled
// past the limit within the window, and reported once per window at most.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUnsignedPostGuard,
  refusedSummary,
  type RefusedCounts,
} from '#server/sms/unsigned-posts.ts';

const WINDOW = 60_000;

function guard(maxAddresses = 100) {
  const reports: { counts: Record<string, number>; addresses: number }[] = [];
  const posts = createUnsignedPostGuard({
    limit: 3,
    windowMs: WINDOW,
    maxAddresses,
    report: async (counts: RefusedCounts, addresses) => {
      reports.push({ counts: Object.fromEntries(counts), addresses });
    },
  });
  return { posts, reports };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('unsigned posts to the webhook', () => {
  it('throttles an address past its limit until its window ends, and no other', () => {
    const { posts } = guard();
    for (let i = 0; i < 3; i += 1) {
      expect(posts.throttled('a')).toBe(false);
      posts.refused('bad_signature', 'a');
    }
    expect(posts.throttled('a')).toBe(true);
    expect(posts.throttled('b')).toBe(false);
    vi.advanceTimersByTime(WINDOW);
    expect(posts.throttled('a')).toBe(false);
  });

  it('reports once per window, with the counts of that window only', async () => {
    const { posts, reports } = guard();
    for (let i = 0; i < 5; i += 1) posts.refused('bad_signature', 'a');
    posts.refused('duplicate', 'b');
    posts.throttled('a');
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(WINDOW - 1);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual([
      { counts: { bad_signature: 5, duplicate: 1, throttled: 1 }, addresses: 2 },
    ]);
    // A quiet window reports nothing; the next refusal starts a new one.
    vi.advanceTimersByTime(3 * WINDOW);
    expect(reports).toHaveLength(1);
    posts.refused('oversize', 'c');
    vi.advanceTimersByTime(WINDOW);
    expect(reports.at(-1)).toEqual({ counts: { oversize: 1 }, addresses: 1 });
  });

  it('keeps at most so many addresses, forgetting the oldest', () => {
    const { posts } = guard(2);
    for (const address of ['a', 'b', 'c'])
      for (let i = 0; i < 3; i += 1) posts.refused('bad_signature', address);
    expect(posts.throttled('a')).toBe(false);
    expect(posts.throttled('b')).toBe(true);
    expect(posts.throttled('c')).toBe(true);
  });

  it('says it all in one line', () => {
    const counts = new Map([
      ['bad_signature', 30],
      ['throttled', 7],
    ] as const);
    expect(refusedSummary(counts, 3, WINDOW)).toBe(
      '[sms inbound] refused 37 unsigned or repeated posts in 60 s from 3 addresses: bad_signature 30, throttled 7',
    );
  });
});
