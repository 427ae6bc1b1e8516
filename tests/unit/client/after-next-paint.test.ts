import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '#client/lib/after-next-paint.ts';

describe('work after the next paint', () => {
  let frames: Array<() => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs in the task after the next frame, not before it, and once', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(10);
    expect(work).not.toHaveBeenCalled();

    frames.shift()!();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('still runs in a hidden tab, where no frame comes', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
