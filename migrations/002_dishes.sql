-- The family's dish library.
CREATE TABLE dish (
  dish_id text PRIMARY KEY,
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (btrim(name) <> ''),
  -- One stored spelling: 'App' (the UI says Appetizer; both are accepted as input).
  type text NOT NULL DEFAULT 'Main' CHECK (type IN ('Main', 'App', 'Side')),
  prep text NOT NULL DEFAULT 'Medium' CHECK (prep IN ('Quick', 'Medium', 'Involved', 'Prepared')),
  make_ahead boolean NOT NULL DEFAULT false,
  cuisine_type text,
  description text,
  ingredients jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(ingredients) = 'array'),
  instructions text,
  link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dish_family_idx ON dish (family_id);

ALTER TABLE shopping_item
  ADD CONSTRAINT shopping_item_dish_fk FOREIGN KEY (dish_id) REFERENCES dish (dish_id) ON DELETE SET NULL;

ALTER PUBLICATION zero_data ADD TABLE dish;
