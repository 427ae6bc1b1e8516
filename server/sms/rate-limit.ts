// The text-message limits: per phone, per member and per address (spec: sending is
// rate-limited). Counted by the product's one limiter (server/auth/rate-limit.ts).
import type { Sql } from 'postgres';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { releaseEvents, takeEvents, type RateRule } from '../auth/rate-limit.ts';

export type { RateRule };

/** Counts one event under every rule, or refuses (counting nothing) if any is full. */
export async function takeRate(sql: Sql, rules: readonly RateRule[]): Promise<void> {
  if ((await takeEvents(sql, rules)) === null) throw new AppError(ErrorCode.SMS_RATE_LIMITED);
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Codes a day to one number, whoever asks, and for one member, to any numbers. */
export const CODES_PER_NUMBER_PER_DAY = 10;
export const CODES_PER_MEMBER_PER_DAY = 10;
/**
 * Codes a day to a number that a member of another family has verified, from members
 * outside that family: it is someone's phone, and only its owner moving families needs a
 * code there (docs/security.md "Limits on what a caller can ask").
 */
export const CODES_TO_A_NUMBER_VERIFIED_ELSEWHERE_PER_DAY = 2;

export type CodeRequest = {
  phone: string;
  userID: string;
  address: string;
  /** A member of another family has verified this number. */
  verifiedElsewhere: boolean;
};

/**
 * Counts one code under every rule, or refuses it, counting nothing: a day's limit with
 * TOO_MANY_CODES_TODAY, a shorter one with SMS_RATE_LIMITED. The refusal is the same
 * whether or not the number is verified elsewhere, so it tells nobody whose number it is.
 */
export async function takeCodeRate(sql: Sql, request: CodeRequest): Promise<void> {
  const { phone, userID, address } = request;
  const daily: RateRule[] = [
    { bucket: 'code:phone-day', key: phone, limit: CODES_PER_NUMBER_PER_DAY, windowMs: DAY },
    { bucket: 'code:user-day', key: userID, limit: CODES_PER_MEMBER_PER_DAY, windowMs: DAY },
  ];
  if (request.verifiedElsewhere)
    daily.push({
      bucket: 'code:verified-elsewhere-day',
      key: phone,
      limit: CODES_TO_A_NUMBER_VERIFIED_ELSEWHERE_PER_DAY,
      windowMs: DAY,
    });
  const taken = await takeEvents(sql, daily);
  if (taken === null) throw new AppError(ErrorCode.TOO_MANY_CODES_TODAY);
  const shortWindows: RateRule[] = [
    { bucket: 'code:phone', key: phone, limit: 3, windowMs: 10 * MINUTE },
    { bucket: 'code:user', key: userID, limit: 5, windowMs: HOUR },
    { bucket: 'code:address', key: address, limit: 20, windowMs: HOUR },
  ];
  if ((await takeEvents(sql, shortWindows)) === null) {
    await releaseEvents(sql, taken);
    throw new AppError(ErrorCode.SMS_RATE_LIMITED);
  }
}

export const listRules = (userID: string, address: string): RateRule[] => [
  { bucket: 'list:user', key: userID, limit: 10, windowMs: HOUR },
  { bucket: 'list:address', key: address, limit: 30, windowMs: HOUR },
];
