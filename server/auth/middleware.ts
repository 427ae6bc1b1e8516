// Resolves the caller from the session cookie or a Bearer token, and guards routes.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AuthContext } from '../../domain/auth-context.ts';
import { AppError, ErrorCode } from '../../domain/errors.ts';
import type { AppDeps, AppEnv, Caller } from '../http/app-env.ts';
import { SESSION_COOKIE } from './cookie.ts';

export function loadCaller(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    const cookie = getCookie(c, SESSION_COOKIE);
    const token = bearer ?? cookie;
    c.set('caller', token ? await resolveCaller(deps, token, !bearer) : null);
    await next();
  };
}

async function resolveCaller(
  deps: AppDeps,
  token: string,
  viaCookie: boolean,
): Promise<Caller | null> {
  const session = await deps.sessions.validate(token);
  if (!session) return null;
  const [row] = await deps.sql<
    { email: string; family_id: string | null; family_user_id: string | null }[]
  >`SELECT a.email, m.family_id, m.family_user_id
      FROM private.account a LEFT JOIN family_member m ON m.user_id = a.id
     WHERE a.id = ${session.accountID}`;
  if (!row) return null;
  return {
    userID: session.accountID,
    familyID: row.family_id,
    familyUserID: row.family_user_id,
    email: row.email,
    sessionID: session.id,
    viaCookie,
  };
}

export function requireCaller(c: Context<AppEnv>): Caller {
  const caller = c.get('caller');
  if (!caller) throw new AppError(ErrorCode.NOT_SIGNED_IN);
  return caller;
}

export function requireFamilyCaller(c: Context<AppEnv>): Caller & { familyID: string } {
  const caller = requireCaller(c);
  if (!caller.familyID) throw new AppError(ErrorCode.NO_FAMILY);
  return caller as Caller & { familyID: string };
}

/** The part of the caller that Zero queries and mutators see; the browser holds the same. */
export function authContextOf(caller: Caller): AuthContext {
  return { userID: caller.userID, familyID: caller.familyID, familyUserID: caller.familyUserID };
}
