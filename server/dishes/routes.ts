// /dishes (docs/spec.md §7 'Dishes'). Writes run the same mutators the browser runs.
import { Hono } from 'hono';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { NO_RATINGS, ratingSummaries, summariesFromCounts } from '#domain/ratings/ratings.ts';
import { queries } from '#domain/zero/queries.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam, jsonBody } from '../http/validate.ts';
import { importRecipeFromUrl } from '../recipe-import/import-recipe.ts';
import { RecipeFetchError } from '../recipe-import/safe-fetch.ts';
import { serverMutatorGroups } from '../zero/server-mutators.ts';
import { dishDocs as docs, dishPatchBody, fromUrlBody, newDishBody } from './dish-docs.ts';
import { documented } from '../openapi/route-doc.ts';

export function dishRoutes(deps: AppDeps) {
  const dishById = async (ctx: ReturnType<typeof requireFamilyCaller>, id: string) => {
    const dish = await deps.zeroDb.run(queries.dishes.byId.fn({ args: { dish_id: id }, ctx }));
    if (!dish) throw new AppError(ErrorCode.NOT_FOUND, 'Dish not found');
    const ratings = await deps.zeroDb.run(
      queries.ratings.forDish.fn({ args: { dish_id: id }, ctx }),
    );
    return { ...dish, ...(ratingSummaries(ratings).get(id) ?? NO_RATINGS) };
  };

  return new Hono<AppEnv>()
    .get('/', documented(docs.list), async (c) => {
      const ctx = requireFamilyCaller(c);
      const [dishes, counts] = await Promise.all([
        deps.zeroDb.run(queries.dishes.list.fn({ args: undefined, ctx })),
        deps.zeroDb.run(queries.dishes.ratingStats.fn({ args: undefined, ctx })),
      ]);
      // docs/spec.md §3 Dish: average_rating and rating_count, from the family's kept counts.
      const summaries = summariesFromCounts(counts);
      return c.json(dishes.map((d) => ({ ...d, ...(summaries.get(d.dish_id) ?? NO_RATINGS) })));
    })
    .post('/from-url', documented(docs.fromUrl), async (c) => {
      const caller = requireFamilyCaller(c);
      const { url } = await jsonBody(c, fromUrlBody);
      if (!url.trim())
        throw new AppError(
          ErrorCode.INVALID_INPUT,
          'A valid recipe URL is required to extract recipe details.',
        );
      await deps.limits.recipeImportBy(caller.userID);
      try {
        return c.json(
          await importRecipeFromUrl(url.trim(), {
            allowPrivateAddresses: deps.env.RECIPE_FETCH_ALLOW_PRIVATE,
          }),
        );
      } catch (error) {
        if (error instanceof RecipeFetchError)
          throw new AppError(ErrorCode.RECIPE_IMPORT_FAILED, error.message);
        throw error;
      }
    })
    .get('/:id', documented(docs.one), async (c) =>
      c.json(await dishById(requireFamilyCaller(c), idParam(c))),
    )
    .post('/', documented(docs.add), async (c) => {
      const ctx = requireFamilyCaller(c);
      const body = await jsonBody(c, newDishBody);
      const args = { ...body, dish_id: crypto.randomUUID() };
      await deps.zeroDb.transaction((tx) => serverMutatorGroups.dish.create.fn({ tx, ctx, args }));
      return c.json(await dishById(ctx, args.dish_id), 201);
    })
    .patch('/:id', documented(docs.change), async (c) => {
      const ctx = requireFamilyCaller(c);
      const body = await jsonBody(c, dishPatchBody);
      const args = { ...body, dish_id: idParam(c) };
      await deps.zeroDb.transaction((tx) => serverMutatorGroups.dish.update.fn({ tx, ctx, args }));
      return c.body(null, 204);
    })
    .delete('/:id', documented(docs.remove), async (c) => {
      const ctx = requireFamilyCaller(c);
      const args = { dish_id: idParam(c) };
      await deps.zeroDb.transaction((tx) => serverMutatorGroups.dish.delete.fn({ tx, ctx, args }));
      return c.body(null, 204);
    });
}
