// The dish routes that come from meals (docs/spec.md §7 'Dishes'): leftovers, unrated-recent
// and ratings. Mounted under /dishes ahead of /dishes/:id.
import { Hono } from 'hono';
import { z } from 'zod';
import { isoDateSchema } from '#domain/time/family-dates.ts';
import { leftoverDishes } from '#domain/meals/leftovers.ts';
import { recentWindow, unratedRecent } from '#domain/ratings/unrated-recent.ts';
import { queries } from '#domain/zero/queries.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import { familyToday } from '../family/family-today.ts';
import { serverMutatorGroups } from '../zero/server-mutators.ts';
import { mealDocs as docs, rateDishBody } from './meal-docs.ts';
import { documented } from '../openapi/route-doc.ts';

const dateParam = z.object({ date: isoDateSchema });

export function mealDishRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/leftovers', documented(docs.leftovers), async (c) => {
      const ctx = requireFamilyCaller(c);
      const { date } = dateParam.parse({ date: c.req.query('date') ?? '' });
      const meals = await deps.zeroDb.run(
        queries.meals.leftoverSources.fn({ args: { date }, ctx }),
      );
      return c.json(leftoverDishes(meals, date));
    })
    .get('/unrated-recent', documented(docs.unratedRecent), async (c) => {
      const ctx = requireFamilyCaller(c);
      const today = await familyToday(deps, ctx.familyID);
      const meals = await deps.zeroDb.run(
        queries.meals.between.fn({ args: recentWindow(today), ctx }),
      );
      return c.json(ctx.familyUserID ? unratedRecent(meals, ctx.familyUserID, today) : []);
    })
    .post('/ratings', documented(docs.rateDish), async (c) => {
      const ctx = requireFamilyCaller(c);
      const args = await jsonBody(c, rateDishBody);
      await deps.zeroDb.transaction((tx) =>
        serverMutatorGroups.rating.rateDish.fn({ tx, ctx, args }),
      );
      return c.body(null, 204);
    });
}
