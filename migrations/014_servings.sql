-- Servings and portions (docs/servings-and-recipe-import.md): how many a recipe makes, what the page called it, and
-- how many a meal cooks for; per family, what a child eats and which units to show.
-- Additive only: other branches change dish too.

ALTER TABLE dish
  ADD COLUMN servings integer CHECK (servings IS NULL OR servings BETWEEN 1 AND 100),
  -- The recipe page's own category ('Dessert', 'Side Dish', 'Drinks'), kept as read.
  ADD COLUMN category text,
  ADD COLUMN image_url text;

-- The cook's override of the portions counted from the attendees; null means "count them".
ALTER TABLE meal
  ADD COLUMN portions double precision CHECK (portions IS NULL OR (portions > 0 AND portions <= 200));

-- What a child eats, as a fraction of an adult portion, by age band; and the units shown.
ALTER TABLE family
  ADD COLUMN portion_under_4 double precision NOT NULL DEFAULT 0.25
    CHECK (portion_under_4 BETWEEN 0 AND 2),
  ADD COLUMN portion_4_to_8 double precision NOT NULL DEFAULT 0.5
    CHECK (portion_4_to_8 BETWEEN 0 AND 2),
  ADD COLUMN portion_9_to_12 double precision NOT NULL DEFAULT 0.75
    CHECK (portion_9_to_12 BETWEEN 0 AND 2),
  ADD COLUMN measurement_system text NOT NULL DEFAULT 'us'
    CHECK (measurement_system IN ('us', 'metric'));
