// The items of a text go on the member's family list through the list's own add (the same
// mutator a typed item runs), each marked with the member who texted it.
import type { TextedItem } from '#domain/shopping/texted-items.ts';
import { zql } from '#schema';
import type { ZeroDatabase } from '../zero/zero-database.ts';
import { serverMutatorGroups } from '../zero/server-mutators.ts';
import type { TextingMember } from './inbound-sender.ts';

/** Adds the items in one transaction; the names as the list shows them, for the reply. */
export async function addTextedItems(
  zeroDb: ZeroDatabase,
  member: TextingMember,
  items: readonly TextedItem[],
): Promise<string[]> {
  const ctx = {
    userID: member.userID,
    familyID: member.familyID,
    familyUserID: member.familyUserID,
  };
  return zeroDb.transaction(async (tx) => {
    const added: string[] = [];
    for (const item of items) {
      const id = crypto.randomUUID();
      await serverMutatorGroups.shoppingItem.add.fn({
        tx,
        ctx,
        args: { id, name: item.name, quantity: item.quantity },
      });
      // The add may have merged it into an item already on the list.
      const row = await tx.run(zql.shopping_item.where('id', id).one());
      if (row) await tx.mutate.shopping_item.update({ id, texted_by: member.familyUserID });
      added.push(row?.quantity ? `${row.name} (${row.quantity})` : (row?.name ?? item.name));
    }
    return added;
  });
}
