// The writes as the server runs them: each shared mutator (domain/), after the steps only
// the server can take (server-checks.ts): row locks, ids that exist in any family, and
// dishes and members the browser may not have synced. Zero's push endpoint uses the
// registry; REST handlers and the assistant use the groups.
import { defineMutators, type Query, type Transaction } from '@rocicorp/zero';
import type { AuthContext } from '#domain/auth-context.ts';
import { contextMessages } from '#domain/error-messages.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { ownMeal } from '#domain/meals/meal-access.ts';
import { parseMealFields } from '#domain/meals/meal-fields.ts';
import { fieldsAfterEdit, mealEditPatch, mealMutators } from '#domain/meals/meal-mutators.ts';
import { restoreMealWith } from '#domain/meals/meal-restore.ts';
import {
  planRecurringNight,
  recurringNightMutators,
  ruleOfDay,
} from '#domain/recurring/recurring-night-mutators.ts';
import { plansWithOneClick } from '#domain/recurring/recurring-night-rules.ts';
import { acceptSuggestion, suggestionMutators } from '#domain/suggestions/suggestion-mutators.ts';
import { requireFamily } from '#domain/zero/family-scope.ts';
import { mutatorGroups, mutators, replaySafe } from '#domain/zero/mutators.ts';
import type { AnyMutatorDefinition } from '#domain/zero/replay-safe.ts';
import { ownDish } from '#domain/dishes/dish-mutators.ts';
import { setCompletedWith } from '#domain/shopping/shopping-mutators.ts';
import { completionBySql } from '#server/shopping/completion-by-sql.ts';
import { zql, type Schema } from '#schema';
import {
  checkMealReferences,
  lockDish,
  lockMeal,
  refuseExistingId,
  refuseUnknownMembers,
} from './server-checks.ts';

type Options<D extends AnyMutatorDefinition> = Parameters<D['fn']>[0] & {
  tx: Transaction;
  ctx: AuthContext | undefined;
};

/** What a step returns when the write has already landed: nothing more to do. */
const ALREADY_DONE = Symbol('already done');

/**
 * The definition with `steps` run first, in the same transaction; a step that throws
 * refuses the write. A step may return the arguments the shared mutator is to get, or
 * ALREADY_DONE to skip it.
 */
function withServerSteps<D extends AnyMutatorDefinition>(
  definition: D,
  steps: (options: Options<D>) => Promise<Options<D>['args'] | typeof ALREADY_DONE | void>,
): D {
  return {
    ...definition,
    fn: async (options: Options<D>) => {
      const args = await steps(options);
      if (args === ALREADY_DONE) return;
      await definition.fn(args === undefined ? options : { ...options, args });
    },
  };
}

/** The create's id is taken: refused for another family's row, done for our own. */
async function takenId<TTable extends keyof Schema['tables'] & string, TReturn>(
  tx: Transaction,
  ctx: AuthContext | undefined,
  existing: Query<TTable, Schema, TReturn>,
  message: string,
): Promise<typeof ALREADY_DONE | void> {
  if (await refuseExistingId(tx, existing, message, requireFamily(ctx))) return ALREADY_DONE;
}

/** A create refused when a row of any family holds its id. */
function refusingTakenId<
  D extends AnyMutatorDefinition,
  TTable extends keyof Schema['tables'] & string,
  TReturn,
>(
  definition: D,
  existing: (args: Options<D>['args']) => Query<TTable, Schema, TReturn>,
  message: string,
): D {
  return withServerSteps(definition, ({ tx, ctx, args }) =>
    takenId(tx, ctx, existing(args), message),
  );
}

const { dish, shoppingItem, member, rating, kitchenTimer, store } = mutatorGroups;

const createMeal = withServerSteps(mealMutators.create, async ({ tx, ctx, args }) => {
  const fields = parseMealFields(args);
  const meal = zql.meal.where('meal_id', args.meal_id).one();
  if (await takenId(tx, ctx, meal, 'This meal already exists.')) return ALREADY_DONE;
  await checkMealReferences(tx, requireFamily(ctx), fields);
});

/** Waits for the meal's row (see lockMeal), then reads it again. */
async function lockedMeal(
  tx: Transaction,
  ctx: AuthContext | undefined,
  mealID: string,
  mode: Parameters<typeof lockMeal>[2],
) {
  const familyID = requireFamily(ctx);
  await ownMeal(tx, familyID, mealID);
  await lockMeal(tx, mealID, mode);
  return ownMeal(tx, familyID, mealID);
}

