// What the dish routes (routes.ts, ../photos/routes.ts) take, answer and refuse: the bodies
// they parse and their OpenAPI description (server/openapi/route-doc.ts).
import { z } from 'zod';
import { omit } from 'zod/mini';
import { createDishArgs, updateDishArgs } from '#domain/dishes/dish-mutators.ts';
import { ErrorCode } from '#domain/errors.ts';
import { plainText } from '#domain/text/input-rules.ts';
import type { RouteDoc } from '../openapi/route-doc.ts';
import { photoSizeParam } from '../photos/photo-sizes.ts';

export const fromUrlBody = z.object({ url: plainText(2000) });
export const newDishBody = omit(createDishArgs, { dish_id: true });
export const dishPatchBody = z.strictObject(omit(updateDishArgs, { dish_id: true }).shape);

const text = z.string().nullish();
// The synced row and its rating summary (docs/spec.md §3 Dish). Its id is `dish_id`.
const dishSchema = z.looseObject({
  dish_id: z.string(),
  family_id: z.string(),
  name: z.string(),
  type: z.string(),
  prep: z.string(),
  make_ahead: z.boolean(),
  cuisine_type: text,
  description: text,
  ingredients: z.array(z.string()),
  instructions: text,
  link: text,
  created_at: z.number(),
  updated_at: z.number(),
  archived_at: z.number().nullish(),
  servings: z.number().nullish(),
  category: text,
  image_url: text,
  prep_note: text,
  // The family's own tags (docs/meals-and-planning.md, Finding a dish); set through Zero.
  tags: z.array(z.string()),
  average_rating: z.number().nullable(),
  rating_count: z.number(),
});

const recipeSchema = z.object({
  name: z.string(),
  description: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.string(),
  link: z.string(),
  cuisine_type: z.string(),
  prep: z.string(),
  type: z.string(),
  make_ahead: z.boolean(),
  servings: z.number().nullable(),
  category: z.string().nullable(),
  image_url: z.string().nullable(),
});

const tag = 'Dishes';
const family = [ErrorCode.NO_FAMILY];
const photoAnswer = z.object({ photo_id: z.string() });

export const dishDocs = {
  list: { tag, summary: 'The dish library', response: z.array(dishSchema), errors: family },
  one: { tag, summary: 'A dish', response: dishSchema, errors: [...family, ErrorCode.NOT_FOUND] },
  add: {
    tag,
    summary: 'Add a dish',
    body: newDishBody,
    example: { name: 'Pho', ingredients: ['rice noodles', 'beef broth'] },
    status: 201,
    response: dishSchema,
    errors: [...family, ErrorCode.DISH_NAME_REQUIRED, ErrorCode.TOO_MANY_TAGS],
  },
  fromUrl: {
    tag,
    summary: "Read a recipe page's dish",
    description: 'Fills a new dish form; nothing is saved.',
    body: fromUrlBody,
    example: { url: 'https://example.com/recipes/pho' },
    response: recipeSchema,
    errors: [...family, ErrorCode.RECIPE_IMPORT_FAILED, ErrorCode.TOO_MANY_REQUESTS],
  },
  change: {
    tag,
    summary: 'Change a dish',
    body: dishPatchBody,
    example: { name: 'Beef pho' },
    status: 204,
    errors: [...family, ErrorCode.NOT_FOUND, ErrorCode.DISH_NAME_REQUIRED, ErrorCode.TOO_MANY_TAGS],
  },
  remove: {
    tag,
    summary: 'Delete (or archive, when meals name it) a dish',
    status: 204,
    errors: [...family, ErrorCode.NOT_FOUND],
  },
  uploadPhoto: {
    tag,
    summary: "Upload the dish's photo (an image file)",
    rawBody: 'image/*',
    status: 201,
    response: photoAnswer,
    errors: [...family, ErrorCode.NOT_FOUND, ErrorCode.PHOTO_INVALID, ErrorCode.TOO_MANY_PHOTOS],
  },
  photoFromRecipe: {
    tag,
    summary: "Keep the recipe page's image as the dish's photo",
    status: 201,
    response: photoAnswer,
    errors: [
      ...family,
      ErrorCode.NOT_FOUND,
      ErrorCode.PHOTO_IMPORT_FAILED,
      ErrorCode.PHOTO_INVALID,
      ErrorCode.TOO_MANY_REQUESTS,
    ],
  },
  removePhoto: {
    tag,
    summary: "Remove the dish's photo",
    status: 204,
    errors: [...family, ErrorCode.NOT_FOUND],
  },
  photo: {
    tag,
    summary: "The dish's photo in one size",
    path: {
      photo: { schema: z.uuid(), description: "The dish's photo_id" },
      size: { schema: photoSizeParam, description: 'small (320 px), medium (800) or large (1600)' },
    },
    rawResponse: 'image/webp',
    errors: [...family, ErrorCode.NOT_FOUND],
  },
} satisfies Record<string, RouteDoc>;
