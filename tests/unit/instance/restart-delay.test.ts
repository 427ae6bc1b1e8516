// How long a crashed part waits before it is started again (server/instance/restart-delay.ts).
import { describe, expect, it } from 'vitest';
import { nextDelay } from '#server/instance/restart-delay.ts';

describe('the restart delay', () => {
  it('is 1 s after a long run, doubles while the part keeps crashing, and stops at 30 s', () => {
    expect(nextDelay(0, 5_000)).toBe(1_000);
    const delays: number[] = [];
    let delay = 0;
    for (let crash = 0; crash < 7; crash += 1) delays.push((delay = nextDelay(delay, 2_000)));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(nextDelay(30_000, 120_000)).toBe(1_000);
  });
});