const serverMeal = {
  ...mealMutators,
  create: createMeal,
  update: withServerSteps(mealMutators.update, async ({ tx, ctx, args }) => {
    const saved = await lockedMeal(tx, ctx, args.meal_id, 'FOR NO KEY UPDATE');
    const patch = mealEditPatch(saved, args);
    if (!patch) return ALREADY_DONE;
    const familyID = requireFamily(ctx);
    await checkMealReferences(tx, familyID, await fieldsAfterEdit(tx, familyID, saved, patch));
  }),
  delete: withServerSteps(mealMutators.delete, async ({ tx, ctx, args }) => {
    await lockedMeal(tx, ctx, args.meal_id, 'FOR UPDATE');
  }),
  restore: withServerSteps(restoreMealWith(createMeal.fn), async ({ tx, ctx, args }) => {
    const dishes = new Set(parseMealFields(args).dish_ids);
    const raters = args.ratings.filter((r) => dishes.has(r.dish_id)).map((r) => r.family_user_id);
    await refuseUnknownMembers(tx, requireFamily(ctx), raters);
  }),
};

/** A member rated for by someone else must be the family's. */
async function checkRaters(tx: Transaction, ctx: AuthContext | undefined, memberIDs: string[]) {
  const others = memberIDs.filter((id) => id !== ctx?.familyUserID);
  await refuseUnknownMembers(tx, requireFamily(ctx), others, 'This family member does not exist.');
}

const serverRating = {
  ...rating,
  rateDish: withServerSteps(rating.rateDish, async ({ tx, ctx, args }) => {
    await lockedMeal(tx, ctx, args.meal_id, 'FOR SHARE');
    const forMember = args.family_user_id ?? ctx?.familyUserID;
    if (forMember) await checkRaters(tx, ctx, [forMember]);
  }),
  rateMeal: withServerSteps(rating.rateMeal, async ({ tx, ctx, args }) => {
    await lockedMeal(tx, ctx, args.meal_id, 'FOR SHARE');
    await checkRaters(
      tx,
      ctx,
      args.ratings.filter((r) => r.rating > 0).map((r) => r.family_user_id),
    );
  }),
};

const serverRecurringNight = {
  ...recurringNightMutators,
  set: withServerSteps(recurringNightMutators.set, async ({ tx, ctx, args }) => {
    // The rule's dish must be the family's (NOT_FOUND otherwise, as for any dish).
    if (args.rule.kind === 'dish') await ownDish(tx, ctx, args.rule.dish_id);
  }),
  plan: withServerSteps(planRecurringNight(createMeal.fn), async ({ tx, ctx, args }) => {
    const rule = await ruleOfDay(tx, requireFamily(ctx), args.meal_date);
    if (!rule) throw new AppError(ErrorCode.NOT_FOUND, 'No recurring night on this day');
    if (!plansWithOneClick(rule))
      throw new AppError(ErrorCode.INVALID_INPUT, contextMessages.newDishNightNeedsDish);
  }),
};

const overrides = {
  dish: {
    ...dish,
    addTag: withServerSteps(dish.addTag, ({ tx, args }) => lockDish(tx, args.dish_id)),
    removeTag: withServerSteps(dish.removeTag, ({ tx, args }) => lockDish(tx, args.dish_id)),
    create: refusingTakenId(
      dish.create,
      (args) => zql.dish.where('dish_id', args.dish_id).one(),
      'This dish already exists.',
    ),
  },
  shoppingItem: {
    ...shoppingItem,
    setCompleted: setCompletedWith(completionBySql),
    add: refusingTakenId(
      shoppingItem.add,
      (args) => zql.shopping_item.where('id', args.id).one(),
      'This item already exists.',
    ),
  },
  member: {
    ...member,
    create: refusingTakenId(
      member.create,
      (args) => zql.family_member.where('family_user_id', args.family_user_id).one(),
      'This family member already exists.',
    ),
  },
  store: {
    ...store,
    create: refusingTakenId(
      store.create,
      (args) => zql.store.where('id', args.id).one(),
      'This store already exists.',
    ),
  },
  meal: serverMeal,
  rating: serverRating,
  suggestion: { ...suggestionMutators, accept: acceptSuggestion(createMeal.fn) },
  recurringNight: serverRecurringNight,
  kitchenTimer: {
    ...kitchenTimer,
    start: withServerSteps(kitchenTimer.start, async ({ tx, ctx, args }) => {
      // Unlike a create, starting the family's own timer again is refused, not skipped.
      if (await tx.run(zql.kitchen_timer.where('id', args.id).one()))
        throw new AppError(ErrorCode.INVALID_INPUT, 'Timer exists');
      if (!args.dish_id) return;
      // A dish of another family (or none at all) is not linked.
      const found = await tx.run(
        zql.dish.where('dish_id', args.dish_id).where('family_id', requireFamily(ctx)).one(),
      );
      if (!found) return { ...args, dish_id: null };
    }),
  },
};

/** Every group as the server runs it, for REST handlers and the assistant (which answer
 * 404 for a row that is gone, so they take the mutators unwrapped). */
export const serverMutatorGroups = { ...mutatorGroups, ...overrides };

/** The registry Zero's push endpoint runs. */
export const serverMutators = defineMutators(mutators, replaySafe(overrides));
