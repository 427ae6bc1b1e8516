-- A family's stores in the order the family puts them (docs/shopping.md, "Stores in
-- walking order"): reordered on the list page or in Settings. A new store takes the time it
-- was made (ms), so it comes after the stores already ordered; ties keep the order made.
ALTER TABLE store ADD COLUMN position double precision NOT NULL DEFAULT 0;
