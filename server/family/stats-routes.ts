// GET /family/stats (docs/spec.md §7): from the same synced counts the browser shows.
import { Hono } from 'hono';
import { familyStats } from '#domain/meals/family-stats.ts';
import { queries } from '#domain/zero/queries.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { z } from 'zod';
import { ErrorCode } from '#domain/errors.ts';
import { documented, type RouteDoc } from '../openapi/route-doc.ts';

const statsDoc = {
  tag: 'Family',
  summary: 'Family statistics',
  response: z.object({
    meals_planned: z.number(),
    average_dish_rating: z.number(),
    ai_recommendations: z.number(),
  }),
  errors: [ErrorCode.NO_FAMILY],
} satisfies RouteDoc;

export function familyStatsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', documented(statsDoc), async (c) => {
    const ctx = requireFamilyCaller(c);
    const counts = await deps.zeroDb.run(queries.familyStats.current.fn({ args: undefined, ctx }));
    return c.json(familyStats(counts));
  });
}
