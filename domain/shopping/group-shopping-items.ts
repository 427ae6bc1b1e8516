// 'Group by Category or Dish' on the shopping list page: groups in aisle order (or by
// dish name), open items before checked ones so that checked items sink.
import { departmentRank } from './department.ts';
import { walkRank } from './stores/walk-order.ts';

export type GroupBy = 'category' | 'dish';

type Groupable = {
  name: string;
  department: string;
  is_completed: boolean;
  /** The dishes the item is for; an item for two dishes is listed under both. */
  dishes?: ReadonlyArray<{ name: string }>;
};

export const NO_DISH_GROUP = 'Other Items';

export function openFirst<T extends Groupable>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Number(a.is_completed) - Number(b.is_completed));
}

/** `walk`: a store's departments in walking order (stores/walk-order.ts), else the usual. */
export function groupShoppingItems<T extends Groupable>(
  items: readonly T[],
  groupBy: GroupBy,
  walk?: readonly string[],
) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const keys =
      groupBy === 'category'
        ? [item.department]
        : item.dishes?.length
          ? [...new Set(item.dishes.map((dish) => dish.name))]
          : [NO_DISH_GROUP];
    for (const key of keys) groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const rank = (key: string) =>
    groupBy === 'category'
      ? walk
        ? walkRank(walk, key)
        : departmentRank(key)
      : key === NO_DISH_GROUP
        ? Number.MAX_SAFE_INTEGER
        : 0;
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([title, groupItems]) => ({ title, items: openFirst(groupItems) }));
}
