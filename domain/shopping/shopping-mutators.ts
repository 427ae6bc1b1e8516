// Shopping list writes. They run optimistically in the browser and again, with the
// server's context, on the server; REST handlers call the very same functions.
import { defineMutator, type Transaction } from '@rocicorp/zero';
import { z } from '../zod-mini.ts';
import { zql } from '#schema';
import { AppError, ErrorCode } from '../errors.ts';
import {
  MAX_ITEM_NAME_LENGTH,
  MAX_QUANTITY_LENGTH,
  newShoppingItemFields,
  normalizeItemName,
  normalizeQuantity,
  type ShoppingItemSource,
} from './shopping-item-fields.ts';
import { DEPARTMENTS, departmentFor, type Department } from './department.ts';
import { chosenDepartment, departmentChoiceFor, departmentChoiceKey } from './department-choice.ts';
import { editTime, refuseEarlierEdit } from './edit-order.ts';
import { isReservedItemId } from './meal-item-id.ts';
import { learnWalk } from './stores/store-mutators.ts';
import { quantityMerger } from './quantity-merger.ts';
import { addLanded, mergedInto, openItemNamed } from './same-item.ts';
import { requireFamily } from '../zero/family-scope.ts';
import { entityId, plainText } from '../text/input-rules.ts';
import { clearRunningOut } from '../pantry/running-out.ts';
import { nameText } from '../text/direction-controls.ts';

const id = entityId;
const name = nameText(MAX_ITEM_NAME_LENGTH, 'item');
const quantity = z.nullish(plainText(MAX_QUANTITY_LENGTH));

export const addItemArgs = z.object({ id, name, quantity });
/** When the person made the edit or check, by their device's clock (ms since the epoch). */
const deviceTime = z.optional(z.number().check(z.nonnegative()));
export const editItemArgs = z.object({ id, name, quantity, edited_at: deviceTime });
/**
 * `store_id`: the store chosen while checking off, whose walk it teaches (stores/), with
 * `walk`: the departments checked on this trip there, on this device, in order, this one's
 * among them, and `checked_at`: when, by the device's clock. A check without a walk (from
 * 'Any store', or saved by an earlier build) teaches nothing.
 */
export const setCompletedArgs = z.object({
  id,
  is_completed: z.boolean(),
  store_id: z.optional(id),
  walk: z.optional(
    z.array(z.enum(DEPARTMENTS)).check(z.minLength(1), z.maxLength(DEPARTMENTS.length)),
  ),
  checked_at: deviceTime,
});
export const removeItemArgs = z.object({ id });
export const removeItemsArgs = z.object({ ids: z.array(id).check(z.maxLength(1000)) });
export const setDepartmentArgs = z.object({ id, department: z.enum(DEPARTMENTS) });

/** 'manual': a person added or edited it; 'meals': written by the last refresh from meals. */
export const ItemSource = {
  MANUAL: 'manual',
  MEALS: 'meals',
} as const satisfies Record<string, ShoppingItemSource>;

/** Loads an item of the caller's family, or fails as if it did not exist. */
async function ownItem(tx: Transaction, familyID: string, itemID: string) {
  const item = await tx.run(
    zql.shopping_item.where('id', itemID).where('family_id', familyID).one(),
  );
  if (!item) throw new AppError(ErrorCode.NOT_FOUND, 'Item not found');
  return item;
}

/** An item as a tick found it. */
export type ItemBefore = {
  name: string;
  ingredient_key: string | null;
  department: Department;
  is_completed: boolean;
};

/**
 * How checking an item off reads and writes its rows. The browser runs it through Zero's
 * queries; the server runs the same steps as two SQL statements
 * (server/shopping/completion-by-sql.ts), because every tick on every device passes there
 * (docs/performance.md, "A change between devices").
 */
export type CompletionWrites = {
  /** Sets the flag on the family's item and returns the item as it was (NOT_FOUND if none). */
  setFlag(
    tx: Transaction,
    familyID: string,
    itemID: string,
    isCompleted: boolean,
    now: number,
  ): Promise<ItemBefore>;
  /** Checked off: its staple is no longer running out (domain/pantry/running-out.ts). */
  clearRunningOut(tx: Transaction, familyID: string, item: ItemBefore, now: number): Promise<void>;
};

const completionByQuery: CompletionWrites = {
  async setFlag(tx, familyID, itemID, isCompleted, now) {
    const item = await ownItem(tx, familyID, itemID);
    await tx.mutate.shopping_item.update({
      id: itemID,
      is_completed: isCompleted,
      updated_at: now,
    });
    return item;
  },
  clearRunningOut,
};

