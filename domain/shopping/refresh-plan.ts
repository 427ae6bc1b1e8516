// What a refresh from the meal plan changes on a list, decided without touching it:
// - an ingredient the planned dishes need becomes one item, with a stable id per family and
//   ingredient, so refreshing twice (or twice at once) never duplicates it;
// - items a person added, edited or checked are never changed or removed;
// - an open item the last refresh wrote follows the plan: new amount, or gone when no planned
//   dish needs it any more;
// - nothing is added for an ingredient a person already has open on the list by hand.
import { ingredientKey } from 'recipe-reader';
import type { ShoppingNeed } from './merge-ingredients.ts';

export type ListedItem = {
  id: string;
  name: string;
  quantity: string | null;
  department: string;
  is_completed: boolean;
  source: string;
};

export type ItemLink = { item_id: string; dish_id: string };

export type PlannedItem = Omit<ShoppingNeed, 'dish_ids'> & { id: string };

export type RefreshPlan = {
  insert: PlannedItem[];
  update: PlannedItem[];
  remove: string[];
  link: ItemLink[];
  unlink: ItemLink[];
};

function changed(item: ListedItem, need: PlannedItem): boolean {
  return (
    item.name !== need.name ||
    item.quantity !== need.quantity ||
    item.department !== need.department
  );
}

export function planRefresh(
  items: readonly ListedItem[],
  links: readonly ItemLink[],
  needs: ReadonlyArray<ShoppingNeed & { id: string }>,
): RefreshPlan {
  const byId = new Map(items.map((item) => [item.id, item]));
  const openByHand = new Set(
    items
      .filter((item) => item.source === 'manual' && !item.is_completed)
      .map((item) => ingredientKey(item.name)),
  );
  const plan: RefreshPlan = { insert: [], update: [], remove: [], link: [], unlink: [] };
  const wanted = new Set<string>();

  for (const { dish_ids, ...need } of needs) {
    const existing = byId.get(need.id);
    const writtenByRefresh = existing?.source === 'meals' && !existing.is_completed;
    if ((!existing || writtenByRefresh) && openByHand.has(need.key)) continue;
    wanted.add(need.id);
    if (!existing) plan.insert.push(need);
    else if (writtenByRefresh && changed(existing, need)) plan.update.push(need);

    const linked = new Set(links.filter((l) => l.item_id === need.id).map((l) => l.dish_id));
    for (const dishID of dish_ids) {
      if (!linked.has(dishID)) plan.link.push({ item_id: need.id, dish_id: dishID });
    }
    for (const dishID of linked) {
      if (!dish_ids.includes(dishID)) plan.unlink.push({ item_id: need.id, dish_id: dishID });
    }
  }

  for (const item of items) {
    if (item.source === 'meals' && !item.is_completed && !wanted.has(item.id)) {
      plan.remove.push(item.id);
    }
  }
  return plan;
}
