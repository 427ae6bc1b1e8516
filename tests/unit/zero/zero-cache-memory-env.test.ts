// zero-cache runs with the memory settings measured in docs/performance.md (Capacity), and
// Node options of whoever starts the app still reach it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zeroCacheEnv } from '../../../zero.config.ts';

const settings = {
  upstreamDb: 'postgres://localhost/app',
  replicaFile: '/tmp/replica.db',
  port: 4848,
  apiBaseUrl: 'http://127.0.0.1:3000',
  adminPassword: 'secret',
  logLevel: 'error',
} as const;

afterEach(() => vi.unstubAllEnvs());

describe("zero-cache's memory settings", () => {
  it('caps V8’s young generation and the Postgres connection pools', () => {
    vi.stubEnv('NODE_OPTIONS', '');
    const env = zeroCacheEnv(settings);
    expect(env.NODE_OPTIONS).toBe('--max-semi-space-size=4');
    expect(env.ZERO_CVR_MAX_CONNS).toBe('10');
    expect(env.ZERO_CHANGE_MAX_CONNS).toBe('2');
  });

  it('keeps the Node options the app was started with', () => {
    vi.stubEnv('NODE_OPTIONS', '--enable-source-maps');
    expect(zeroCacheEnv(settings).NODE_OPTIONS).toBe(
      '--enable-source-maps --max-semi-space-size=4',
    );
  });
});
