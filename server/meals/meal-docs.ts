// What the meal routes (routes.ts, meal-dish-routes.ts) take, answer and refuse: the bodies
// they parse and their OpenAPI description (server/openapi/route-doc.ts).
import { z } from 'zod';
import { omit } from 'zod/mini';
import { ErrorCode } from '#domain/errors.ts';
import { COOK_OPTIONS, MEAL_TYPES } from '#domain/meals/meal-enums.ts';
import { createMealArgs, updateMealArgs } from '#domain/meals/meal-mutators.ts';
import { rateDishArgs, rateMealArgs } from '#domain/ratings/rating-mutators.ts';
import { DEFAULT_MEAL_PERIOD, isoDateSchema, MEAL_PERIODS } from '#domain/time/family-dates.ts';
import type { RouteDoc } from '../openapi/route-doc.ts';

export const newMealBody = z.strictObject(omit(createMealArgs, { meal_id: true, now: true }).shape);
export const mealPatchBody = z.strictObject(
  omit(updateMealArgs, { meal_id: true, now: true }).shape,
);
export const rateMealBody = z.strictObject(omit(rateMealArgs, { meal_id: true, now: true }).shape);
export const rateDishBody = z.strictObject(omit(rateDishArgs, { now: true }).shape);

const text = z.string().nullable();
/** A meal as REST shows it (domain/meals/meal-view.ts mealResponse, docs/spec.md §3 Meal). */
const mealSchema = z.object({
  meal_id: z.string(),
  meal_date: z.string(),
  meal_type: z.enum(MEAL_TYPES),
  who_is_cooking: z.enum(COOK_OPTIONS),
  notes: text,
  source: z.string(),
  created_at: z.number(),
  updated_at: z.number(),
  dishes: z.array(
    z.object({
      dish_id: z.string(),
      name: z.string(),
      type: z.string(),
      prep: z.string(),
      cuisine_type: text,
      make_ahead: z.boolean(),
    }),
  ),
  attendees: z.array(
    z.object({
      attendee_id: z.string(),
      family_user_id: text,
      guest_name: text,
      first_name: text,
    }),
  ),
  rating: z.number().nullable(),
  rating_count: z.number(),
});

const tag = 'Meals';
const family = [ErrorCode.NO_FAMILY];
const mealErrors = [
  ...family,
  ErrorCode.NOT_FOUND,
  ErrorCode.GUEST_NAME_REQUIRED,
  ErrorCode.LEFTOVERS_NEED_DISH,
  ErrorCode.NAME_NOT_SINGLE_LINE,
  ErrorCode.NAME_HAS_LINK,
  ErrorCode.NAME_HAS_DIRECTION_CONTROL,
];
const ratingErrors = [
  ...family,
  ErrorCode.NOT_FOUND,
  ErrorCode.RATING_REQUIRED,
  ErrorCode.RATING_NOT_ALLOWED,
  ErrorCode.MEAL_NOT_YET_RATEABLE,
];

export const mealDocs = {
  list: {
    tag,
    summary: 'Meals of a period',
    query: {
      period: {
        schema: z.enum(MEAL_PERIODS).default(DEFAULT_MEAL_PERIOD),
        description:
          'NEXT_7_DAYS: today and the six days after it (the default); THIS_WEEK: Sunday ' +
          "to Saturday of this week; NEXT_WEEK: next week's Sunday to Saturday. Days are the " +
          "family's, in its time zone.",
      },
    },
    response: z.array(mealSchema),
    errors: [...family, ErrorCode.INVALID_INPUT],
  },
  one: { tag, summary: 'A meal', response: mealSchema, errors: [...family, ErrorCode.NOT_FOUND] },
  add: {
    tag,
    summary: 'Plan a meal',
    body: newMealBody,
    example: { meal_date: '2026-12-01', meal_type: 'Dinner', who_is_cooking: 'Take Out' },
    status: 201,
    response: mealSchema,
    errors: mealErrors,
  },
  change: {
    tag,
    summary: 'Change a meal',
    body: mealPatchBody,
    example: { notes: 'Pizza night' },
    status: 204,
    errors: [...mealErrors, ErrorCode.MEAL_CHANGED],
  },
  remove: { tag, summary: 'Delete a meal', status: 204, errors: [...family, ErrorCode.NOT_FOUND] },
  rate: {
    tag,
    summary: 'Rate a meal',
    body: rateMealBody,
    example: { ratings: [] },
    status: 204,
    errors: ratingErrors,
  },
  leftovers: {
    tag,
    summary: 'Dishes recent enough to be leftovers on a day',
    query: {
      date: {
        schema: isoDateSchema,
        description: 'The day of the leftovers meal (YYYY-MM-DD)',
        required: true,
      },
    },
    response: z.array(z.looseObject({ dish_id: z.string(), name: z.string() })),
    errors: [...family, ErrorCode.INVALID_INPUT],
  },
  unratedRecent: {
    tag,
    summary: 'Dishes of my recent meals I have not rated',
    response: z.array(
      z.object({
        meal_id: z.string(),
        dish_id: z.string(),
        name: z.string(),
        meal_date: z.string(),
      }),
    ),
    errors: family,
  },
  rateDish: {
    tag,
    summary: 'Rate a dish of a meal',
    body: rateDishBody,
    status: 204,
    errors: ratingErrors,
  },
} satisfies Record<string, RouteDoc>;
