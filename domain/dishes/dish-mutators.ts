// Dish library writes, shared by the browser (optimistic), the server and REST.
import { defineMutator, type Transaction } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import type { AuthContext } from '../auth-context.ts';
import { AppError, ErrorCode } from '../errors.ts';
import { requireFamily } from '../zero/family-scope.ts';
import { archiveOrDelete } from './dish-archive.ts';
import { dishFieldsInput, dishFieldsPatch, parseDishFields } from './dish-fields.ts';
import { entityId } from '../text/input-rules.ts';
import { tagInput, withoutTag, withTag } from './dish-tags.ts';

const dishID = entityId;

export const createDishArgs = z.extend(dishFieldsInput, { dish_id: dishID });
// Any subset of the form's fields; the rest keep their saved values.
export const updateDishArgs = z.extend(dishFieldsPatch, { dish_id: dishID });
export const deleteDishArgs = z.object({ dish_id: dishID });
export const dishTagArgs = z.object({ dish_id: dishID, tag: tagInput });

/** A dish of the caller's family, or NOT_FOUND as if it did not exist. */
export async function ownDish(tx: Transaction, ctx: AuthContext | undefined, id: string) {
  const familyID = requireFamily(ctx);
  const dish = await tx.run(zql.dish.where('dish_id', id).where('family_id', familyID).one());
  if (!dish) throw new AppError(ErrorCode.NOT_FOUND, 'Dish not found');
  return dish;
}

export const dishMutators = {
  create: defineMutator(createDishArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const fields = parseDishFields(args);
    const now = Date.now();
    await tx.mutate.dish.insert({
      dish_id: args.dish_id,
      family_id: familyID,
      ...fields,
      tags: [],
      created_at: now,
      updated_at: now,
    });
  }),

  update: defineMutator(updateDishArgs, async ({ tx, ctx, args }) => {
    const { dish_id: id, ...patch } = args;
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const saved = await ownDish(tx, ctx, id);
    const fields = parseDishFields({
      name: saved.name,
      type: saved.type,
      prep: saved.prep,
      make_ahead: saved.make_ahead,
      cuisine_type: saved.cuisine_type,
      description: saved.description,
      ingredients: saved.ingredients,
      instructions: saved.instructions,
      link: saved.link,
      servings: saved.servings ?? null,
      category: saved.category ?? null,
      image_url: saved.image_url ?? null,
      prep_note: saved.prep_note,
      ...changes,
    });
    await tx.mutate.dish.update({ dish_id: id, ...fields, updated_at: Date.now() });
  }),

  // One tag at a time, read and written in one transaction: two members tagging the same
  // dish at once both keep their tag (docs/meals-and-planning.md, Finding a dish).
  addTag: defineMutator(dishTagArgs, async ({ tx, ctx, args }) => {
    const saved = await ownDish(tx, ctx, args.dish_id);
    const tags = withTag(saved.tags ?? [], args.tag);
    await tx.mutate.dish.update({ dish_id: args.dish_id, tags, updated_at: Date.now() });
  }),

  removeTag: defineMutator(dishTagArgs, async ({ tx, ctx, args }) => {
    const saved = await ownDish(tx, ctx, args.dish_id);
    const tags = withoutTag(saved.tags ?? [], args.tag);
    await tx.mutate.dish.update({ dish_id: args.dish_id, tags, updated_at: Date.now() });
  }),

  delete: defineMutator(deleteDishArgs, async ({ tx, ctx, args }) => {
    const dish = await ownDish(tx, ctx, args.dish_id);
    await archiveOrDelete(tx, dish.family_id, args.dish_id);
  }),
};
