// Sliding-window limits on text messages, counted in Postgres so that every server process
// shares them: per phone, per member and per address (spec: sending is rate-limited).
import type { Sql } from 'postgres';
import { AppError, ErrorCode } from '../../domain/errors.ts';

export type RateRule = { bucket: string; limit: number; windowMs: number };

const KEEP_MS = 24 * 60 * 60 * 1000;

/** Counts one event in every bucket, or refuses (counting nothing) if any is full. */
export async function takeRate(sql: Sql, rules: readonly RateRule[]): Promise<void> {
  const ordered = [...rules].sort((a, b) => a.bucket.localeCompare(b.bucket));
  await sql.begin(async (tx) => {
    for (const rule of ordered) {
      // Serialises requests on the same bucket so two at once cannot both slip under it.
      await tx`SELECT pg_advisory_xact_lock(hashtext(${rule.bucket}))`;
    }
    for (const rule of ordered) {
      const [row] = await tx<{ n: number }[]>`
        SELECT count(*)::int AS n FROM private.sms_rate_event
         WHERE bucket = ${rule.bucket}
           AND at > now() - make_interval(secs => ${rule.windowMs / 1000})`;
      if ((row?.n ?? 0) >= rule.limit) throw new AppError(ErrorCode.SMS_RATE_LIMITED);
    }
    for (const rule of ordered) {
      await tx`DELETE FROM private.sms_rate_event
                WHERE bucket = ${rule.bucket}
                  AND at < now() - make_interval(secs => ${KEEP_MS / 1000})`;
      await tx`INSERT INTO private.sms_rate_event (bucket) VALUES (${rule.bucket})`;
    }
  });
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const codeRules = (phone: string, userID: string, address: string): RateRule[] => [
  { bucket: `code:phone:${phone}`, limit: 3, windowMs: 10 * MINUTE },
  { bucket: `code:phone-day:${phone}`, limit: 10, windowMs: 24 * HOUR },
  { bucket: `code:user:${userID}`, limit: 5, windowMs: HOUR },
  { bucket: `code:address:${address}`, limit: 20, windowMs: HOUR },
];

export const listRules = (userID: string, address: string): RateRule[] => [
  { bucket: `list:user:${userID}`, limit: 10, windowMs: HOUR },
  { bucket: `list:address:${address}`, limit: 30, windowMs: HOUR },
];