/** The one rule of a tick, whichever way its rows are reached. */
export function setCompletedWith(writes: CompletionWrites) {
  return defineMutator(setCompletedArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const now = Date.now();
    const before = await writes.setFlag(tx, familyID, args.id, args.is_completed, now);
    if (!args.is_completed) return;
    await writes.clearRunningOut(tx, familyID, before, now);
    // A check in a chosen store teaches that store's walk, as its trip on the device had it:
    // also when someone else checked the item meanwhile, and the same again when sent twice.
    if (args.store_id && args.walk) {
      await learnWalk(tx, familyID, args.store_id, args.walk, editTime(args.checked_at, now));
    }
  });
}

export const shoppingMutators = {
  add: defineMutator(addItemArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    // Ids of that form belong to the refresh from meals.
    if (isReservedItemId(args.id)) throw new AppError(ErrorCode.INVALID_INPUT);
    const fields = newShoppingItemFields(args);
    const now = Date.now();
    // A name already open on the list adds to that item (docs/shopping.md): decided here,
    // so in the browser offline too, and again on the server.
    const open = await tx.run(
      zql.shopping_item.where('family_id', familyID).where('is_completed', false),
    );
    if (addLanded(open, args.id)) return;
    const same = openItemNamed(open, fields.name);
    if (same) {
      await tx.mutate.shopping_item.update({
        id: same.id,
        ...mergedInto(same, args.id, fields.quantity, await quantityMerger()),
        // Added to by a person: a refresh from meals leaves it alone from now on.
        source: ItemSource.MANUAL,
        updated_at: now,
      });
      return;
    }
    const choices = await departmentChoiceFor(tx, familyID, fields.name);
    await tx.mutate.shopping_item.insert({
      id: args.id,
      family_id: familyID,
      ...fields,
      department: chosenDepartment(fields.name, fields.department, choices),
      source: ItemSource.MANUAL,
      is_completed: false,
      created_at: now,
      updated_at: now,
    });
  }),

  edit: defineMutator(editItemArgs, async ({ tx, ctx, args }) => {
    const item = await ownItem(tx, requireFamily(ctx), args.id);
    const now = Date.now();
    const madeAt = editTime(args.edited_at, now);
    const itemName = normalizeItemName(args.name);
    const typed = { name: itemName, quantity: normalizeQuantity(args.quantity) };
    refuseEarlierEdit(item, madeAt, typed);
    const choices = await departmentChoiceFor(tx, item.family_id, itemName);
    await tx.mutate.shopping_item.update({
      id: args.id,
      name: itemName,
      quantity: typed.quantity,
      department: chosenDepartment(itemName, departmentFor(itemName), choices),
      // Edited by a person: a refresh from meals leaves it alone from now on.
      source: ItemSource.MANUAL,
      updated_at: now,
      edited_at: madeAt,
    });
  }),

  setCompleted: setCompletedWith(completionByQuery),

  remove: defineMutator(removeItemArgs, async ({ tx, ctx, args }) => {
    await ownItem(tx, requireFamily(ctx), args.id);
    await tx.mutate.shopping_item.delete({ id: args.id });
  }),

  /** The items a person saw when they chose 'All': safe to replay after being offline. */
  removeItems: defineMutator(removeItemsArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    // One read for the whole list (up to 1000 ids), not one per item.
    const items = await tx.run(
      zql.shopping_item.where('family_id', familyID).where('id', 'IN', [...new Set(args.ids)]),
    );
    for (const item of items) await tx.mutate.shopping_item.delete({ id: item.id });
  }),

  /**
   * A member moves an item to another department: the family's choice for that name, kept
   * for every later item of the name, and applied now to the open items that carry it.
   */
  setDepartment: defineMutator(setDepartmentArgs, async ({ tx, ctx, args }) => {
    const item = await ownItem(tx, requireFamily(ctx), args.id);
    const key = departmentChoiceKey(item.name);
    const now = Date.now();
    await tx.mutate.department_choice.upsert({
      family_id: item.family_id,
      name_key: key,
      department: args.department,
      updated_at: now,
    });
    const open = await tx.run(
      zql.shopping_item.where('family_id', item.family_id).where('is_completed', false),
    );
    for (const other of [item, ...open.filter((row) => row.id !== item.id)]) {
      if (other.department === args.department || departmentChoiceKey(other.name) !== key) continue;
      await tx.mutate.shopping_item.update({
        id: other.id,
        department: args.department,
        updated_at: now,
      });
    }
  }),

  removeAll: defineMutator(async ({ tx, ctx }) => {
    const familyID = requireFamily(ctx);
    const items = await tx.run(zql.shopping_item.where('family_id', familyID));
    for (const item of items) await tx.mutate.shopping_item.delete({ id: item.id });
  }),
};
