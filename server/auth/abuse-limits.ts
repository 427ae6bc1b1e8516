// The product's rate limits, in one place:
// - failed sign-ins per address and per client address (15-minute window);
// - requests that send email (sign-up, resend, reset, access request, invite) per client
//   address, and emails per recipient (1-hour window);
// - work a caller can make the server do over and over: recipe imports, dish photo uploads
//   and family imports per account (1-hour window).
// Keys are the typed address whether or not an account has it, so a limit never tells
// a stranger which addresses are registered.
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { Env } from '../env.ts';
import type { RateLimiter } from './rate-limit.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const EMAIL_WINDOW_MS = 60 * 60 * 1000;
export const RECIPE_IMPORT_WINDOW_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export function createAbuseLimits(env: Env, limiter: RateLimiter) {
  return {
    /**
     * Counts a sign-in attempt as a failure before the password is checked, under both
     * counters at once, or refuses it when either is full: parallel guesses cannot all
     * pass a check made before any of them was counted. The ticket undoes the count.
     */
    async beginSignIn(email: string, ip: string): Promise<string[]> {
      const ticket = await limiter.takeAll([
        {
          bucket: 'login-account',
          key: email,
          limit: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
          windowMs: LOGIN_WINDOW_MS,
        },
        {
          bucket: 'login-ip',
          key: ip,
          limit: env.LOGIN_MAX_FAILURES_PER_IP,
          windowMs: LOGIN_WINDOW_MS,
        },
      ]);
      if (!ticket) throw new AppError(ErrorCode.TOO_MANY_SIGN_IN_ATTEMPTS);
      return ticket;
    },

    /** The attempt was not a wrong password after all (e.g. an unverified address). */
    async signInNotCounted(ticket: readonly string[]): Promise<void> {
      await limiter.release(ticket);
    },

    /** The owner got in: their own earlier typos no longer count against the address. */
    async signInSucceeded(email: string, ticket: readonly string[] = []): Promise<void> {
      await limiter.release(ticket);
      await limiter.clear('login-account', email);
    },

    /** A request that may send email, from this client address; 429 past the limit. */
    async emailRequestFrom(ip: string): Promise<void> {
      const allowed = await limiter.take(
        'email-ip',
        ip,
        env.EMAIL_REQUESTS_PER_IP_PER_HOUR,
        EMAIL_WINDOW_MS,
      );
      if (!allowed) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
    },

    /** Whether one more email may go to this address now (counts it if so). */
    async mayEmail(address: string): Promise<boolean> {
      return limiter.take(
        'email-to',
        address.toLowerCase(),
        env.EMAILS_PER_ADDRESS_PER_HOUR,
        EMAIL_WINDOW_MS,
      );
    },

    /** A recipe import (a fetch and an extraction) by this member; 429 past the limit. */
    async recipeImportBy(accountID: string): Promise<void> {
      const allowed = await limiter.take(
        'recipe-import',
        accountID,
        env.RECIPE_IMPORTS_PER_MEMBER_PER_HOUR,
        RECIPE_IMPORT_WINDOW_MS,
      );
      if (!allowed) throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
    },

    /** A dish photo upload (decoded and resized) by this member; 429 past the limit. */
    async photoUploadBy(accountID: string): Promise<void> {
      const limit = env.PHOTO_UPLOADS_PER_MEMBER_PER_HOUR;
      if (!(await limiter.take('photo-upload', accountID, limit, HOUR_MS)))
        throw new AppError(ErrorCode.TOO_MANY_PHOTOS);
    },

    /** A family import (an archive unpacked and its photos resized); 429 past the limit. */
    async familyImportBy(accountID: string): Promise<void> {
      const limit = env.FAMILY_IMPORTS_PER_ACCOUNT_PER_HOUR;
      if (!(await limiter.take('family-import', accountID, limit, HOUR_MS)))
        throw new AppError(ErrorCode.TOO_MANY_IMPORTS);
    },
  };
}

export type AbuseLimits = ReturnType<typeof createAbuseLimits>;
