// The text-message limits: per phone, per member and per address (spec: sending is
// rate-limited). Counted by the product's one limiter (server/auth/rate-limit.ts).
import type { Sql } from 'postgres';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { takeEvents, type RateRule } from '../auth/rate-limit.ts';

export type { RateRule };

/** Counts one event under every rule, or refuses (counting nothing) if any is full. */
export async function takeRate(sql: Sql, rules: readonly RateRule[]): Promise<void> {
  if ((await takeEvents(sql, rules)) === null) throw new AppError(ErrorCode.SMS_RATE_LIMITED);
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const codeRules = (phone: string, userID: string, address: string): RateRule[] => [
  { bucket: 'code:phone', key: phone, limit: 3, windowMs: 10 * MINUTE },
  { bucket: 'code:phone-day', key: phone, limit: 10, windowMs: 24 * HOUR },
  { bucket: 'code:user', key: userID, limit: 5, windowMs: HOUR },
  { bucket: 'code:address', key: address, limit: 20, windowMs: HOUR },
];

export const listRules = (userID: string, address: string): RateRule[] => [
  { bucket: 'list:user', key: userID, limit: 10, windowMs: HOUR },
  { bucket: 'list:address', key: address, limit: 30, windowMs: HOUR },
];
