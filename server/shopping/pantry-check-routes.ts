// GET /api/pantry/check: the week's ingredients (the refresh's, before a big shop) that
// the pantry check asks about (pantry-questions.ts, the same rule the list page applies to
// what a device has synced). The answers are Zero mutators (domain/pantry/pantry-mutators.ts).
import { Hono } from 'hono';
import { pantryQuestions } from '#domain/pantry/pantry-questions.ts';
import { familyPantry } from '#domain/pantry/family-pantry.ts';
import { plannedDishes, REFRESH_PERIOD } from '#domain/shopping/planned-dishes.ts';
import { periodRange } from '#domain/time/family-dates.ts';
import { zql } from '#schema';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { familyToday } from '../family/family-today.ts';
import { shoppingDocs } from './shopping-docs.ts';
import { documented } from '../openapi/route-doc.ts';

export function pantryCheckRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/check', documented(shoppingDocs.pantryCheck), async (c) => {
    const caller = requireFamilyCaller(c);
    const range = periodRange(REFRESH_PERIOD, await familyToday(deps, caller.familyID));
    const questions = await deps.zeroDb.transaction(async (tx) => {
      const family = await tx.run(zql.family.where('id', caller.familyID).one());
      const system = family?.measurement_system === 'metric' ? 'metric' : 'us';
      const pantry = await familyPantry(tx, caller.familyID);
      return pantryQuestions(await plannedDishes(tx, caller.familyID, range), system, pantry);
    });
    return c.json(questions);
  });
}
