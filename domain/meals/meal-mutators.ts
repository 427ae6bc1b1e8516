// Meal writes, shared by the browser (optimistic), the server and REST. A meal, its
// dishes and its attendees are written in one mutator, so one transaction: no reader
// ever sees half of a saved meal.
import { defineMutator, type Transaction } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import type { Meal } from '#schema';
import { AppError, ErrorCode } from '../errors.ts';
import { isoDateSchema } from '../time/family-dates.ts';
import { requireFamily } from '../zero/family-scope.ts';
import { rebaseSafe } from '../zero/rebase-safe.ts';
import { zql } from '#schema';
import { ownMeal } from './meal-access.ts';
import {
  attendeeInput,
  COOK_OPTIONS,
  MAX_ATTENDEES_PER_MEAL,
  MAX_DISHES_PER_MEAL,
  MEAL_TYPES,
  mealFieldsInput,
  parseMealFields,
  type MealFields,
  portionsInput,
} from './meal-fields.ts';
import { deleteMealParts, writeMealParts } from './meal-parts.ts';
import { entityId, plainText } from '../text/input-rules.ts';

const mealID = entityId;
// The caller picks the time, so the browser's optimistic row and the server's row carry
// the same updated_at, which is the meal's version for concurrent edits.
const now = z.optional(z.number().check(z.int(), z.positive()));

export const createMealArgs = z.extend(mealFieldsInput, { meal_id: mealID, now });

/** Any subset of the payload; the rest keep their saved values. */
export const mealFieldsPatch = z.partial(
  z.object({
    meal_date: isoDateSchema,
    meal_type: z.enum(MEAL_TYPES),
    who_is_cooking: z.enum(COOK_OPTIONS),
    notes: z.nullable(plainText(5000)),
    source: plainText(50),
    dish_ids: z.array(mealID).check(z.maxLength(MAX_DISHES_PER_MEAL)),
    attendees: z.array(attendeeInput).check(z.maxLength(MAX_ATTENDEES_PER_MEAL)),
    portions: z.nullable(portionsInput),
  }),
);

export const MAX_OWN_VERSIONS = 20;

export const updateMealArgs = z.extend(mealFieldsPatch, {
  meal_id: mealID,
  now,
  // The version the editor started from; when given, a meal changed since is refused.
  expected_updated_at: z.optional(z.number()),
  // The versions the same device's earlier moves of this meal wrote, sent from its outbox
  // after a reload (client/offline/outbox/pending-writes.ts): a meal at one of them was
  // changed by those moves, not by someone else.
  own_versions: z.optional(z.array(z.number()).check(z.maxLength(MAX_OWN_VERSIONS))),
});

export const deleteMealArgs = z.object({ meal_id: mealID });

/** A new version that differs from the old one even within the same millisecond. */
function nextVersion(saved: Meal, time: number | undefined) {
  const version = time ?? Date.now();
  return version === saved.updated_at ? version + 1 : version;
}

type MealPatch = z.infer<typeof mealFieldsPatch>;
type UpdateMealArgs = z.infer<typeof updateMealArgs>;

/** The meal row's own columns (its dishes and attendees are rows of their own). */
function mealColumns(fields: MealFields) {
  const { meal_date, meal_type, who_is_cooking, notes, source, portions } = fields;
  return { meal_date, meal_type, who_is_cooking, notes, source, portions };
}

/**
 * The same edit sent twice lands once. After a reload both the family's outbox and Zero's
 * own saved queue may send one move (client/offline/outbox/family-outbox.ts): a copy whose
 * stamp is already the saved version and that would change none of the meal's columns has
 * landed, and is neither refused as stale nor written again.
 */
function landedAlready(saved: Meal, time: number | undefined, patch: MealPatch): boolean {
  if (time === undefined || saved.updated_at !== time) return false;
  const columns: Record<string, unknown> = saved;
  return Object.entries(patch).every(
    ([key, value]) => value === undefined || columns[key] === value,
  );
}

