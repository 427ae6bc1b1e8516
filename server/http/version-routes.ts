import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import type { BuildId } from './build-id.ts';
import { z } from 'zod';
import { documented } from '../openapi/route-doc.ts';

const versionDoc = {
  tag: 'Service',
  summary: 'Which build of the app this server serves',
  public: true,
  response: z.object({ build: z.string() }),
};

/** GET /version: the build of the client served now (build-id.ts); never kept by a cache. */
export function versionRoutes(buildId: BuildId) {
  return new Hono<AppEnv>().get('/version', documented(versionDoc), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ build: buildId() });
  });
}
