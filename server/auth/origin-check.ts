// CSRF: a write authenticated by cookie must come from our own origin. Browsers always
// send Origin on cross-origin writes; callers with no Origin (zero-cache forwarding a
// mutation, a script with a Bearer token) are not browsers acting for someone else.
import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '#domain/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { errorResponse } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isAllowedOrigin(
  origin: string,
  host: string | undefined,
  publicOrigin: string,
): boolean {
  if (origin === publicOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function originCheck(publicOrigin: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = /^Bearer\s/i.test(c.req.header('authorization') ?? '');
    // Sign-in and sign-up are checked too: a forged login is a CSRF of its own.
    if (!SAFE_METHODS.has(c.req.method) && !bearer) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const crossSite = origin
        ? !isAllowedOrigin(origin, c.req.header('host'), publicOrigin)
        : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
      if (crossSite) return errorResponse(c, ErrorCode.FORBIDDEN_ORIGIN);
    }
    await next();
  };
}
