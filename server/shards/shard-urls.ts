// Where each shard's zero-cache answers, by shard number (docs/shards.md): configured
// (ZERO_CACHE_URLS, or ZERO_CACHE_URL for one shard), or the ones `npm start` runs itself,
// each on two ports from ZERO_PORT on (zero-cache takes its port and the next).
import type { Env } from '../env.ts';

export function zeroCachePortOf(env: Pick<Env, 'ZERO_PORT'>, shard: number): number {
  return env.ZERO_PORT + 2 * shard;
}

/** True when `npm start` runs the shards' zero-caches itself. */
export function runsOwnZeroCaches(env: Pick<Env, 'ZERO_CACHE_URL' | 'ZERO_CACHE_URLS'>) {
  return !env.ZERO_CACHE_URL && !env.ZERO_CACHE_URLS;
}

export function zeroCacheUrls(
  env: Pick<Env, 'ZERO_CACHE_URL' | 'ZERO_CACHE_URLS' | 'ZERO_PORT' | 'SHARDS'>,
): string[] {
  if (env.ZERO_CACHE_URLS) return env.ZERO_CACHE_URLS;
  if (env.ZERO_CACHE_URL) return [env.ZERO_CACHE_URL];
  return Array.from(
    { length: env.SHARDS },
    (_, shard) => `http://127.0.0.1:${zeroCachePortOf(env, shard)}`,
  );
}
