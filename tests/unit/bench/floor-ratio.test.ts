// bench:sync and bench:tap fail their full runs when a median passes its ratio to the floor
// of the same run; CI's short runs print the ratio and pass.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  process.exitCode = undefined;
  vi.unstubAllEnvs();
  vi.resetModules();
  vi.restoreAllMocks();
});

async function check(short: boolean, median: number) {
  vi.stubEnv('BENCH_SHORT', short ? '1' : '');
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { checkFloorRatios } = await import('../../bench/support/floor-ratio.ts');
  return checkFloorRatios([{ label: 'dashboard', median, floor: 4, limit: 8 }]);
}

describe('a median against the floor of its run', () => {
  it('passes within the limit', async () => {
    expect(await check(false, 31)).toBe(true);
    expect(process.exitCode).toBeUndefined();
  });

  it('sets a failing exit code past the limit in a full run', async () => {
    expect(await check(false, 33)).toBe(false);
    expect(process.exitCode).toBe(1);
  });

  it('only reports it in a short run', async () => {
    expect(await check(true, 33)).toBe(false);
    expect(process.exitCode).toBeUndefined();
  });
});
