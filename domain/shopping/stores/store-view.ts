// The list shown for one store: items for any store and that store's own; items marked for
// another store ("Costco only") are hidden. With no store chosen, every item.
type Marked = { store_id?: string | null };

export function itemsForStore<T extends Marked>(items: readonly T[], storeId: string | null): T[] {
  if (!storeId) return [...items];
  return items.filter((item) => !item.store_id || item.store_id === storeId);
}
