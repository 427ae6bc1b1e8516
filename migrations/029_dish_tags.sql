-- A family's own words for its dishes ('quick', 'kids love it', 'freezer'), searched with
-- the names and ingredients (docs/meals-and-planning.md, Finding a dish). A list on the
-- dish row: tags travel with the dish to every device, into the archive and back.
ALTER TABLE dish
  ADD COLUMN tags jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(tags) = 'array');
