// Writes of recurring nights: set (replace) or clear a weekday's rule, and plan a rule's
// dinner on a date with one click. The family always comes from the verified context.
import { defineMutator, type Transaction } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import { mealMutators, type CreateMeal } from '../meals/meal-mutators.ts';
import { isoDateSchema, weekdayOf } from '../time/family-dates.ts';
import { requireFamily } from '../zero/family-scope.ts';
import { rebaseSafe } from '../zero/rebase-safe.ts';
import {
  mealFromRule,
  plansWithOneClick,
  recurringRuleInput,
  weekdaySchema,
} from './recurring-night-rules.ts';

const now = z.optional(z.number().check(z.int(), z.positive()));

export const setRecurringNightArgs = z.object({
  weekday: weekdaySchema,
  rule: recurringRuleInput,
  now,
});
export const clearRecurringNightArgs = z.object({ weekday: weekdaySchema });
export const planRecurringNightArgs = z.object({
  meal_id: z.string().check(z.minLength(1), z.maxLength(64)),
  meal_date: isoDateSchema,
  now,
});

/** The family's recurring night on the weekday of a date, if it has one. */
export function ruleOfDay(tx: Transaction, familyID: string, date: string) {
  return tx.run(
    zql.recurring_night.where('family_id', familyID).where('weekday', weekdayOf(date)).one(),
  );
}

/** One click on the planning page: the weekday's rule as a dinner for everyone. */
export function planRecurringNight(createMeal: CreateMeal) {
  return defineMutator(planRecurringNightArgs, (options) =>
    rebaseSafe(options, async ({ tx, ctx, args }) => {
      const familyID = requireFamily(ctx);
      const rule = await ruleOfDay(tx, familyID, args.meal_date);
      // A browser that has not synced the rule yet leaves the decision to the server,
      // which refuses a day without one, or with a new-dish night, before this runs.
      if (!rule || !plansWithOneClick(rule)) return;
      const members = await tx.run(
        zql.family_member.where('family_id', familyID).orderBy('created_at', 'asc'),
      );
      const fields = mealFromRule(
        rule,
        args.meal_date,
        members.map((m) => m.family_user_id),
      );
      await createMeal({
        tx,
        ctx,
        args: { ...fields, meal_id: args.meal_id, now: args.now },
      });
    }),
  );
}

export const recurringNightMutators = {
  set: defineMutator(setRecurringNightArgs, (options) =>
    rebaseSafe(options, async ({ tx, ctx, args }) => {
      const familyID = requireFamily(ctx);
      const { rule } = args;
      // The browser may not hold the dish yet; the server has checked it is the family's.
      await tx.mutate.recurring_night.upsert({
        family_id: familyID,
        weekday: args.weekday,
        kind: rule.kind,
        dish_id: rule.kind === 'dish' ? rule.dish_id : null,
        who_is_cooking: rule.kind === 'cook' ? rule.who_is_cooking : null,
        updated_at: args.now ?? Date.now(),
      });
    }),
  ),

  clear: defineMutator(clearRecurringNightArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const saved = await tx.run(
      zql.recurring_night.where('family_id', familyID).where('weekday', args.weekday).one(),
    );
    if (saved)
      await tx.mutate.recurring_night.delete({ family_id: familyID, weekday: args.weekday });
  }),

  plan: planRecurringNight(mealMutators.create.fn),
};
