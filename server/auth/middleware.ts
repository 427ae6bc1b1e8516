// Resolves the caller from the session cookie or a Bearer token (a session's token, a
// member's personal API token "fdp_…", or on /api/mcp only an MCP connection's access token
// "fdpa_…"), and guards routes.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AuthContext } from '#domain/auth-context.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import type { AppDeps, AppEnv, Caller } from '../http/app-env.ts';
import { isApiToken, resolveApiToken } from '../api-tokens/api-token-store.ts';
import { isConnectionAccessToken, resolveConnectionToken } from '../oauth/connection-store.ts';
import { MCP_PATH, mcpResourceOf } from '../oauth/mcp-resource.ts';
import { SESSION_COOKIE } from './cookie.ts';

/** zero-cache's calls, made on each edit between devices, may use a remembered caller. */
const ZERO_ENDPOINTS = '/api/zero/';

export function loadCaller(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    const cookie = getCookie(c, SESSION_COOKIE);
    const token = bearer ?? cookie;
    c.set(
      'caller',
      !token
        ? null
        : bearer && isApiToken(bearer)
          ? await resolveTokenCaller(deps, bearer)
          : bearer && isConnectionAccessToken(bearer)
            ? await resolveConnectionCaller(deps, bearer, c.req.path)
            : await resolveCaller(deps, token, !bearer, c.req.path.startsWith(ZERO_ENDPOINTS)),
    );
    await next();
  };
}

async function accountOf(deps: AppDeps, accountID: string) {
  const [row] = await deps.sql<
    { email: string; family_id: string | null; family_user_id: string | null }[]
  >`SELECT a.email, m.family_id, m.family_user_id
      FROM private.account a LEFT JOIN family_member m ON m.user_id = a.id
     WHERE a.id = ${accountID}`;
  return row ?? null;
}

async function resolveCaller(
  deps: AppDeps,
  token: string,
  viaCookie: boolean,
  remembered: boolean,
): Promise<Caller | null> {
  const found = await deps.sessions.validateWithAccount(token, { remembered });
  if (!found) return null;
  return {
    userID: found.session.accountID,
    familyID: found.familyID,
    familyUserID: found.familyUserID,
    email: found.email,
    sessionID: found.session.id,
    apiTokenID: null,
    viaCookie,
  };
}

/** An API token acts as its member, in that member's family only (the row goes with them). */
async function resolveTokenCaller(deps: AppDeps, bearer: string): Promise<Caller | null> {
  const token = await resolveApiToken(deps.sql, bearer);
  if (!token) return null;
  const row = await accountOf(deps, token.accountID);
  if (!row?.family_id) return null;
  return {
    userID: token.accountID,
    familyID: row.family_id,
    familyUserID: row.family_user_id,
    email: row.email,
    sessionID: null,
    apiTokenID: token.tokenID,
    apiTokenScopes: token.scopes,
    viaCookie: false,
  };
}

/**
 * An MCP connection's token acts as its member like an API token of the same scopes, but
 * only where it was issued for (RFC 8707): anywhere else it is no credential at all.
 */
async function resolveConnectionCaller(
  deps: AppDeps,
  bearer: string,
  path: string,
): Promise<Caller | null> {
  if (path !== MCP_PATH) return null;
  const row = await resolveConnectionToken(deps.sql, bearer, mcpResourceOf(deps));
  if (!row) return null;
  const account = await accountOf(deps, row.account_id);
  if (!account) return null;
  return {
    userID: row.account_id,
    familyID: row.family_id,
    familyUserID: row.family_user_id,
    email: account.email,
    sessionID: null,
    apiTokenID: row.connection_id,
    apiTokenScopes: row.scopes,
    connectionClientName: row.client_name,
    viaCookie: false,
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

/**
 * A caller signed in as a person (a session), not through an API token: managing tokens and
 * importing a family need the person, so a leaked token cannot mint more or overwrite data.
 */
export function requireSessionFamilyCaller(c: Context<AppEnv>): Caller & { familyID: string } {
  const caller = requireFamilyCaller(c);
  if (caller.apiTokenID) throw new AppError(ErrorCode.TOKEN_NOT_ALLOWED);
  return caller;
}

/** The part of the caller that Zero queries and mutators see; the browser holds the same. */
export function authContextOf(caller: Caller): AuthContext {
  return { userID: caller.userID, familyID: caller.familyID, familyUserID: caller.familyUserID };
}
