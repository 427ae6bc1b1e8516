// A family's stores (docs/shopping.md, "Stores in walking order"): named, each with its
// departments in walking order, and items for one store only. Every write takes the family
// from the server-verified context and checks that the rows it touches are the family's.
import { defineMutator, type Transaction } from '@rocicorp/zero';
import { z } from '#domain/zod-mini.ts';
import { zql, type Store } from '#schema';
import type { AuthContext } from '#domain/auth-context.ts';
import { AppError, ErrorCode } from '#domain/errors.ts';
import { requireFamily } from '#domain/zero/family-scope.ts';
import { entityId } from '#domain/text/input-rules.ts';
import { DEPARTMENTS, type Department } from '../department.ts';
import { learnFromTrip, walkOrder } from './walk-order.ts';
import { nameText } from '#domain/text/direction-controls.ts';

export const MAX_STORE_NAME_LENGTH = 60;
const id = entityId;
const name = nameText(MAX_STORE_NAME_LENGTH, 'storeName');

export const createStoreArgs = z.object({ id, name });
export const renameStoreArgs = z.object({ id, name });
export const removeStoreArgs = z.object({ id });
/** The family's stores in the order given (the screens send every store). */
export const setStoresOrderArgs = z.object({ ids: z.array(id).check(z.maxLength(100)) });
export const setStoreOrderArgs = z.object({
  id,
  department_order: z.array(z.enum(DEPARTMENTS)).check(z.maxLength(DEPARTMENTS.length)),
});
export const setItemStoreArgs = z.object({ item_id: id, store_id: z.nullable(id) });

export function storeName(raw: string): string {
  const trimmed = raw.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw new AppError(ErrorCode.INVALID_INPUT);
  return trimmed;
}

const familyStore = (tx: Transaction, familyID: string, storeID: string) =>
  tx.run(zql.store.where('id', storeID).where('family_id', familyID).one());

/** A store of the caller's family, or a refusal as if it did not exist. */
export async function ownStore(tx: Transaction, ctx: AuthContext | undefined, storeID: string) {
  const store = await familyStore(tx, requireFamily(ctx), storeID);
  if (!store) throw new AppError(ErrorCode.NOT_FOUND, 'Store not found');
  return store;
}

type StoreChange = Partial<Pick<Store, 'name' | 'department_order'>>;

/** Changes a store of the caller's family (refused as if missing when it is not theirs). */
async function updateOwnStore(
  tx: Transaction,
  ctx: AuthContext | undefined,
  storeID: string,
  change: StoreChange,
) {
  const store = await ownStore(tx, ctx, storeID);
  await tx.mutate.store.update({ id: store.id, ...change, updated_at: Date.now() });
}

/**
 * Learns the walk of the store chosen while an item was checked off there, from the trip the
 * device sent with the check (walk-order.ts): the same whatever order the checks land in.
 * A store deleted meanwhile, or another family's, teaches nothing.
 */
export async function learnWalk(
  tx: Transaction,
  familyID: string,
  storeID: string,
  trip: readonly Department[],
  checkedAt: number,
) {
  const store = await familyStore(tx, familyID, storeID);
  if (!store) return;
  // The latest check, by when it was made on its device, not when it reached the server.
  const latest = store.last_checked_at == null || checkedAt >= store.last_checked_at;
  await tx.mutate.store.update({
    id: store.id,
    department_order: learnFromTrip(store.department_order, trip),
    ...(latest && { last_department: trip.at(-1) ?? null, last_checked_at: checkedAt }),
    updated_at: Date.now(),
  });
}

export const storeMutators = {
  // Sent again after being offline, the server skips a store already made (its own id:
  // server-mutators.ts), so a replay never makes a second one.
  create: defineMutator(createStoreArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const now = Date.now();
    await tx.mutate.store.insert({
      id: args.id,
      family_id: familyID,
      name: storeName(args.name),
      department_order: walkOrder([]),
      last_department: null,
      last_checked_at: null,
      // After the stores already there (migrations/032).
      position: now,
      created_at: now,
      updated_at: now,
    });
  }),

  rename: defineMutator(renameStoreArgs, ({ tx, ctx, args }) =>
    updateOwnStore(tx, ctx, args.id, { name: storeName(args.name) }),
  ),

  /** The stores reordered by hand; ids that are not the family's stores are skipped. */
  setStoresOrder: defineMutator(setStoresOrderArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const own = new Set(
      (await tx.run(zql.store.where('family_id', familyID))).map((store) => store.id),
    );
    const ids = [...new Set(args.ids)].filter((storeID) => own.has(storeID));
    for (const [position, storeID] of ids.entries()) {
      await tx.mutate.store.update({ id: storeID, position });
    }
  }),

  /** The family's items for this store become items for any store. */
  remove: defineMutator(removeStoreArgs, async ({ tx, ctx, args }) => {
    const store = await ownStore(tx, ctx, args.id);
    const items = await tx.run(
      zql.shopping_item.where('family_id', store.family_id).where('store_id', store.id),
    );
    for (const item of items) {
      await tx.mutate.shopping_item.update({ id: item.id, store_id: null });
    }
    await tx.mutate.store.delete({ id: store.id });
  }),

  /** The walk set by hand: dragged, or moved up and down. */
  setOrder: defineMutator(setStoreOrderArgs, ({ tx, ctx, args }) =>
    updateOwnStore(tx, ctx, args.id, { department_order: walkOrder(args.department_order) }),
  ),

  /** 'Costco only' (a store), or for any store again (null). */
  setItemStore: defineMutator(setItemStoreArgs, async ({ tx, ctx, args }) => {
    const familyID = requireFamily(ctx);
    const item = await tx.run(
      zql.shopping_item.where('id', args.item_id).where('family_id', familyID).one(),
    );
    if (!item) throw new AppError(ErrorCode.NOT_FOUND, 'Item not found');
    if (args.store_id) await ownStore(tx, ctx, args.store_id);
    await tx.mutate.shopping_item.update({
      id: item.id,
      store_id: args.store_id,
      updated_at: Date.now(),
    });
  }),
};
