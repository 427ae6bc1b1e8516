// Ratings: each member rates each dish of a meal 1 to 5. A member rates for themself;
// a member without an account (a young child) is rated for by whoever enters it, and
// rated_by records that account.
import { defineMutator, type Transaction } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import type { AuthContext } from '../auth-context.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { ownMeal } from '../meals/meal-access.ts';
import { todayIn } from '../time/family-dates.ts';
import { RATING_MAX, RATING_MIN } from './ratings.ts';
import { requireFamily } from '../zero/family-scope.ts';
import { rebaseSafe } from '../zero/rebase-safe.ts';
import { entityId, plainText } from '../text/input-rules.ts';

const id = entityId;
const notes = z.pipe(
  z.nullish(plainText(2000)),
  z.transform((value: string | null | undefined) => (value?.trim() ? value.trim() : null)),
);
const now = z.optional(z.number().check(z.int(), z.positive()));

export const rateDishArgs = z.object({
  meal_id: id,
  dish_id: id,
  rating: z.number().check(z.int(), z.minimum(RATING_MIN), z.maximum(RATING_MAX)),
  // The member the rating is for; the caller when left out.
  family_user_id: z.optional(id),
  notes: z.optional(notes),
  now,
});

export const rateMealArgs = z.object({
  meal_id: id,
  // 0 means "not rated" (the dialog's untouched rows) and is skipped.
  ratings: z
    .array(
      z.object({
        family_user_id: id,
        rating: z.number().check(z.int(), z.minimum(0), z.maximum(RATING_MAX)),
      }),
    )
    .check(z.maxLength(50)),
  notes,
  now,
});

/** The meal, refused before its day. (The server has locked it against edits by now.) */
async function rateableMeal(tx: Transaction, familyID: string, mealID: string) {
  const meal = await ownMeal(tx, familyID, mealID);
  const family = await tx.run(zql.family.where('id', familyID).one());
  if (family && meal.meal_date > todayIn(family.time_zone))
    throw new AppError(ErrorCode.MEAL_NOT_YET_RATEABLE);
  return meal;
}

/**
 * Whether the caller may enter a rating for this member (see the top of the file). A
 * member the browser does not hold yet passes here; the server has refused any member
 * that is not the family's before this runs (server/zero/server-checks.ts).
 */
async function checkRater(
  tx: Transaction,
  ctx: AuthContext | undefined,
  familyID: string,
  familyUserID: string,
) {
  if (familyUserID === ctx?.familyUserID) return;
  const member = await tx.run(
    zql.family_member.where('family_user_id', familyUserID).where('family_id', familyID).one(),
  );
  if (member?.user_id) throw new AppError(ErrorCode.RATING_NOT_ALLOWED);
}

async function writeRating(
  tx: Transaction,
  ctx: AuthContext | undefined,
  row: { meal_id: string; dish_id: string; family_user_id: string; family_id: string },
  values: { rating: number; notes: string | null | undefined; time: number },
) {
  const existing = await tx.run(
    zql.dish_rating
      .where('meal_id', row.meal_id)
      .where('dish_id', row.dish_id)
      .where('family_user_id', row.family_user_id)
      .one(),
  );
  // A rating sent again from a device's outbox after a reload (client/offline/outbox/) may
  // arrive after a later one for the same member: of two, the later one stays.
  if (existing && existing.updated_at > values.time) return;
  await tx.mutate.dish_rating.upsert({
    ...row,
    rating: values.rating,
    notes: values.notes === undefined ? (existing?.notes ?? null) : values.notes,
    rated_by: ctx?.userID ?? null,
    created_at: existing?.created_at ?? values.time,
    updated_at: values.time,
  });
}

export const ratingMutators = {
  /** One dish of one meal, for one member (docs/spec.md §3 'Rating payload'). */
  rateDish: defineMutator(rateDishArgs, (options) =>
    rebaseSafe(options, async ({ tx, ctx, args }) => {
      const familyID = requireFamily(ctx);
      const forMember = args.family_user_id ?? ctx.familyUserID;
      if (!forMember) throw new AppError(ErrorCode.NO_FAMILY);
      await rateableMeal(tx, familyID, args.meal_id);
      const link = await tx.run(
        zql.meal_dish
          .where('meal_id', args.meal_id)
          .where('dish_id', args.dish_id)
          .where('family_id', familyID)
          .one(),
      );
      if (!link) throw new AppError(ErrorCode.INVALID_INPUT, 'This dish is not part of that meal.');
      await checkRater(tx, ctx, familyID, forMember);
      await writeRating(
        tx,
        ctx,
        {
          meal_id: args.meal_id,
          dish_id: args.dish_id,
          family_user_id: forMember,
          family_id: familyID,
        },
        { rating: args.rating, notes: args.notes, time: args.now ?? Date.now() },
      );
    }),
  ),

  /** The history's rate-meal dialog: each member's rating applies to every dish. */
  rateMeal: defineMutator(rateMealArgs, (options) =>
    rebaseSafe(options, async ({ tx, ctx, args }) => {
      const familyID = requireFamily(ctx);
      const given = args.ratings.filter((r) => r.rating > 0);
      if (given.length === 0) throw new AppError(ErrorCode.RATING_REQUIRED);
      await rateableMeal(tx, familyID, args.meal_id);
      const links = await tx.run(
        zql.meal_dish.where('meal_id', args.meal_id).where('family_id', familyID),
      );
      if (links.length === 0)
        throw new AppError(ErrorCode.INVALID_INPUT, 'This meal has no dishes to rate.');
      const time = args.now ?? Date.now();
      for (const entry of given) await checkRater(tx, ctx, familyID, entry.family_user_id);
      for (const entry of given) {
        for (const link of links) {
          await writeRating(
            tx,
            ctx,
            {
              meal_id: args.meal_id,
              dish_id: link.dish_id,
              family_user_id: entry.family_user_id,
              family_id: familyID,
            },
            { rating: entry.rating, notes: args.notes, time },
          );
        }
      }
    }),
  ),
};
