// Staples, 'We have it' and the pantry check: Zero mutators, run at once on the device and
// again on the server with the server's context, each scoped to the caller's family.
import { defineMutator, type Transaction } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import { AppError, ErrorCode } from '../errors.ts';
import { requireFamily } from '../zero/family-scope.ts';
import { entityId, plainText } from '../text/input-rules.ts';
import { titleCaseItemName } from '../text/title-case.ts';
import { ingredientKey } from 'recipe-reader';
import { MAX_ITEM_NAME_LENGTH, MAX_QUANTITY_LENGTH } from '../shopping/shopping-item-fields.ts';
import { ItemSource, shoppingMutators } from '../shopping/shopping-mutators.ts';
import type { AuthContext } from '../auth-context.ts';
import { pantryKey } from './pantry-rules.ts';
import { nameText } from '../text/direction-controls.ts';

const name = nameText(MAX_ITEM_NAME_LENGTH, 'staple');
const key = plainText(MAX_ITEM_NAME_LENGTH).check(z.minLength(1));
const quantity = z.nullish(plainText(MAX_QUANTITY_LENGTH));

export const addStapleArgs = z.object({ name });
export const removeStapleArgs = z.object({ ingredient_key: key });
export const setRunningOutArgs = z.object({
  ingredient_key: key,
  running_out: z.boolean(),
  /** The id of the item it goes on the list as (made on the device, for the offline outbox). */
  item_id: entityId,
});
export const weHaveItArgs = z.object({ item_id: entityId });
export const undoWeHaveItArgs = z.object({
  item_id: entityId,
  name,
  quantity,
  ingredient_key: key,
  was_running_out: z.boolean(),
});
export const answerArgs = z.object({
  ingredient_key: key,
  name,
  quantity,
  have: z.boolean(),
  item_id: entityId,
});

async function openItemsWithKey(tx: Transaction, familyID: string, itemKey: string) {
  const open = await tx.run(
    zql.shopping_item.where('family_id', familyID).where('is_completed', false),
  );
  return open.filter((item) => pantryKey(item) === itemKey);
}

/** Puts it on the list as a person's add would, unless it is open there already. */
async function putOnList(
  tx: Transaction,
  ctx: AuthContext | undefined,
  args: { item_id: string; name: string; quantity?: string | null; key: string },
) {
  const familyID = requireFamily(ctx);
  if (!ctx || (await openItemsWithKey(tx, familyID, args.key)).length > 0) return;
  await shoppingMutators.add.fn({
    tx,
    ctx,
    args: { id: args.item_id, name: args.name, quantity: args.quantity ?? null },
  });
}

async function staple(tx: Transaction, familyID: string, stapleKey: string) {
  return tx.run(
    zql.pantry_staple.where('family_id', familyID).where('ingredient_key', stapleKey).one(),
  );
}

export const pantryMutators = {
  addStaple: defineMutator(addStapleArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const stapleName = titleCaseItemName(args.name);
    if (stapleName === '') throw new AppError(ErrorCode.ITEM_NAME_REQUIRED);
    const stapleKey = ingredientKey(stapleName);
    if (await staple(tx, familyID, stapleKey)) return;
    await tx.mutate.pantry_staple.insert({
      family_id: familyID,
      ingredient_key: stapleKey,
      name: stapleName,
      running_out: false,
      updated_at: Date.now(),
    });
  }),

  removeStaple: defineMutator(removeStapleArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    if (!(await staple(tx, familyID, args.ingredient_key))) return;
    await tx.mutate.pantry_staple.delete({
      family_id: familyID,
      ingredient_key: args.ingredient_key,
    });
  }),

  /** Running out: on the list now (and from every refresh) until it is checked off. */
  setRunningOut: defineMutator(setRunningOutArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const row = await staple(tx, familyID, args.ingredient_key);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'Staple not found');
    await tx.mutate.pantry_staple.update({
      family_id: familyID,
      ingredient_key: row.ingredient_key,
      running_out: args.running_out,
      updated_at: Date.now(),
    });
    if (args.running_out) {
      await putOnList(tx, ctx, { item_id: args.item_id, name: row.name, key: row.ingredient_key });
    }
  }),

  /** On a line the refresh added: off the list, and a staple from now on. */
  weHaveIt: defineMutator(weHaveItArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const item = await tx.run(
      zql.shopping_item.where('id', args.item_id).where('family_id', familyID).one(),
    );
    if (!item) throw new AppError(ErrorCode.NOT_FOUND, 'Item not found');
    if (item.source !== ItemSource.MEALS) throw new AppError(ErrorCode.INVALID_INPUT);
    const itemKey = pantryKey(item);
    const now = Date.now();
    await tx.mutate.shopping_item.delete({ id: item.id });
    await tx.mutate.pantry_staple.upsert({
      family_id: familyID,
      ingredient_key: itemKey,
      name: (await staple(tx, familyID, itemKey))?.name ?? item.name,
      running_out: false,
      updated_at: now,
    });
  }),

  /** Undo of 'We have it': the staple as it was, and the item back on the list. */
  undoWeHaveIt: defineMutator(undoWeHaveItArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const row = await staple(tx, familyID, args.ingredient_key);
    if (row && args.was_running_out) {
      await tx.mutate.pantry_staple.update({
        family_id: familyID,
        ingredient_key: row.ingredient_key,
        running_out: true,
        updated_at: Date.now(),
      });
    } else if (row) {
      await tx.mutate.pantry_staple.delete({
        family_id: familyID,
        ingredient_key: row.ingredient_key,
      });
    }
    await putOnList(tx, ctx, { ...args, key: args.ingredient_key });
  }),

  /** A pantry check's Yes (off the list for the week) or No (on the list). */
  answer: defineMutator(answerArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    await tx.mutate.pantry_answer.upsert({
      family_id: familyID,
      ingredient_key: args.ingredient_key,
      have: args.have,
      answered_at: Date.now(),
    });
    if (!args.have) {
      await putOnList(tx, ctx, { ...args, key: args.ingredient_key });
      return;
    }
    for (const item of await openItemsWithKey(tx, familyID, args.ingredient_key)) {
      if (item.source === ItemSource.MEALS) await tx.mutate.shopping_item.delete({ id: item.id });
    }
  }),
};
