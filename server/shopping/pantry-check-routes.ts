// GET /api/pantry/check: the week's ingredients (the refresh's, before a big shop) that
// the pantry check asks about: not a staple the family has, not answered this week. The
// answers are Zero mutators (domain/pantry/pantry-mutators.ts).
import { Hono } from 'hono';
import { askedInPantryCheck, type PantryQuestion } from '#domain/pantry/pantry-rules.ts';
import { familyPantry } from '#domain/pantry/family-pantry.ts';
import { shoppingNeeds } from '#domain/shopping/merge-ingredients.ts';
import { plannedDishes, REFRESH_PERIOD } from '#domain/shopping/planned-dishes.ts';
import { periodRange } from '#domain/time/family-dates.ts';
import { zql } from '#schema';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { familyToday } from '../family/family-today.ts';

export function pantryCheckRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/check', async (c) => {
    const caller = requireFamilyCaller(c);
    const range = periodRange(REFRESH_PERIOD, await familyToday(deps, caller.familyID));
    const questions = await deps.zeroDb.transaction(async (tx) => {
      const family = await tx.run(zql.family.where('id', caller.familyID).one());
      const system = family?.measurement_system === 'metric' ? 'metric' : 'us';
      const pantry = await familyPantry(tx, caller.familyID);
      const dishes = await plannedDishes(tx, caller.familyID, range);
      return shoppingNeeds(dishes, system)
        .filter((need) => askedInPantryCheck(pantry, need.key))
        .map((need): PantryQuestion => ({
          ingredient_key: need.key,
          name: need.name,
          quantity: need.quantity,
        }));
    });
    return c.json(questions);
  });
}
