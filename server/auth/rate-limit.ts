// Every rate limit of the product, counted in one Postgres table so that limits hold across
// restarts and across several app servers: one row per counted event, sliding windows.
// Counting and recording happen in one transaction under an advisory lock per key, so
// requests racing on the same key cannot all slip under the limit.
import type { Sql } from 'postgres';
import { pruneArrivals } from '../sms/inbound-seen.ts';

export type RateRule = { bucket: string; key?: string; limit: number; windowMs: number };

const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
// The first half of the two-key advisory lock, so these locks never meet other ones.
const LOCK_SPACE = 7301;

let lastSweep = 0;

/**
 * Counts one event under every rule, or none at all if any rule is full.
 * The ids of the recorded events (to release them later), or null when refused.
 */
export async function takeEvents(sql: Sql, rules: readonly RateRule[]): Promise<string[] | null> {
  const keyed = rules.map((rule) => ({ ...rule, key: rule.key ?? '' }));
  // Always locked in the same order, so two callers never wait on each other in a circle.
  const ordered = keyed.sort((a, b) =>
    `${a.bucket}\u0000${a.key}`.localeCompare(`${b.bucket}\u0000${b.key}`),
  );
  const ids = await sql.begin(async (tx) => {
    for (const rule of ordered) {
      await tx`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${`${rule.bucket} ${rule.key}`}))`;
    }
    for (const rule of ordered) {
      const [row] = await tx<{ n: number }[]>`
        SELECT count(*)::int AS n FROM private.rate_limit_event
         WHERE bucket = ${rule.bucket} AND key = ${rule.key}
           AND created_at > now() - make_interval(secs => ${rule.windowMs / 1000})`;
      if ((row?.n ?? 0) >= rule.limit) return null;
    }
    const taken: string[] = [];
    for (const rule of ordered) {
      const [row] = await tx<{ id: string }[]>`
        INSERT INTO private.rate_limit_event (bucket, key) VALUES (${rule.bucket}, ${rule.key})
        RETURNING id::text`;
      if (row) taken.push(row.id);
    }
    return taken;
  });
  await sweep(sql);
  return ids;
}

/** Forgets events recorded by takeEvents (an attempt that turned out not to count). */
export async function releaseEvents(sql: Sql, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`DELETE FROM private.rate_limit_event WHERE id = ANY(${ids as string[]}::bigint[])`;
}

async function sweep(sql: Sql): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await sql`DELETE FROM private.rate_limit_event
             WHERE created_at < now() - make_interval(secs => ${KEEP_MS / 1000})`;
  // The other short-lived guard against abuse: inbound texts' MessageSids, kept a week.
  await pruneArrivals(sql);
}

/** The limiter with a bucket-and-key interface, on the same table and the same lock. */
export function createRateLimiter(sql: Sql) {
  return {
    async count(bucket: string, key: string, windowMs: number): Promise<number> {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM private.rate_limit_event
         WHERE bucket = ${bucket} AND key = ${key}
           AND created_at > now() - make_interval(secs => ${windowMs / 1000})`;
      return row?.n ?? 0;
    },

    async clear(bucket: string, key: string): Promise<void> {
      await sql`DELETE FROM private.rate_limit_event WHERE bucket = ${bucket} AND key = ${key}`;
    },

    /** Counts one more event unless the limit is reached; false when it is (atomic). */
    async take(bucket: string, key: string, limit: number, windowMs: number): Promise<boolean> {
      return (await takeEvents(sql, [{ bucket, key, limit, windowMs }])) !== null;
    },

    takeAll: (rules: readonly RateRule[]) => takeEvents(sql, rules),
    release: (ids: readonly string[]) => releaseEvents(sql, ids),
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
