-- Adding a name already open on the list adds to that item instead of making a second row
-- (docs/shopping.md, "The same item twice"). The ids of the adds merged into an item are
-- kept on it (the latest few), so an add sent again after being offline finds it was done
-- and is not added a second time.
ALTER TABLE shopping_item ADD COLUMN merged_ids jsonb;
