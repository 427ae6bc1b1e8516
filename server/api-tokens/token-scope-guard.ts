// Applies the route table (route-scopes.ts) to every API request made with an API token,
// before any route runs: a route the table does not list, or lists as 'member', is refused;
// a scoped route needs that scope on the token. A path no API route answers goes on to the
// API's 404, for tokens as for sessions (docs/security.md "Who can do what"). Sessions pass
// untouched.
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { AppError, ErrorCode, errorMessages } from '#domain/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { routeAccess, type RouteAccess } from './route-scopes.ts';

/**
 * The API route that answers this request: the first match under /api/ that is not a
 * middleware or the API's catch-all (both are ALL on a wildcard path). A route added with
 * .all() is a route too. The app's own routes outside the API match as well (the built
 * client answers every GET with its page): they are not API routes.
 */
function routeOf(c: Context<AppEnv>): { method: string; path: string } | undefined {
  return matchedRoutes(c).find(
    (route) =>
      route.path.startsWith('/api/') && (route.method !== 'ALL' || !route.path.endsWith('*')),
  );
}

function tokenAccessOf(c: Context<AppEnv>): RouteAccess | 'unrouted' | undefined {
  const route = routeOf(c);
  return route ? routeAccess(route.method, route.path) : 'unrouted';
}

export function tokenScopeGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get('caller');
    if (caller?.apiTokenID) {
      const access = tokenAccessOf(c);
      // 'unrouted' falls through to the API's 404.
      if (access === undefined || access === 'member')
        throw new AppError(ErrorCode.TOKEN_NOT_ALLOWED);
      if (access !== 'public' && access !== 'unrouted' && !caller.apiTokenScopes?.includes(access))
        throw new AppError(ErrorCode.TOKEN_SCOPE_MISSING, tokenScopeMessage(access));
    }
    await next();
  };
}

export function tokenScopeMessage(scope: string): string {
  return `${errorMessages.TOKEN_SCOPE_MISSING} (needs "${scope}")`;
}
