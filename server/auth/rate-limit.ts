// Sliding-window counters in Postgres, so that limits hold across restarts and across
// several app servers. One row per counted event; old rows are swept now and then.
import type { Sql } from 'postgres';

const SWEEP_EVERY_MS = 10 * 60 * 1000;
const KEEP_MS = 24 * 60 * 60 * 1000;

export function createRateLimiter(sql: Sql) {
  let lastSweep = 0;

  const sweep = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await sql`DELETE FROM private.rate_limit_event
              WHERE created_at < ${new Date(Date.now() - KEEP_MS)}`;
  };

  const limiter = {
    async count(bucket: string, key: string, windowMs: number): Promise<number> {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM private.rate_limit_event
         WHERE bucket = ${bucket} AND key = ${key}
           AND created_at > ${new Date(Date.now() - windowMs)}`;
      return row?.n ?? 0;
    },

    async record(bucket: string, key: string): Promise<void> {
      await sql`INSERT INTO private.rate_limit_event (bucket, key) VALUES (${bucket}, ${key})`;
      await sweep();
    },

    async clear(bucket: string, key: string): Promise<void> {
      await sql`DELETE FROM private.rate_limit_event WHERE bucket = ${bucket} AND key = ${key}`;
    },

    /** Counts one more event unless the limit is reached; false when it is. */
    async take(bucket: string, key: string, limit: number, windowMs: number): Promise<boolean> {
      if ((await limiter.count(bucket, key, windowMs)) >= limit) return false;
      await limiter.record(bucket, key);
      return true;
    },
  };
  return limiter;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
