-- Stores in walking order (docs/shopping.md, "Stores in walking order"): a family names its
-- stores; each keeps its departments in the order the family walks it, learned from the
-- order items are checked off there (last_department, last_checked_at) or set by hand. An
-- item can be for one store only (shopping_item.store_id); the other stores' views hide it.
CREATE TABLE store (
  id text PRIMARY KEY,
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
  department_order jsonb NOT NULL DEFAULT '[]'::jsonb,
  last_department text,
  last_checked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX store_family_idx ON store (family_id);

ALTER TABLE shopping_item ADD COLUMN store_id text REFERENCES store (id) ON DELETE SET NULL;

ALTER PUBLICATION zero_data ADD TABLE store;
