import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { BuildId } from './build-id.ts';

/** GET /version: the build of the client served now (build-id.ts); never kept by a cache. */
export function versionRoutes(buildId: BuildId) {
  return new Hono<AppEnv>().get('/version', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ build: buildId() });
  });
}
