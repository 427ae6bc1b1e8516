// GET /family/stats (spec §7): counted from the same synced rows the browser counts.
import { Hono } from 'hono';
import { familyStats } from '../../domain/rules/family-stats.ts';
import { queries } from '../../domain/zero/queries.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';

export function familyStatsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const ctx = requireFamilyCaller(c);
    const [meals, ratings] = await Promise.all([
      deps.zeroDb.run(queries.meals.summary.fn({ args: undefined, ctx })),
      deps.zeroDb.run(queries.ratings.all.fn({ args: undefined, ctx })),
    ]);
    return c.json(familyStats({ meals, ratings }));
  });
}
