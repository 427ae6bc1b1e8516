-- Staples the family always has, and the week's pantry check (docs/shopping.md, "Staples and
-- the pantry check"). Keys are the refresh's ingredient keys (domain/shopping/ingredients/
-- ingredient-key.ts), so 'Kosher Salt' from a recipe and the staple 'Salt' are one thing.
CREATE TABLE pantry_staple (
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  ingredient_key text NOT NULL CHECK (length(ingredient_key) BETWEEN 1 AND 200),
  name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 200),
  -- Someone said it is running out: the refresh puts it on the list; checking it off clears it.
  running_out boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (family_id, ingredient_key)
);

-- A pantry check's answer for one of the week's ingredients: 'have' keeps it off the list
-- for the week, 'need' put it on. Answers older than a week no longer count.
CREATE TABLE pantry_answer (
  family_id text NOT NULL REFERENCES family (id) ON DELETE CASCADE,
  ingredient_key text NOT NULL CHECK (length(ingredient_key) BETWEEN 1 AND 200),
  have boolean NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (family_id, ingredient_key)
);

-- A sensible starting set, which the family edits; every family, old and new. The keys are
-- what ingredientKey gives for the names (tests/integration/pantry-staples.test.ts).
CREATE FUNCTION private.starter_staples(p_family_id text) RETURNS void AS $$
  INSERT INTO pantry_staple (family_id, ingredient_key, name)
  SELECT p_family_id, lower(name), name
    FROM unnest(ARRAY['Salt', 'Pepper', 'Black Pepper', 'Oil', 'Olive Oil', 'Vegetable Oil',
                      'Flour', 'Sugar', 'Rice', 'Water', 'Baking Powder', 'Baking Soda',
                      'Vinegar', 'Cooking Spray']) AS name
  ON CONFLICT DO NOTHING;
$$ LANGUAGE sql;

CREATE FUNCTION private.family_starter_staples() RETURNS trigger AS $$
BEGIN
  PERFORM private.starter_staples(NEW.id);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER family_starter_staples AFTER INSERT ON family
  FOR EACH ROW EXECUTE FUNCTION private.family_starter_staples();

SELECT private.starter_staples(id) FROM family;

ALTER PUBLICATION zero_data ADD TABLE pantry_staple, pantry_answer;
