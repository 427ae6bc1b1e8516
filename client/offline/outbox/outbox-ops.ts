// The writes the family's outbox keeps and sends (docs/shopping.md, The list in the shop):
// one row each, the op's name as saved on the device, the zod schema of its args (a saved
// write that no longer reads is dropped, not sent), and the mutator call that sends it.
// Adding a write is one row here. The names and args are what a device may have saved
// under an earlier build: rename or reshape one and its saved writes are lost.
import type { Zero } from '@rocicorp/zero';
import { z } from '#domain/zod-mini.ts';
import { mutators } from '#domain/zero/mutators.ts';
import {
  addItemArgs,
  editItemArgs,
  removeItemArgs,
  removeItemsArgs,
  setCompletedArgs,
  setDepartmentArgs,
} from '#domain/shopping/shopping-mutators.ts';
import {
  answerArgs,
  setRunningOutArgs,
  undoWeHaveItArgs,
  weHaveItArgs,
} from '#domain/pantry/pantry-mutators.ts';
import {
  createStoreArgs,
  removeStoreArgs,
  renameStoreArgs,
  setItemStoreArgs,
  setStoreOrderArgs,
  setStoresOrderArgs,
} from '#domain/shopping/stores/store-mutators.ts';
import { deleteDishArgs, dishTagArgs } from '#domain/dishes/dish-mutators.ts';
import { updateMealArgs } from '#domain/meals/meal-mutators.ts';
import { rateDishArgs, rateMealArgs } from '#domain/ratings/rating-mutators.ts';

type Mutation = Parameters<Zero['mutate']>[0];

/** `at`: when the person made the write, by their device's clock. */
const op = <Args extends z.ZodMiniType>(
  args: Args,
  mutation: (args: z.infer<Args>, at: number) => Mutation,
) => ({ args, mutation });

export const outboxOps = {
  add: op(addItemArgs, (args) => mutators.shoppingItem.add(args)),
  // Dated when it was typed, not when it is sent: of two edits, the later one wins.
  edit: op(editItemArgs, (args, at) => mutators.shoppingItem.edit({ ...args, edited_at: at })),
  setCompleted: op(setCompletedArgs, (args) => mutators.shoppingItem.setCompleted(args)),
  remove: op(removeItemArgs, (args) => mutators.shoppingItem.remove(args)),
  removeItems: op(removeItemsArgs, (args) => mutators.shoppingItem.removeItems(args)),
  setDepartment: op(setDepartmentArgs, (args) => mutators.shoppingItem.setDepartment(args)),
  // Staples and the pantry check: also made in the shop, without signal.
  weHaveIt: op(weHaveItArgs, (args) => mutators.pantry.weHaveIt(args)),
  undoWeHaveIt: op(undoWeHaveItArgs, (args) => mutators.pantry.undoWeHaveIt(args)),
  pantryAnswer: op(answerArgs, (args) => mutators.pantry.answer(args)),
  setRunningOut: op(setRunningOutArgs, (args) => mutators.pantry.setRunningOut(args)),
  setItemStore: op(setItemStoreArgs, (args) => mutators.store.setItemStore(args)),
  // The family's stores and their walks (apply-store-writes.ts): named and ordered in the shop.
  createStore: op(createStoreArgs, (args) => mutators.store.create(args)),
  renameStore: op(renameStoreArgs, (args) => mutators.store.rename(args)),
  removeStore: op(removeStoreArgs, (args) => mutators.store.remove(args)),
  setStoreOrder: op(setStoreOrderArgs, (args) => mutators.store.setOrder(args)),
  setStoresOrder: op(setStoresOrderArgs, (args) => mutators.store.setStoresOrder(args)),
  // Made away from the list too, and as easily without signal (apply-plan-writes.ts): a
  // dish's tags on its page, a meal moved on the planning page.
  addDishTag: op(dishTagArgs, (args) => mutators.dish.addTag(args)),
  removeDishTag: op(dishTagArgs, (args) => mutators.dish.removeTag(args)),
  // A dish deleted (archived when meals use it) and the page left or reloaded at once: Zero
  // keeps a write on the device only a second after it is made, so without this one sent
  // late was lost, and a planned meal showed the dish unmarked (docs/architecture.md).
  deleteDish: op(deleteDishArgs, (args) => mutators.dish.delete(args)),
  // From the version the person saw: a meal changed meanwhile is refused, not moved
  // (domain/meals/meal-move.ts).
  moveMeal: op(updateMealArgs, (args) => mutators.meal.update(args)),
  // A meal's ratings, saved and the tablet's page closed at once: dated when given, so a
  // later rating of the same member is not overwritten when this one is sent again.
  rateMeal: op(rateMealArgs, (args) => mutators.rating.rateMeal(args)),
  // The dashboard's one tap on a recent dish, kept the same way.
  rateDish: op(rateDishArgs, (args) => mutators.rating.rateDish(args)),
};

export type OutboxOpName = keyof typeof outboxOps;
export type OutboxArgs<Name extends OutboxOpName> = z.infer<(typeof outboxOps)[Name]['args']>;

type Saved = { key: string; at: number; op: OutboxOpName; args: unknown };

/** The mutator call that sends a kept write. */
export function mutationOf(write: Saved): Mutation {
  const row = outboxOps[write.op] as {
    mutation: (args: unknown, at: number) => Mutation;
  };
  return row.mutation(write.args, write.at);
}

const savedShape = z.object({ key: z.string(), at: z.number(), op: z.string(), args: z.unknown() });

/** Whether a write read back from the device is one this build can send. */
export function isSendable(value: unknown): value is Saved {
  const saved = savedShape.safeParse(value);
  if (!saved.success || !Object.hasOwn(outboxOps, saved.data.op)) return false;
  return outboxOps[saved.data.op as OutboxOpName].args.safeParse(saved.data.args).success;
}
