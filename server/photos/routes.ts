// A dish's photo (docs/kitchen-tablet.md): upload one (the phone's camera), keep the imported recipe's
// own image, remove it, and serve its sizes, all only within the dish's family.
import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { requireFamilyCaller } from '../auth/middleware.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/validate.ts';
import { createDishPhotos } from './dish-photos.ts';
import { photoSizeParam } from './photo-sizes.ts';
import { RecipeFetchError, safeFetchImage } from '../recipe-import/safe-fetch.ts';
import { dishDocs as docs } from '../dishes/dish-docs.ts';
import { documented } from '../openapi/route-doc.ts';

const photoIdParam = z.uuid();

export function dishPhotoRoutes(deps: AppDeps) {
  const store = deps.photos;
  const photos = createDishPhotos(deps.sql, store);

  return (
    new Hono<AppEnv>()
      .post('/:id/photo', documented(docs.uploadPhoto), async (c) => {
        const { familyID, userID } = requireFamilyCaller(c);
        const dishID = idParam(c);
        await photos.dishOf(familyID, dishID);
        await deps.limits.photoUploadBy(userID);
        const image = Buffer.from(await c.req.arrayBuffer());
        if (image.length === 0) throw new AppError(ErrorCode.PHOTO_INVALID);
        return c.json({ photo_id: await photos.save(familyID, dishID, image) }, 201);
      })
      // The recipe page's image named on the dish at import, fetched by the server through
      // the recipe import's safe fetcher (public addresses only, 5 MiB at most).
      .post('/:id/photo/from-recipe', documented(docs.photoFromRecipe), async (c) => {
        const caller = requireFamilyCaller(c);
        const dish = await photos.dishOf(caller.familyID, idParam(c));
        if (!dish.image_url)
          throw new AppError(ErrorCode.NOT_FOUND, 'The dish has no recipe image');
        await deps.limits.recipeImportBy(caller.userID);
        let image: Buffer;
        try {
          image = await safeFetchImage(dish.image_url, {
            allowPrivateAddresses: deps.env.RECIPE_FETCH_ALLOW_PRIVATE,
          });
        } catch (error) {
          if (error instanceof RecipeFetchError) throw new AppError(ErrorCode.PHOTO_IMPORT_FAILED);
          throw error;
        }
        return c.json({ photo_id: await photos.save(caller.familyID, dish.dish_id, image) }, 201);
      })
      .delete('/:id/photo', documented(docs.removePhoto), async (c) => {
        const { familyID } = requireFamilyCaller(c);
        await photos.remove(familyID, idParam(c));
        return c.body(null, 204);
      })
      // The address names the photo, so a new photo is a new address: cached for good.
      .get('/:id/photo/:photo/:size', documented(docs.photo), async (c) => {
        const { familyID } = requireFamilyCaller(c);
        const dish = await photos.dishOf(familyID, idParam(c));
        const photoID = photoIdParam.parse(c.req.param('photo'));
        const size = photoSizeParam.parse(c.req.param('size'));
        const body = dish.photo_id === photoID ? await store.get(familyID, photoID, size) : null;
        if (!body) throw new AppError(ErrorCode.NOT_FOUND, 'No such photo');
        c.header('Content-Type', 'image/webp');
        c.header('Cache-Control', 'private, max-age=31536000, immutable');
        return c.body(new Uint8Array(body));
      })
  );
}
