// /meals (docs/spec.md §7 'Meals'). Writes run the same mutators the browser runs.
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { MEAL_NOT_FOUND } from '#domain/meals/meal-access.ts';
import { mealResponse } from '#domain/meals/meal-view.ts';
import { DEFAULT_MEAL_PERIOD, MEAL_PERIODS, periodRange } from '#domain/time/family-dates.ts';
import { queries } from '#domain/zero/queries.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import { familyToday } from '../family/family-today.ts';
import { serverMutatorGroups } from '../zero/server-mutators.ts';
import { mealDocs as docs, mealPatchBody, newMealBody, rateMealBody } from './meal-docs.ts';
import { documented } from '../openapi/route-doc.ts';

type FamilyCaller = ReturnType<typeof requireFamilyCaller>;

const periodParam = z.enum(MEAL_PERIODS, {
  error: `period must be one of ${MEAL_PERIODS.join(', ')}`,
});

export function mealRoutes(deps: AppDeps) {
  const mealById = async (ctx: FamilyCaller, id: string) => {
    const meal = await deps.zeroDb.run(queries.meals.byId.fn({ args: { meal_id: id }, ctx }));
    if (!meal) throw new AppError(ErrorCode.NOT_FOUND, MEAL_NOT_FOUND);
    return mealResponse(meal);
  };

  return new Hono<AppEnv>()
    .get('/', documented(docs.list), async (c) => {
      const ctx = requireFamilyCaller(c);
      const period = periodParam.parse(c.req.query('period') ?? DEFAULT_MEAL_PERIOD);
      const range = periodRange(period, await familyToday(deps, ctx.familyID));
      const meals = await deps.zeroDb.run(queries.meals.between.fn({ args: range, ctx }));
      return c.json(meals.map(mealResponse));
    })
    .get('/:id', documented(docs.one), async (c) =>
      c.json(await mealById(requireFamilyCaller(c), idParam(c))),
    )
    .post('/', documented(docs.add), async (c) => {
      const ctx = requireFamilyCaller(c);
      const body = await jsonBody(c, newMealBody);
      const args = { ...body, meal_id: crypto.randomUUID() };
      await deps.zeroDb.transaction((tx) => serverMutatorGroups.meal.create.fn({ tx, ctx, args }));
      return c.json(await mealById(ctx, args.meal_id), 201);
    })
    .patch('/:id', documented(docs.change), async (c) => {
      const ctx = requireFamilyCaller(c);
      const body = await jsonBody(c, mealPatchBody);
      const args = { ...body, meal_id: idParam(c) };
      await deps.zeroDb.transaction((tx) => serverMutatorGroups.meal.update.fn({ tx, ctx, args }));
      return c.body(null, 204);
    })
    .delete('/:id', documented(docs.remove), async (c) => {
      const ctx = requireFamilyCaller(c);
      const args = { meal_id: idParam(c) };
      await deps.zeroDb.transaction((tx) => serverMutatorGroups.meal.delete.fn({ tx, ctx, args }));
      return c.body(null, 204);
    })
    .post('/:id/ratings', documented(docs.rate), async (c) => {
      const ctx = requireFamilyCaller(c);
      const body = await jsonBody(c, rateMealBody);
      const args = { ...body, meal_id: idParam(c) };
      await deps.zeroDb.transaction((tx) =>
        serverMutatorGroups.rating.rateMeal.fn({ tx, ctx, args }),
      );
      return c.body(null, 204);
    });
}