/**
 * What an update does to the saved meal: null when it has landed already, else its patch.
 * An edit started from an older version than the saved one (nor one of its own earlier
 * moves) is refused. The browser's run and the server's step under its lock both ask here.
 */
export function mealEditPatch(saved: Meal, args: UpdateMealArgs): MealPatch | null {
  const { meal_id: _id, now, expected_updated_at: expected, own_versions: own, ...patch } = args;
  if (landedAlready(saved, now, patch)) return null;
  if (expected !== undefined && saved.updated_at !== expected && !own?.includes(saved.updated_at))
    // The day it is on now: a move refused offline says where the dinner is.
    throw new AppError(ErrorCode.MEAL_CHANGED, undefined, { meal_date: saved.meal_date });
  return patch;
}

/** The whole meal as an edit leaves it: the saved meal, its dishes and attendees, patched. */
export async function fieldsAfterEdit(
  tx: Transaction,
  familyID: string,
  saved: Meal,
  patch: MealPatch,
): Promise<MealFields> {
  const [links, attendees] = await Promise.all([
    tx.run(
      zql.meal_dish
        .where('meal_id', saved.meal_id)
        .where('family_id', familyID)
        .orderBy('position', 'asc'),
    ),
    tx.run(zql.meal_attendee.where('meal_id', saved.meal_id).where('family_id', familyID)),
  ]);
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return parseMealFields({
    meal_date: saved.meal_date,
    meal_type: saved.meal_type,
    who_is_cooking: saved.who_is_cooking,
    notes: saved.notes,
    source: saved.source,
    portions: saved.portions ?? null,
    dish_ids: links.map((link) => link.dish_id),
    attendees: attendees.map((a) =>
      a.family_user_id ? { family_user_id: a.family_user_id } : { guest_name: a.guest_name ?? '' },
    ),
    ...changes,
  });
}

// The server runs these after its own steps (server/zero/server-mutators.ts): a create is
// refused when the id exists or names another family's dish or member, and an edit or a
// delete first locks the meal's row.
export const mealMutators = {
  create: defineMutator(createMealArgs, (options) =>
    rebaseSafe(options, async ({ tx, ctx, args }) => {
      const familyID = requireFamily(ctx);
      const fields = parseMealFields(args);
      const time = args.now ?? Date.now();
      await tx.mutate.meal.insert({
        meal_id: args.meal_id,
        family_id: familyID,
        ...mealColumns(fields),
        created_at: time,
        updated_at: time,
      });
      await writeMealParts(tx, familyID, args.meal_id, fields);
    }),
  ),

  update: defineMutator(updateMealArgs, (options) =>
    rebaseSafe(options, async ({ tx, ctx, args }) => {
      const familyID = requireFamily(ctx);
      const { meal_id: id, now: time } = args;
      // On the server this reads under the row lock its steps took.
      const saved = await ownMeal(tx, familyID, id);
      const patch = mealEditPatch(saved, args);
      if (!patch) return;
      const fields = await fieldsAfterEdit(tx, familyID, saved, patch);
      await tx.mutate.meal.update({
        meal_id: id,
        ...mealColumns(fields),
        updated_at: nextVersion(saved, time),
      });
      await writeMealParts(tx, familyID, id, fields);
    }),
  ),

  delete: defineMutator(deleteMealArgs, (options) =>
    rebaseSafe(options, async ({ tx, ctx, args }) => {
      const familyID = requireFamily(ctx);
      await ownMeal(tx, familyID, args.meal_id);
      await deleteMealParts(tx, familyID, args.meal_id);
      await tx.mutate.meal.delete({ meal_id: args.meal_id });
    }),
  ),
};

/** How a write that plans a meal creates it: this create, or the server's with its checks. */
export type CreateMeal = (typeof mealMutators)['create']['fn'];
