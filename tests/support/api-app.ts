// The app as the server builds it, with no database behind it (the pool connects on the
// first query only): for reading its routes and its OpenAPI document without a stack.
import { createAppDeps } from '#server/app-deps.ts';
import { createApp } from '#server/app.ts';
import { connect } from '#server/db/connect.ts';
import { parseEnv } from '#server/env.ts';
import { documentedRoutes } from '#server/openapi/openapi-document.ts';

export function appWithoutDatabase(env: Record<string, string> = {}) {
  const sql = connect('postgres://nobody@127.0.0.1:9/none');
  return createApp(
    createAppDeps(parseEnv({ NODE_ENV: 'test', ...env }), sql, () => {}),
    {
      zeroCacheUrls: ['http://127.0.0.1:9'],
      serveClient: false,
    },
  );
}

/** Each documented route under /api, its path as Hono writes it without the /api. */
export function documentedApiRoutes() {
  return documentedRoutes(appWithoutDatabase())
    .filter((route) => route.path.startsWith('/api/'))
    .map((route) => ({ ...route, path: route.path.slice('/api'.length) }));
}
