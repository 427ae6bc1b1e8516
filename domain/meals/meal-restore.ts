// Undo of a meal's delete: the whole meal comes back as it was (its dishes, who came, and
// any ratings), from the snapshot the deleting screen kept. It is a create, so a meal that
// exists again (a second Undo, another device) is refused, and every dish, member and
// rating is checked against the caller's family like any other write.
import { defineMutator, type Transaction } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import type { AuthContext } from '../auth-context.ts';
import { RATING_MAX, RATING_MIN } from '../ratings/ratings.ts';
import { requireFamily } from '../zero/family-scope.ts';
import { rebaseSafe } from '../zero/rebase-safe.ts';
import { createMealArgs, mealMutators, type CreateMeal } from './meal-mutators.ts';
import { MAX_ATTENDEES_PER_MEAL, MAX_DISHES_PER_MEAL, parseMealFields } from './meal-fields.ts';

const id = z.string().check(z.minLength(1), z.maxLength(64));

export const restoreMealArgs = z.extend(createMealArgs, {
  ratings: z._default(
    z
      .array(
        z.object({
          dish_id: id,
          family_user_id: id,
          rating: z.number().check(z.int(), z.minimum(RATING_MIN), z.maximum(RATING_MAX)),
          notes: z.nullish(z.string().check(z.maxLength(2000))),
          rated_by: z.nullish(id),
          created_at: z.number().check(z.int(), z.positive()),
        }),
      )
      .check(z.maxLength(MAX_DISHES_PER_MEAL * MAX_ATTENDEES_PER_MEAL)),
    [],
  ),
});

/** Who entered a rating: kept when it is an account of this family, else the caller. */
async function raterOf(
  tx: Transaction,
  ctx: AuthContext | undefined,
  familyID: string,
  ratedBy: string | null | undefined,
) {
  if (!ratedBy || ratedBy === ctx?.userID) return ctx?.userID ?? null;
  const member = await tx.run(
    zql.family_member.where('family_id', familyID).where('user_id', ratedBy).one(),
  );
  return member ? ratedBy : (ctx?.userID ?? null);
}

/** The restore, creating the meal with `createMeal` (the server passes its own, with its checks). */
export function restoreMealWith(createMeal: CreateMeal) {
  return defineMutator(restoreMealArgs, (options) =>
    rebaseSafe(options, async ({ tx, ctx, args }) => {
      const familyID = requireFamily(ctx);
      const { ratings, ...meal } = args;
      await createMeal({ tx, ctx, args: meal });
      if (ratings.length === 0) return;
      const dishes = new Set(parseMealFields(meal).dish_ids);
      const members = new Set(
        (await tx.run(zql.family_member.where('family_id', familyID))).map((m) => m.family_user_id),
      );
      const time = args.now ?? Date.now();
      // One write per dish and member (the last given wins), and one look-up per rater: the
      // work is bounded by the meal's dishes and the family's members, not by the list's
      // length (docs/security.md, "Limits on what a caller can ask").
      const unique = new Map(ratings.map((r) => [`${r.dish_id} ${r.family_user_id}`, r]));
      const raters = new Map<string, Promise<string | null>>();
      const rater = (ratedBy: string | null | undefined) => {
        const key = ratedBy ?? '';
        if (!raters.has(key)) raters.set(key, raterOf(tx, ctx, familyID, ratedBy));
        return raters.get(key)!;
      };
      for (const r of unique.values()) {
        if (!dishes.has(r.dish_id)) continue;
        // The browser may not hold every member; the server has refused any that is not the
        // family's before this runs.
        if (!members.has(r.family_user_id)) continue;
        await tx.mutate.dish_rating.upsert({
          meal_id: args.meal_id,
          dish_id: r.dish_id,
          family_user_id: r.family_user_id,
          family_id: familyID,
          rating: r.rating,
          notes: r.notes ?? null,
          rated_by: await rater(r.rated_by),
          created_at: r.created_at,
          updated_at: time,
        });
      }
    }),
  );
}

export const restoreMeal = restoreMealWith(mealMutators.create.fn);
