-- Indexes for the shopping list's synced queries (docs/performance.md: a family with years of data).
-- zero-cache copies a table's indexes into its replica, where a device's queries run. With
-- only (family_id), a new device's "open items" and "latest 100 checked" each read and sorted
-- every item the family ever had: 20,000 after five years, 60–150 ms per query on a slow
-- 2-core host. With these, the first reads only the open items in order, and the second
-- stops after the hundredth.
CREATE INDEX shopping_item_open_idx ON shopping_item (family_id, is_completed, created_at, id);
CREATE INDEX shopping_item_done_idx ON shopping_item (family_id, is_completed, updated_at, id);
